// @vitest-environment happy-dom
// The landing page against a fake server: the spec's checks before any call (§5), the input limits, what get-sms
// and register send (§7), and what each answer code does (§8): 101 and -1 draw a new picture, 11 says so and goes
// to the download page, anything else shows the server's message.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@pautang/contract/error-codes';
import { click, getByRole, render } from '../../../components/ui/test-utils';
import { promotionText as text } from '../../../i18n/en/promotion';
import { PromotionRoute } from '../../../app/routes/promotion';
import { openPage } from '../../../testing/open-page';

const TEMPLATE = {
  id: 'tpl-1',
  template: {
    backgroundColor: '#3D5AFF',
    fontColor: '#FFFFFF',
    buttonColor: '#FFB020',
    title: 'Cash <b>today</b>',
    subtitle: 'SEC-registered lender.',
    images: [],
    texts: ['One valid ID'],
    buttonText: 'Register now',
  },
};

type Answer = { code: number; message: string; data?: unknown };
let sent: { path: string; body: Record<string, string> }[];
let answers: Record<string, Answer[]>;
let pictures: number;

const settle = async () => {
  for (let i = 0; i < 4; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
};

beforeEach(() => {
  sent = [];
  pictures = 0;
  answers = {};
  let objectUrls = 0;
  URL.createObjectURL = () => `blob:picture-${++objectUrls}`;
  URL.revokeObjectURL = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const u = new URL(url, location.origin);
      const path = u.pathname.replace(/^\/attempt/, '');
      const raw = String(init.body ?? '');
      const body =
        init.method !== 'POST'
          ? Object.fromEntries(u.searchParams)
          : raw.startsWith('{')
            ? (JSON.parse(raw) as Record<string, string>)
            : Object.fromEntries(new URLSearchParams(raw));
      sent.push({ path, body });
      if (path.endsWith('/get-captcha')) {
        pictures++;
        return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
      }
      const key = path.split('/').at(-1) ?? '';
      const queued = answers[key]?.shift();
      const data =
        key === 'channel-template' ? TEMPLATE : key === 'get-sid' ? { sid: 'SID-1' } : (queued?.data ?? null);
      return new Response(JSON.stringify({ code: 0, message: 'success', ...queued, data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function open() {
  openPage('/promotion?templateId=tpl-1&invite_code=INV9&user_from=u7&app_from=facebook&utm_tag=nov');
  render(<PromotionRoute />);
  await settle();
}

function type(label: string, value: string) {
  const input = document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return input;
}
const toastText = () => document.querySelector('.ui-toast-host')?.textContent ?? '';
const callsTo = (name: string) => sent.filter((s) => s.path.endsWith(`/${name}`));

describe('promotion landing', () => {
  it('is built from the template, shows markup as text, and tracks the visit with where it came from', async () => {
    await open();
    expect(getByRole('heading', 'Cash <b>today</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(callsTo('track-visit')[0]?.body).toMatchObject({
      page_id: 'tpl-1',
      user_from: 'u7',
      app_from: 'facebook',
      utm_tag: 'nov',
      page_type: '1',
    });
    expect(pictures).toBe(1);
    expect(callsTo('get-captcha')[0]?.body).toMatchObject({ sid: 'SID-1' });
    expect(localStorage.getItem('registerTemplate')).toContain('tpl-1');
  });

  it('checks phone, picture code and SMS code before any call, and limits the inputs to 11, 4 and 6', async () => {
    await open();
    click(getByRole('button', text.getCode));
    expect(toastText()).toBe(text.badPhone);
    // A new picture needs a phone number.
    click(getByRole('button', text.captchaImage));
    expect(toastText()).toBe(text.badPhone);
    expect(pictures).toBe(1);
    expect(type(text.phone, '09171234567').maxLength).toBe(11);
    click(getByRole('button', text.getCode));
    expect(toastText()).toBe(text.badCaptcha);
    expect(type(text.captcha, 'AB12').maxLength).toBe(4);
    click(getByRole('button', 'Register now'));
    expect(toastText()).toBe(text.badSms);
    expect(type(text.sms, '123456').maxLength).toBe(6);
    expect(callsTo('get-sms')).toHaveLength(0);
    expect(callsTo('register')).toHaveLength(0);
  });

  it('get-sms: 0 starts the countdown (a second tap is refused), 101 shows the message and a new picture', async () => {
    await open();
    type(text.phone, '09171234567');
    type(text.captcha, 'WXYZ');
    answers['get-sms'] = [{ code: ErrorCode.PromoCaptchaWrong, message: 'The picture code is not correct.' }];
    click(getByRole('button', text.getCode));
    await settle();
    expect(toastText()).toBe('The picture code is not correct.');
    expect(pictures).toBe(2);

    type(text.captcha, 'ABCD');
    click(getByRole('button', text.getCode));
    await settle();
    expect(toastText()).toBe(text.smsSent);
    expect(callsTo('get-sms').at(-1)?.body).toMatchObject({
      phone: '09171234567',
      capcode: 'ABCD',
      sid: 'SID-1',
      deviceId: 'SID-1',
      app_from: 'facebook',
      user_from: 'u7',
      utm_tag: 'nov',
    });
    expect(document.querySelector('.promo-send')?.textContent).toMatch(/^\d{1,2}s$/);
    click(document.querySelector('.promo-send') as HTMLElement);
    expect(toastText()).toBe(text.countdownRunning);
    expect(callsTo('get-sms')).toHaveLength(2);
  });

  it('register sends every field; -1 draws a new picture, other codes show the message, 0 goes to download', async () => {
    await open();
    type(text.phone, '09171234567');
    type(text.captcha, 'ABCD');
    type(text.sms, '123456');
    answers.register = [
      { code: ErrorCode.PromoRegisterCaptcha, message: 'Please enter the picture code again.' },
      { code: ErrorCode.Validation, message: 'The SMS code is not correct.' },
      { code: 0, message: 'success' },
    ];
    click(getByRole('button', 'Register now'));
    await settle();
    expect(pictures).toBe(2);
    expect(toastText()).toBe('Please enter the picture code again.');
    expect(callsTo('track-click')[0]?.body).toMatchObject({ phone: '09171234567' });

    type(text.captcha, 'EFGH');
    click(getByRole('button', 'Register now'));
    await settle();
    expect(toastText()).toBe('The SMS code is not correct.');
    expect(location.pathname).toBe('/promotion');

    click(getByRole('button', 'Register now'));
    await settle();
    expect(callsTo('register').at(-1)?.body).toMatchObject({
      phone: '09171234567',
      userName: '09171234567',
      capcode: 'EFGH',
      sid: 'SID-1',
      deviceId: 'SID-1',
      merchantNumber: 0,
      smsCode: '123456',
      invite_code: 'INV9',
      id: 'tpl-1',
      user_from: 'u7',
      app_from: 'facebook',
      utm_tag: 'nov',
    });
    expect(toastText()).toBe(text.success);
    expect(location.pathname).toBe('/downloadTemplate');
  });

  it('11 (already registered) says so and goes to the download page', async () => {
    await open();
    type(text.phone, '09171234567');
    type(text.captcha, 'ABCD');
    answers['get-sms'] = [{ code: ErrorCode.PromoRegistered, message: 'registered' }];
    click(getByRole('button', text.getCode));
    await settle();
    expect(toastText()).toBe(text.registered);
    expect(location.pathname).toBe('/downloadTemplate');
  });
});
