// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserMenu } from '@pautang/contract/origination';
import { switchLanguage } from '../../../i18n/language';
import { refuse, type FakeHandlers } from '../../../testing/fake-app';
import { byLabel, byRole, click, flush, pageText, queryByRole, typeInto } from '../../../testing/test-utils';
import {
  HOME,
  SESSION_QUERY,
  SESSION_SEARCH,
  frameSrc,
  phoneTitle,
  signedInHost,
} from '../testing/host-fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const MENU: UserMenu = {
  name: 'Maria Clara Santos',
  phone: '0917 *** 4501',
  items: [
    { key: 'myLoans', title: 'My loans', url: '' },
    { key: 'profile', title: 'My profile', url: '' },
    { key: 'complaints', title: 'Complaints', url: 'http://127.0.0.1:3000/complaintList' },
    { key: 'customerService', title: 'Customer service', url: 'http://127.0.0.1:3000/customerService' },
  ],
  canDelete: 1,
  deleteBlocker: '',
  marketingOptOut: false,
};

/** One loan on My loans, to be repaid. */
const LOAN = {
  orderId: 'PT0000001741',
  productId: 'prod-quick-5k',
  productName: 'Pautang Quick',
  productLogo: '',
  orderStatus: 174,
  statusText: 'To be repaid',
  loanAmount: 500_000,
  outstandingAmount: 568_250,
  repayAmount: 568_250,
  repayDate: '2026-03-01',
  applyDate: '2025-12-01',
  lendDetailsUrl: 'http://127.0.0.1:3000/loanDetail?orderId=PT0000001741',
};

async function openMine(handlers: FakeHandlers) {
  const app = await signedInHost({
    homePage: () => HOME,
    userMenu: () => MENU,
    orderList: () => ({ list: [] }),
    ...handlers,
  });
  click(byRole('button', 'Mine'));
  await flush();
  return app;
}

describe('Mine', () => {
  it("shows the borrower's name and masked phone from the user menu, and its items", async () => {
    const app = await openMine({});
    expect(app.sentTo('userMenu')[0]?.query).toEqual(SESSION_QUERY);
    const text = pageText();
    expect(text).toContain('Maria Clara Santos');
    expect(text).toContain('0917 *** 4501');
    // Issue 40: masked on one line, then printed whole on the next. The whole number is nowhere on Mine.
    expect(text).not.toContain('09171234501');
    expect(text).toContain('No loans yet.');
    // An item with a page opens it in the web view with the session.
    click(byRole('link', 'Complaints'));
    await flush();
    expect(frameSrc()).toBe(`/complaintList?${SESSION_SEARCH}`);
  });

  it('styles every item that goes somewhere alike, a page or the app’s own screen (issue 40)', async () => {
    await openMine({
      orderList: () => ({ list: [LOAN] }),
    });
    const items = [...document.querySelectorAll('.native-screen a[href], .native-screen button')];
    const goes = items.filter((el) => !['Sign out', 'Delete account'].includes(el.textContent ?? ''));
    // The menu's pages and its app items, My profile, the loan, and the help pages: links and buttons alike.
    expect(goes.map((el) => el.textContent)).toEqual(
      expect.arrayContaining(['My loans', 'My profile', 'Complaints', 'About us', 'Privacy policy']),
    );
    expect(goes.some((el) => el.tagName === 'A') && goes.some((el) => el.tagName === 'BUTTON')).toBe(true);
    expect(goes.filter((el) => el.className !== 'native-screen__item').map((el) => el.textContent)).toEqual(
      [],
    );
  });

  it('downloads a loan’s statement of account, the server’s PDF, with the session (issue 42)', async () => {
    const app = await openMine({
      orderList: () => ({ list: [LOAN] }),
    });
    const asked: { url: URL; headers: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://console.test');
        if (!url.pathname.endsWith('/v3/loan-details/statement')) return app.fetch(input, init);
        asked.push({ url, headers: init?.headers });
        return new Response(new Blob(['%PDF-1.3']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="statement-PT0000001741.pdf"',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      click(byRole('button', 'Statement of account (PDF)'));
      await vi.waitFor(() => expect(saved).toEqual(['statement-PT0000001741.pdf']));
      expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({
        ...SESSION_QUERY,
        orderId: 'PT0000001741',
        productId: 'prod-quick-5k',
        format: 'pdf',
      });
      expect(asked[0]!.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a borrower with no name yet is named by the masked number, never the whole one', async () => {
    await openMine({ userMenu: () => ({ ...MENU, name: '' }) });
    const text = pageText();
    expect(text).toContain('0917 *** 4501');
    expect(text).not.toContain('09171234501');
  });

  it('a page the menu already links to is not linked twice; the app’s own help pages stay', async () => {
    await openMine({});
    expect(byRole('link', 'Customer service')).toBeTruthy();
    expect(byRole('link', 'About us').getAttribute('href')).toBe(`/aboutUs?${SESSION_SEARCH}`);
  });

  it('an item the app handles itself opens its native screen', async () => {
    await openMine({
      certifyList: () => ({
        steps: [{ step: 'basic', title: 'Basic information', state: 'done' }],
        complete: 1,
        next: '',
      }),
    });
    click(byRole('button', 'My profile'));
    await flush();
    expect(phoneTitle()).toBe('Your profile');
    expect(pageText()).toContain('Your profile is complete.');
  });

  it('My profile is on Mine even when the menu does not list it', async () => {
    await openMine({
      userMenu: () => ({ ...MENU, items: MENU.items.filter((i) => i.key !== 'profile') }),
      certifyList: () => ({
        steps: [{ step: 'basic', title: 'Basic information', state: 'todo' }],
        complete: 0,
        next: 'basic',
      }),
    });
    click(byRole('button', 'My profile'));
    await flush();
    expect(phoneTitle()).toBe('Your profile');
    expect(byRole('button', 'Basic information: To do')).toBeTruthy();
  });

  it('delete account asks for DELETE typed, then says when the data is anonymised and signs out', async () => {
    const app = await openMine({ userDelete: () => ({ anonymiseOn: '2031-11-25', erased: 0 }) });
    click(byRole('button', 'Delete account'));
    await flush();
    expect(phoneTitle()).toBe('Delete account');
    const confirm = byRole('button', 'Delete my account');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    typeInto(byLabel('Type DELETE to confirm'), 'delete');
    expect(byRole('button', 'Delete my account').hasAttribute('disabled')).toBe(true);
    typeInto(byLabel('Type DELETE to confirm'), 'DELETE');
    click(byRole('button', 'Delete my account'));
    await flush();
    expect(app.sentTo('userDelete')).toEqual([
      { key: 'userDelete', body: { confirm: 'DELETE' }, query: SESSION_QUERY },
    ]);
    expect(pageText()).toContain(
      'Your account is deleted. Your personal data will be anonymised on 2031-11-25.',
    );
    click(byRole('button', 'Close'));
    await flush();
    expect(phoneTitle()).toBe('Sign in');
    // The server ended the sessions; the app does not send a logout for them.
    expect(app.sentTo('logout')).toEqual([]);
  });

  it.each([
    [
      'en',
      'Delete account',
      'Type DELETE to confirm',
      'Delete my account',
      'Your account is deleted and your personal data has been erased.',
    ],
    [
      'fil',
      'I-delete ang account',
      'I-type ang DELETE para kumpirmahin',
      'I-delete ang account ko',
      'Na-delete na ang iyong account at nabura na ang iyong personal na datos.',
    ],
  ] as const)(
    'an account that never received a loan reads that its data has been erased, not a day to come (%s)',
    async (lang, item, label, confirm, erased) => {
      // Issue 40: the server erases it at once; the screen said "will be anonymised on" today's date.
      await openMine({ userDelete: () => ({ anonymiseOn: '2026-11-25', erased: 1 }) });
      await switchLanguage(lang);
      await flush();
      click(byRole('button', item));
      await flush();
      typeInto(byLabel(label), 'DELETE');
      click(byRole('button', confirm));
      await flush();
      expect(document.querySelector('[role="status"]')?.textContent).toBe(erased);
    },
  );

  it('while a loan is open the menu says why the account cannot be deleted, and the button stays off', async () => {
    const app = await openMine({
      userMenu: () => ({
        ...MENU,
        canDelete: 0,
        deleteBlocker: 'Repay your open loan before deleting your account.',
      }),
    });
    click(byRole('button', 'Delete account'));
    await flush();
    expect(pageText()).toContain('Repay your open loan before deleting your account.');
    typeInto(byLabel('Type DELETE to confirm'), 'DELETE');
    expect(byRole('button', 'Delete my account').hasAttribute('disabled')).toBe(true);
    expect(app.sentTo('userDelete')).toEqual([]);
  });

  it("the server's refusal is shown when a loan opened since the menu was read", async () => {
    await openMine({ userDelete: () => refuse('Repay your open loan before deleting your account.', 1009) });
    click(byRole('button', 'Delete account'));
    await flush();
    typeInto(byLabel('Type DELETE to confirm'), 'DELETE');
    click(byRole('button', 'Delete my account'));
    await flush();
    expect(pageText()).toContain('Repay your open loan before deleting your account.');
    expect(phoneTitle()).toBe('Delete account');
    expect(queryByRole('button', 'Close')).toBeNull();
  });

  it('Back from delete account returns to Mine', async () => {
    await openMine({});
    click(byRole('button', 'Delete account'));
    await flush();
    click(byRole('button', 'Back'));
    await flush();
    expect(phoneTitle()).toBe('Mine');
  });

  it('the marketing switch: on unless opted out, and unticking it asks the server to stop offers', async () => {
    const app = await openMine({ setMarketingOptOut: (body) => ({ marketingOptOut: body.marketingOptOut }) });
    const box = byLabel('Offers and promotions by text') as HTMLInputElement;
    expect(box.checked).toBe(true);
    click(box);
    await flush();
    expect(app.sentTo('setMarketingOptOut')[0]?.body).toEqual({ marketingOptOut: true });
    expect((byLabel('Offers and promotions by text') as HTMLInputElement).checked).toBe(false);
    expect(pageText()).toContain('Reminders of due dates and receipts of payments are always sent.');
  });
});
