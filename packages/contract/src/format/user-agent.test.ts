import { describe, it, expect } from 'vitest';
import { isMessagingInAppBrowser, MESSAGING_APP_MARKERS } from './user-agent';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 12; Redmi Note 11; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe('MESSAGING_APP_MARKERS', () => {
  it('lists WeChat, Facebook/Messenger, LINE, Viber, Telegram and WhatsApp markers', () => {
    expect(MESSAGING_APP_MARKERS).toEqual([
      'MicroMessenger',
      'FBAN',
      'FBAV',
      'FB_IAB',
      'Messenger',
      'Line/',
      'Viber',
      'Telegram',
      'WhatsApp',
    ]);
  });
});

describe('isMessagingInAppBrowser', () => {
  it.each([
    ['Chrome Android', CHROME_ANDROID, false],
    ['Safari iOS', SAFARI_IOS, false],
    ['Android WebView (host app)', ANDROID_WEBVIEW, false],
    ['desktop Firefox on Linux', DESKTOP_FIREFOX, false],
    ['empty', '', false],
    [
      'WeChat Android',
      'Mozilla/5.0 (Linux; Android 13; V2111 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/2585 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64',
      true,
    ],
    [
      'WeChat iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.34(0x18002234) NetType/4G Language/en',
      true,
    ],
    [
      'Facebook iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
      true,
    ],
    [
      'Facebook Android',
      'Mozilla/5.0 (Linux; Android 12; CPH2159 Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.36.111;]',
      true,
    ],
    [
      'Messenger Android',
      'Mozilla/5.0 (Linux; Android 11; SM-A125F Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/435.0.0.14.108;]',
      true,
    ],
    [
      'Messenger iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LightSpeed [FBAN/MessengerLiteForiOS;FBAV/430.0.0.36.107;FBBV/532144871;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/16.6]',
      true,
    ],
    [
      'LINE iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.17.0',
      true,
    ],
    [
      'LINE Android',
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36 Line/13.18.1/IAB',
      true,
    ],
    [
      'Viber Android',
      'Mozilla/5.0 (Linux; Android 12; TECNO KG5m; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/117.0.5938.153 Mobile Safari/537.36 Viber/20.8.1.0',
      true,
    ],
    [
      'Telegram iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS/10.2',
      true,
    ],
    [
      'WhatsApp Android',
      'Mozilla/5.0 (Linux; Android 13; SM-A536E; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 WhatsApp/2.23.25.76',
      true,
    ],
  ])('%s → %s', (_name, userAgent, expected) => {
    expect(isMessagingInAppBrowser(userAgent)).toBe(expected);
  });

  it.each(MESSAGING_APP_MARKERS.map((marker) => [marker]))('detects the bare marker %j', (marker) => {
    expect(isMessagingInAppBrowser(`${SAFARI_IOS} ${marker}`)).toBe(true);
  });
});
