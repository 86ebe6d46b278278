// @vitest-environment happy-dom
// Issue 40: the host's sign-in asks for consent to the privacy notice before any personal data is taken (the number
// included), sends the notice's version with both sign-in calls, and states the lender's SEC numbers as configured.
import { PRIVACY_NOTICE_VERSION } from '@pautang/contract/constants';
import type { Login } from '@pautang/contract/accounts';
import { RUNTIME_CONFIG_META } from '@pautang/contract/runtime-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/language';
import { fakeApp } from '../../../testing/fake-app';
import { byLabel, byRole, click, flush, pageText, render, typeInto } from '../../../testing/test-utils';
import { SignInScreen } from './sign-in-screen';

const LOGIN: Login = {
  sessionId: 'session-new',
  userId: '20000001',
  mobilePhone: '09181230001',
  deviceId: 'host-device',
  appName: 'Pautang',
};

let meta: HTMLMetaElement;
beforeEach(() => {
  meta = document.createElement('meta');
  meta.name = RUNTIME_CONFIG_META;
  // Numbers other than the demo defaults: the screen shows what the server is configured with.
  meta.content = JSON.stringify({
    wireMode: 'plain',
    company: 'Pautang Lending Corporation',
    grievanceOfficer: 'Ana Cruz, dpo@pautang.example',
    secRegistrationNo: 'CS201912345',
    certificateOfAuthorityNo: '4242',
  });
  document.head.appendChild(meta);
});
afterEach(async () => {
  meta.remove();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

async function open() {
  const app = fakeApp({ smsCode: () => null, login: () => LOGIN }, (url) =>
    url === '/attempt/dev/borrowers'
      ? ({ ok: true, status: 200, text: async () => '[]', json: async () => [] } as unknown as Response)
      : undefined,
  );
  vi.stubGlobal('fetch', app.fetch);
  const onSignedIn = vi.fn();
  render(<SignInScreen onSignedIn={onSignedIn} />);
  await flush();
  return { app, onSignedIn };
}

const consentBox = () =>
  document.querySelector<HTMLInputElement>('.sign-in__consent input[type="checkbox"]') as HTMLInputElement;

describe('the host sign-in: consent before data', () => {
  it('shows the privacy notice first, its box unticked, and takes no number until it is ticked', async () => {
    const { app } = await open();
    expect(byRole('heading', 'Privacy notice')).toBeTruthy();
    const text = pageText();
    expect(text).toContain(`Version ${PRIVACY_NOTICE_VERSION}`);
    expect(text).toContain('a photo of your ID and a selfie');
    expect(text).toContain('Ana Cruz, dpo@pautang.example');
    // Before any loan, the borrower is told their credit data goes to the CIC (RA 9510, issue 43).
    expect(text).toContain(
      'reports your basic credit data to the Credit Information Corporation (CIC) every month',
    );
    expect(byRole('link', 'Read the full privacy policy').getAttribute('href')).toBe(
      '/privacyPolicy?lang=en',
    );
    // The notice comes before the number on the screen.
    const notice = document.querySelector('.sign-in__privacy') as Element;
    const phone = byLabel('Mobile number');
    expect(notice.compareDocumentPosition(phone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(consentBox().checked).toBe(false);
    expect(phone.closest('fieldset')?.disabled).toBe(true);
    expect((byRole('button', 'Get code') as HTMLButtonElement).closest('fieldset')?.disabled).toBe(true);
    expect(text).toContain('Tick that you agree to the privacy notice before you enter your number.');
    // Nothing was sent: the number never left the screen.
    expect(app.sentTo('smsCode')).toEqual([]);
  });

  it('once ticked, sends the notice version with the code request and with the sign-in', async () => {
    const { app, onSignedIn } = await open();
    click(consentBox());
    expect(consentBox().checked).toBe(true);
    const phone = byLabel('Mobile number') as HTMLInputElement;
    expect(phone.closest('fieldset')?.disabled).toBe(false);
    typeInto(phone, '09181230001');
    click(byRole('button', 'Get code'));
    await flush();
    expect(app.sentTo('smsCode').map((s) => s.body)).toEqual([
      { phone: '09181230001', lang: 'en', privacyConsent: PRIVACY_NOTICE_VERSION },
    ]);
    typeInto(byLabel('SMS code'), '123456');
    click(byRole('button', 'Sign in'));
    await flush();
    expect(app.sentTo('login')[0]?.body).toMatchObject({
      phone: '09181230001',
      smsCode: '123456',
      privacyConsent: PRIVACY_NOTICE_VERSION,
    });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('unticked again, takes the number away again', async () => {
    await open();
    click(consentBox());
    click(consentBox());
    expect(byLabel('Mobile number').closest('fieldset')?.disabled).toBe(true);
  });

  it('states the SEC registration and Certificate of Authority numbers the server is configured with', async () => {
    await open();
    const line = document.querySelector('[data-testid="lender-registration"]');
    expect(line?.textContent).toBe('SEC Registration No. CS201912345 · Certificate of Authority No. 4242');
  });

  it('reads in Filipino, notice and numbers alike', async () => {
    await open();
    await switchLanguage('fil');
    await flush();
    expect(byRole('heading', 'Abiso sa privacy')).toBeTruthy();
    expect(pageText()).toContain('Nabasa ko ang abiso sa privacy at pumapayag ako');
    expect(pageText()).toContain('buwan-buwan sa Credit Information Corporation (CIC)');
    expect(document.querySelector('[data-testid="lender-registration"]')?.textContent).toBe(
      'Blg. ng Rehistro sa SEC: CS201912345 · Blg. ng Certificate of Authority: 4242',
    );
  });
});
