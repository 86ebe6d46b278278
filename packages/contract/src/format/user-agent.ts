// Messaging apps open links in their own in-app browser, where downloads, app links and some payment
// pages fail; the H5 detects them by a marker in the user agent (spec 1 §9) to suggest a real browser.

/** Case-sensitive substrings; 'MicroMessenger' (WeChat) is the marker the original app checked. */
export const MESSAGING_APP_MARKERS = [
  'MicroMessenger',
  'FBAN',
  'FBAV',
  'FB_IAB',
  'Messenger',
  'Line/',
  'Viber',
  'Telegram',
  'WhatsApp',
] as const;

export function isMessagingInAppBrowser(userAgent: string): boolean {
  return MESSAGING_APP_MARKERS.some((marker) => userAgent.includes(marker));
}
