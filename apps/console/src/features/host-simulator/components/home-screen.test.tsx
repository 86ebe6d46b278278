// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
import { FRAME_SOURCE_H5 } from '@pautang/contract/bridge';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byRole, click, flush, pageText, queryByRole } from '../../../testing/test-utils';
import {
  FLEX,
  HOME,
  SESSION_QUERY,
  SESSION_SEARCH,
  frameSrc,
  phoneTitle,
  quote,
  signedInHost,
} from '../testing/host-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Home', () => {
  it('shows the limit, the next limit and the products within reach, from the home call', async () => {
    const app = await signedInHost({ homePage: () => HOME });
    expect(phoneTitle()).toBe('Home');
    expect(app.sentTo('homePage')).toEqual([{ key: 'homePage', body: {}, query: SESSION_QUERY }]);
    expect(document.querySelector('[data-testid="home-limit"]')?.textContent).toBe('₱3,000.00');
    const text = pageText();
    expect(text).toContain('You can borrow up to');
    expect(text).toContain('Repay on time and your limit rises to ₱5,000.00.');
    expect(text).toContain('Pautang Flex');
    expect(text).toContain('₱1,000.00 to ₱3,000.00 · 7, 14, 30 days');
    // The demo scenarios are not on Home: they are in the simulator's side panel, outside the phone.
    expect(document.querySelector('.phone')?.textContent).not.toContain('Demo scenarios');
    expect(document.querySelector('.host__sidebar')?.textContent).toContain('Demo scenarios');
  });

  it('a product the limit holds to one amount shows that amount, not a range from it to itself', async () => {
    // Issue 40: Home said "Pautang Plus ₱10,000.00 to ₱10,000.00".
    await signedInHost({
      homePage: () => ({
        ...HOME,
        products: [{ ...FLEX, name: 'Pautang Plus', minAmount: 1_000_000, maxAmount: 1_000_000 }],
      }),
    });
    const text = pageText();
    expect(text).toContain('₱10,000.00 · 7, 14, 30 days');
    expect(text).not.toContain('₱10,000.00 to ₱10,000.00');
  });

  it('a product tap opens its detail with the quote for the defaults', async () => {
    const app = await signedInHost({ homePage: () => HOME, productDetail: () => quote() });
    click(byRole('button', 'See Pautang Flex'));
    await flush();
    expect(phoneTitle()).toBe('Product');
    expect(app.sentTo('productDetail')[0]?.body).toEqual({ productId: 'P001' });
    expect(pageText()).toContain('Total to repay₱2,140.00');
  });

  it('each blocker says what stands in the way; its action leads to the profile or to bind bank', async () => {
    await signedInHost({
      homePage: () => ({
        ...HOME,
        blockers: [
          { kind: 'profile', message: 'Finish your profile to borrow.', url: '' },
          { kind: 'account', message: 'Add an account to receive the money.', url: '' },
          { kind: 'open-loan', message: 'Repay your open loan first.', url: '' },
        ],
        products: [{ ...FLEX, available: 0, reason: 'Finish your profile to borrow.' }],
      }),
      certifyList: () => ({
        steps: [{ step: 'basic', title: 'Basic information', state: 'todo' }],
        complete: 0,
        next: 'basic',
      }),
    });
    const text = pageText();
    expect(text).toContain('Finish your profile to borrow.');
    expect(text).toContain('Repay your open loan first.');
    // An open loan is only read: nothing to tap.
    expect(document.querySelector('[data-blocker="open-loan"] button')).toBeNull();

    click(byRole('button', 'Complete your profile'));
    await flush();
    expect(phoneTitle()).toBe('Your profile');
    expect(byRole('button', 'Basic information: To do')).toBeTruthy();

    click(byRole('button', 'Back'));
    await flush();
    click(byRole('button', 'Add a payout account'));
    await flush();
    expect(phoneTitle()).toBe('Web view');
    expect(frameSrc()).toBe(`/bindBank?${SESSION_SEARCH}&productId=P001`);
  });

  it("a blocker naming an H5 page opens it with the session: the open loan's order page", async () => {
    await signedInHost({
      homePage: () => ({
        ...HOME,
        blockers: [
          {
            kind: 'open-loan',
            message: 'Repay your open loan first.',
            url: 'http://127.0.0.1:3000/loanDetail?orderId=PT0000000180&productId=P001',
          },
        ],
      }),
    });
    click(byRole('button', 'See your loan'));
    await flush();
    expect(frameSrc()).toBe(`/loanDetail?${SESSION_SEARCH}&orderId=PT0000000180&productId=P001`);
  });

  it('a page the H5 closes after bind bank returns to Home, which reads the home call again', async () => {
    const app = await signedInHost({
      homePage: () => ({ ...HOME, blockers: [{ kind: 'account', message: 'Add an account.', url: '' }] }),
    });
    click(byRole('button', 'Add a payout account'));
    await flush();
    const frame = document.querySelector('iframe[title="H5"]') as HTMLIFrameElement;
    const fake = { postMessage: vi.fn(), history: { length: 1, back: vi.fn() } };
    Object.defineProperty(frame, 'contentWindow', { value: fake, configurable: true });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: fake as unknown as MessageEventSource,
          data: { source: FRAME_SOURCE_H5, v: 1, id: 'm1', action: 'closeWebview', payload: {} },
        }),
      );
    });
    await flush();
    expect(phoneTitle()).toBe('Home');
    expect(app.sentTo('homePage')).toHaveLength(2);
  });

  it('a failed home call says so, and Retry asks again', async () => {
    let calls = 0;
    await signedInHost({
      homePage: () => {
        calls += 1;
        return calls === 1 ? { refused: { code: 1000, message: 'Something went wrong on our side.' } } : HOME;
      },
    });
    expect(pageText()).toContain('Could not load: Something went wrong on our side.');
    click(byRole('button', 'Retry'));
    await flush();
    expect(queryByRole('button', 'Retry')).toBeNull();
    expect(document.querySelector('[data-testid="home-limit"]')?.textContent).toBe('₱3,000.00');
  });

  it('a session the server no longer knows sends the borrower back to sign-in', async () => {
    await signedInHost({
      homePage: () => ({
        refused: { code: 1003, message: 'Your session has expired. Please sign in again.' },
      }),
    });
    expect(phoneTitle()).toBe('Sign in');
    expect(byRole('button', 'Maria Santos')).toBeTruthy();
  });
});
