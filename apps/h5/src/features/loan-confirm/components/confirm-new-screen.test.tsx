// @vitest-environment happy-dom
import { act } from 'react';
import { HOSTILE_URLS } from '../../../lib/hostile-urls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, getByRole, queryAllByRole, render } from '../../../components/ui/test-utils';
import { messages } from '../../../i18n/messages';
import { resetSession } from '../../../lib/session';
import { ConfirmNewScreen } from './confirm-new-screen';
import {
  deferred,
  fail,
  okZeroZero,
  PARTY_ID,
  removeBridge,
  settle,
  stubBridge,
  stubServer,
  toastTexts,
  valueOf,
  type Route,
} from './test-server';

const SATIRE = '/gopia/goya/satire';
const CULTURES = '/gopia/goya/cultures';
const MISUNDERSTOOD = '/gopia/goya/misunderstood';
const DEPUSH = '/gopia/goya/depush';
const PAGE = '/confirmNew?sessionId=S1&userId=U1&productId=P1';

const satire = (over: Record<string, unknown> = {}) => ({
  productId: 'P1',
  comProductLogo: '/logo.png',
  comProductName: 'Pautang Plus',
  amount: 500000,
  periods: 91,
  termUnit: 1,
  regionFlag: 0,
  firstPayTime: '2026-02-04',
  details: [{ text: 'Service fee', value: 25000, type: 'money' }],
  repay_plans: [
    { pay_time: '2026-02-04', title: 'Repayment', amount: 525000, instalment: 1, instalments: 1 },
  ],
  NewButtonMsg: 'Get my cash now',
  NewPopMsg: '',
  ...over,
});
const LIST = {
  list: [
    { id: 'loan-agreement', title: 'Loan Agreement' },
    { id: 'disclosure-statement', title: 'Disclosure Statement' },
  ],
};
const PROMO = 'Limited offer: your first loan has no service fee!';

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', PAGE);
  resetSession();
  stubBridge();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeBridge();
});

async function open(routes: Record<string, Route | Route[]> = {}) {
  const server = stubServer({ [SATIRE]: okZeroZero(satire()), [CULTURES]: okZeroZero(LIST), ...routes });
  render(<ConfirmNewScreen productId="P1" />);
  await settle();
  return server;
}

const depushes = (server: ReturnType<typeof stubServer>) => server.calls(DEPUSH).map((c) => c.body);
const promo = () => getByRole('dialog', 'Special offer');
const agreeBox = (within?: HTMLElement) =>
  getByRole('checkbox', 'I have read and agree', within) as HTMLInputElement;
/** The borrower ticks the box (it starts unticked, issue 40). */
const agree = (within?: HTMLElement) => click(agreeBox(within));

describe('ConfirmNewScreen: what the borrower sees', () => {
  it('loads the offer and the scene-3 agreements from the variant calls', async () => {
    const server = await open();
    expect(server.calls(SATIRE).map((c) => c.body)).toEqual([{ productId: 'P1' }]);
    expect(server.calls(CULTURES)[0]?.query.get('scene')).toBe('3');
    expect(server.calls(CULTURES)[0]?.query.get('productId')).toBe('P1');
  });

  it('shows pesos when regionFlag is not 1', async () => {
    await open();
    expect(getByRole('heading', 'Pautang Plus')).toBeTruthy();
    expect(valueOf('Loan amount')).toBe('₱5,000.00');
    expect(valueOf('Repayment date')).toBe('2026-02-04');
    expect(valueOf('Service fee')).toBe('₱250.00');
    const plan = getByRole('heading', 'Plan').closest('section') as HTMLElement;
    expect(plan.textContent).toContain('₱5,250.00');
    expect(plan.textContent).toContain('1/1');
  });

  it('shows every amount in rupees when regionFlag is 1 (spec 2 §2.6, §9)', async () => {
    await open({ [SATIRE]: okZeroZero(satire({ regionFlag: 1 })) });
    expect(valueOf('Loan amount')).toBe('₹5,000.00');
    expect(valueOf('Service fee')).toBe('₹250.00');
    const plan = getByRole('heading', 'Plan').closest('section') as HTMLElement;
    expect(plan.textContent).toContain('₹5,250.00');
    expect(document.body.textContent).not.toContain('₱');
  });

  it('labels the confirm button with NewButtonMsg, greyed until the unticked box is ticked (issue 40)', async () => {
    await open();
    expect(agreeBox().checked).toBe(false);
    expect((getByRole('button', 'Get my cash now') as HTMLButtonElement).disabled).toBe(true);
    agree();
    expect((getByRole('button', 'Get my cash now') as HTMLButtonElement).disabled).toBe(false);
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });

  it('treats a code other than "00" as a failure', async () => {
    await open({ [SATIRE]: { code: 0, message: 'Unexpected', data: satire() } });
    expect(document.body.textContent).toContain(messages.loadFailed);
  });
});

describe('ConfirmNewScreen: confirm', () => {
  it('sends one depush with consent and the page requestId, then goes to the returned url', async () => {
    const answer = deferred<unknown>();
    const server = await open({ [DEPUSH]: () => answer.promise });
    const replace = vi.spyOn(history, 'replaceState');
    agree();
    const button = getByRole('button', 'Get my cash now');
    act(() => {
      button.click();
      button.click();
    });
    answer.resolve(okZeroZero({ url: '/loanDetail?orderId=O7' }));
    await settle();
    expect(depushes(server)).toEqual([
      {
        productId: 'P1',
        amount: 500000,
        periods: 91,
        termUnit: 1,
        channel: 'h5',
        agreed: 1,
        agreementIds: ['loan-agreement', 'disclosure-statement'],
        requestId: expect.stringMatching(PARTY_ID),
      },
    ]);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/loanDetail');
    const query = new URLSearchParams(location.search);
    expect(query.get('orderId')).toBe('O7');
    expect(query.has('sessionId')).toBe(false);
    expect(query.has('from')).toBe(false);
  });

  it('is greyed while the box is unticked, and retries with the same requestId', async () => {
    const server = await open({
      [DEPUSH]: [fail('01', 'Busy, try again'), okZeroZero({ url: '/loanDetail?orderId=O7' })],
    });
    expect((getByRole('button', 'Get my cash now') as HTMLButtonElement).disabled).toBe(true);
    agree();
    click(getByRole('button', 'Get my cash now'));
    await settle();
    expect(toastTexts()).toEqual(['Busy, try again']);
    click(getByRole('button', 'Get my cash now'));
    await settle();
    const [first, second] = depushes(server);
    expect(second?.requestId).toBe(first?.requestId);
    expect(location.pathname).toBe('/loanDetail');
  });

  it.each(HOSTILE_URLS)('refuses the returned url %s', async (url) => {
    await open({ [DEPUSH]: okZeroZero({ url }) });
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
    agree();
    click(getByRole('button', 'Get my cash now'));
    await settle();
    expect(replace).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([messages.urlNotAllowed]);
  });

  it('opens an agreement through misunderstood with its position', async () => {
    const server = await open({
      [MISUNDERSTOOD]: okZeroZero({ url: '/loanAgreement?kind=disclosure-statement' }),
    });
    click(getByRole('button', 'Disclosure Statement'));
    await settle();
    const [call] = server.calls(MISUNDERSTOOD);
    expect(call?.method).toBe('GET');
    expect(call?.query.get('productId')).toBe('P1');
    expect(call?.query.get('position')).toBe('1');
    expect(location.pathname).toBe('/loanAgreement');
  });
});

describe('ConfirmNewScreen: promo pop-up', () => {
  const withPromo = { [SATIRE]: okZeroZero(satire({ NewPopMsg: PROMO })) };

  it('shows NewPopMsg on load with the NewButtonMsg button, and closes with ×', async () => {
    await open(withPromo);
    expect(promo().textContent).toContain(PROMO);
    expect(getByRole('button', 'Get my cash now', promo())).toBeTruthy();
    click(getByRole('button', 'Close', promo()));
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });

  it('submits one depush from its confirm button', async () => {
    const server = await open({ ...withPromo, [DEPUSH]: okZeroZero({ url: '/loanDetail?orderId=O7' }) });
    // The pop-up carries the page's box, unticked: ticking it there ticks the page's.
    expect(agreeBox(promo()).checked).toBe(false);
    agree(promo());
    click(getByRole('button', 'Get my cash now', promo()));
    await settle();
    expect(depushes(server)).toHaveLength(1);
    expect(depushes(server)[0]).toMatchObject({
      agreed: 1,
      channel: 'h5',
      requestId: expect.stringMatching(PARTY_ID),
    });
    expect(location.pathname).toBe('/loanDetail');
  });

  it('submits one depush from the animated pointer, even when tapped twice', async () => {
    const server = await open({ ...withPromo, [DEPUSH]: okZeroZero({ url: '/loanDetail?orderId=O7' }) });
    const pointer = promo().querySelector('[data-testid="promo-pointer"]') as HTMLElement;
    expect(pointer.getAttribute('aria-hidden')).toBe('true');
    agree(promo());
    act(() => {
      pointer.click();
      pointer.click();
    });
    await settle();
    expect(depushes(server)).toHaveLength(1);
    expect(location.pathname).toBe('/loanDetail');
  });

  it('asks to agree first when the box is unticked, and sends nothing', async () => {
    const server = await open({ ...withPromo, [DEPUSH]: okZeroZero({ url: '/loanDetail?orderId=O7' }) });
    // The box starts unticked; the borrower taps the pointer without ticking it.
    click(promo().querySelector('[data-testid="promo-pointer"]') as HTMLElement);
    click(getByRole('button', 'Get my cash now', promo()));
    await settle();
    expect(toastTexts()).toEqual(['Please tick "I have read and agree" first.']);
    expect(depushes(server)).toHaveLength(0);
  });
});
