// The order page's bell (issue 29): apart from the list's strings, so the order page carries only these.
export const notificationLinkText = {
  link: 'Notifications',
  unread: '{n} unread',
} as const;
