// @vitest-environment happy-dom
import { act } from 'react';
import { HOSTILE_URLS } from '../../../lib/hostile-urls';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, getByRole, queryAllByRole, render } from '../../../components/ui/test-utils';
import { messages } from '../../../i18n/messages';
import { installNativeReceiver } from '../../../lib/bridge';
import { resetSession } from '../../../lib/session';
import { LoanConfirmScreen } from './loan-confirm-screen';
import {
  deferred,
  fail,
  nativeBack,
  ok,
  PARTY_ID,
  quietFrames,
  removeBridge,
  settle,
  stubBridge,
  stubServer,
  toastTexts,
  valueOf,
  type Route,
} from './test-server';

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
const CONTRACT = '/v3/contract/contract';
const JUMP = '/v3/contract/contract-jump';
const PUSH = '/v3/loan-confirm/loan-detail-push';
const PAGE = '/loanConfirm?sessionId=S1&userId=U1&appName=Pautang&productId=P1';

const offer = (over: Record<string, unknown> = {}) => ({
  productId: 'P1',
  comProductLogo: '/logo.png',
  comProductName: 'Pautang Cash',
  amount: 500000,
  periods: 91,
  termUnit: 1,
  details: [
    { text: 'Service fee', value: 25000, type: 'money' },
    { text: 'Disbursement date', value: '2026-01-05', type: 'date' },
    { text: 'Grace period', value: 3, type: 'days' },
    { text: 'Receiving account', value: 'GCash 0917', type: 'text' },
  ],
  repay_plans: [
    { pay_time: '2026-02-04', title: 'First instalment', amount: 175000, instalment: 1, instalments: 3 },
    { pay_time: '2026-03-06', title: 'Second instalment', amount: 175050, instalment: 2, instalments: 3 },
    { pay_time: '2026-04-06', title: 'Last instalment', amount: 175000, instalment: 3, instalments: 3 },
  ],
  firstPayTime: '2026-02-04',
  firstPeriodDay: 30,
  pRateDsc: '0.05% per day',
  sendSms: 0,
  isPopType: 0,
  popTitle: '',
  popContent: '',
  popAgreementUrl: '',
  ...over,
});
const AGREEMENTS = {
  data: [
    { id: 'loan-agreement', title: 'Loan Agreement' },
    { id: 'disclosure-statement', title: 'Disclosure Statement' },
  ],
};

let bridge: ReturnType<typeof stubBridge>;

beforeAll(() => installNativeReceiver());

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', PAGE);
  resetSession();
  bridge = stubBridge();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeBridge();
});

async function open(routes: Record<string, Route | Route[]> = {}, props: { orderId?: string } = {}) {
  const server = stubServer({ [CONFIRM]: ok(offer()), [CONTRACT]: ok(AGREEMENTS), ...routes });
  render(<LoanConfirmScreen productId="P1" {...props} />);
  await settle();
  return server;
}

const next = () => getByRole('button', 'Next');
const agreeBox = () => getByRole('checkbox', 'I have read and agree') as HTMLInputElement;
/** The borrower ticks the box (it starts unticked, issue 40). */
const agree = () => click(agreeBox());
const pushBodies = (server: ReturnType<typeof stubServer>) => server.calls(PUSH).map((c) => c.body);

describe('LoanConfirmScreen: what the borrower sees', () => {
  it('loads the offer by productId and the agreements of scene 3', async () => {
    const server = await open();
    expect(server.calls(CONFIRM).map((c) => c.body)).toEqual([{ productId: 'P1' }]);
    const [contract] = server.calls(CONTRACT);
    expect(contract?.method).toBe('GET');
    expect(contract?.query.get('productId')).toBe('P1');
    expect(contract?.query.get('scene')).toBe('3');
  });

  it('shows the product, amount, term, interest, details and plan', async () => {
    await open();
    expect(getByRole('heading', 'Pautang Cash')).toBeTruthy();
    const logo = document.querySelector('img.loan-confirm-logo') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/logo.png');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['40', '40']);
    expect(valueOf('Loan amount')).toBe('₱5,000.00');
    expect(valueOf('Loan Term')).toBe('91 days');
    expect(valueOf('Interest Rate')).toBe('0.05% per day');

    const detailed = getByRole('heading', 'Detailed').closest('section') as HTMLElement;
    expect(valueOf('Service fee', detailed)).toBe('₱250.00');
    expect(valueOf('Disbursement date', detailed)).toBe('2026-01-05');
    expect(valueOf('Grace period', detailed)).toBe('3 days');
    expect(valueOf('Receiving account', detailed)).toBe('GCash 0917');

    const plan = getByRole('heading', 'Plan').closest('section') as HTMLElement;
    const rows = queryAllByRole('listitem', undefined, plan).map((li) =>
      [...li.children].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['2026-02-04', '1/3', 'First instalment', '₱1,750.00'],
      ['2026-03-06', '2/3', 'Second instalment', '₱1,750.50'],
      ['2026-04-06', '3/3', 'Last instalment', '₱1,750.00'],
    ]);
  });

  it('hides Plan when there is no plan', async () => {
    await open({ [CONFIRM]: ok(offer({ repay_plans: [] })) });
    expect(queryAllByRole('heading', 'Plan')).toHaveLength(0);
    expect(getByRole('heading', 'Detailed')).toBeTruthy();
  });

  it('reads the titles as a list: "Loan Agreement and Disclosure Statement"', async () => {
    await open();
    // Items sit apart by the line's gap; the separator is text inside the first title's item.
    const items = Array.from(document.querySelectorAll('.loan-confirm-agreement-item'), (e) => e.textContent);
    expect(items).toEqual(['Loan Agreement and', 'Disclosure Statement']);
  });

  it('shows the agreement box unticked and Next greyed until the borrower ticks it (issue 40)', async () => {
    await open();
    const box = agreeBox();
    expect(box.checked).toBe(false);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    const title = getByRole('button', 'Loan Agreement');
    expect(box.closest('label')?.contains(title)).toBe(false);
    expect(getByRole('button', 'Disclosure Statement')).toBeTruthy();
    agree();
    expect(agreeBox().checked).toBe(true);
    expect((next() as HTMLButtonElement).disabled).toBe(false);
  });

  it('hides the agreement line when there are no contracts', async () => {
    await open({ [CONTRACT]: ok({ data: [] }) });
    expect(queryAllByRole('checkbox')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('I have read and agree');
  });

  it('titles the bar "Confirm loan" while loading, and its back button closes the web view', async () => {
    const pending = deferred<unknown>();
    stubServer({ [CONFIRM]: () => pending.promise, [CONTRACT]: ok(AGREEMENTS) });
    render(<LoanConfirmScreen productId="P1" />);
    await settle();
    expect(getByRole('heading', 'Confirm loan')).toBeTruthy();
    click(getByRole('button', 'Back'));
    expect(bridge.actions()).toEqual(['closeWebview']);
  });

  it('offers Retry when the offer cannot be loaded', async () => {
    const server = await open({ [CONFIRM]: [fail(1007, 'Not found'), ok(offer())] });
    expect(document.body.textContent).toContain(messages.loadFailed);
    click(getByRole('button', 'Retry'));
    await settle();
    expect(server.calls(CONFIRM)).toHaveLength(2);
    expect(valueOf('Loan amount')).toBe('₱5,000.00');
  });

  it('says lastingly that an unknown offer is not available, with no Retry and no Next', async () => {
    await open({ [CONFIRM]: fail(1005, 'This loan offer is not available.') });
    expect(document.querySelector('.loan-confirm-state[role="alert"]')?.textContent).toBe(
      'This loan offer is not available.',
    );
    expect(document.querySelectorAll('button')).toHaveLength(1); // the nav bar's Back only
  });
});

describe('LoanConfirmScreen: Next', () => {
  it('is greyed and sends nothing while the box is unticked', async () => {
    const server = await open({ [PUSH]: ok({ lendDetailsUrl: '/loanDetail?orderId=O9', orderId: 'O9' }) });
    agree();
    click(getByRole('checkbox', 'I have read and agree'));
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    expect(next().className).toContain('ui-btn--primary');
    click(next());
    await settle();
    expect(server.calls(PUSH)).toHaveLength(0);
    click(getByRole('checkbox', 'I have read and agree'));
    expect((next() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends exactly one push on a double tap, then replaces the page with lendDetailsUrl + session + from=confirm', async () => {
    const answer = deferred<unknown>();
    const server = await open({ [PUSH]: () => answer.promise });
    const replace = vi.spyOn(history, 'replaceState');
    agree();
    act(() => {
      next().click();
      next().click();
    });
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    click(next());
    expect(toastTexts()).toEqual(['loading...']);
    answer.resolve(ok({ lendDetailsUrl: '/loanDetail?orderId=O9', orderId: 'O9' }));
    await settle();

    expect(pushBodies(server)).toHaveLength(1);
    const body = pushBodies(server)[0] as Record<string, unknown>;
    expect(body).toEqual({
      productId: 'P1',
      amount: 500000,
      periods: 91,
      termUnit: 1,
      channel: 'h5',
      agreed: 1,
      agreementIds: ['loan-agreement', 'disclosure-statement'],
      requestId: expect.stringMatching(PARTY_ID),
    });
    expect(server.calls(PUSH)[0]?.method).toBe('POST');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/loanDetail');
    const query = Object.fromEntries(new URLSearchParams(location.search));
    expect(query).toMatchObject({
      orderId: 'O9',
      from: 'confirm',
      userId: 'U1',
      appName: 'Pautang',
    });
    expect(query.sessionId).toBeUndefined();
  });

  it('reuses the same requestId when Next is tapped again after a failed push', async () => {
    const server = await open({
      [PUSH]: [
        fail(1010, 'Please try again later'),
        ok({ lendDetailsUrl: '/loanDetail?orderId=O9', orderId: 'O9' }),
      ],
    });
    agree();
    click(next());
    await settle();
    expect(toastTexts()).toEqual(['Please try again later']);
    expect(location.pathname).toBe('/loanConfirm');
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    click(next());
    await settle();
    const [first, second] = pushBodies(server);
    expect(first?.requestId).toMatch(PARTY_ID);
    expect(second?.requestId).toBe(first?.requestId);
    expect(location.pathname).toBe('/loanDetail');
  });

  it('reuses the same requestId when the network failed and the borrower taps Retry', async () => {
    const server = await open({
      [PUSH]: [new TypeError('offline'), ok({ lendDetailsUrl: '/loanDetail?orderId=O9', orderId: 'O9' })],
    });
    agree();
    click(next());
    await settle();
    expect(toastTexts()).toEqual([messages.networkError]);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    click(getByRole('button', 'Retry'));
    await settle();
    const [first, second] = pushBodies(server);
    expect(second?.requestId).toBe(first?.requestId);
    expect(pushBodies(server)).toHaveLength(2);
    expect(location.pathname).toBe('/loanDetail');
  });

  it.each(HOSTILE_URLS)('refuses the lendDetailsUrl %s with a toast', async (lendDetailsUrl) => {
    await open({ [PUSH]: ok({ lendDetailsUrl, orderId: 'O9' }) });
    const assign = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
    agree();
    click(next());
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([messages.urlNotAllowed]);
    expect(location.pathname).toBe('/loanConfirm');
  });
});

describe('LoanConfirmScreen: agreement titles', () => {
  it('calls contract-jump with the title position and opens contract_url', async () => {
    const server = await open({ [JUMP]: ok({ contract_url: '/loanAgreement?kind=disclosure-statement' }) });
    const push = vi.spyOn(history, 'pushState');
    agree();
    click(getByRole('button', 'Disclosure Statement'));
    await settle();
    const [jump] = server.calls(JUMP);
    expect(jump?.method).toBe('GET');
    expect(Object.fromEntries(jump?.query ?? [])).toMatchObject({
      productId: 'P1',
      scene: '3',
      position: '1',
      channel: 'h5',
    });
    expect(push).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/loanAgreement');
    expect(new URLSearchParams(location.search).get('kind')).toBe('disclosure-statement');
    expect(new URLSearchParams(location.search).has('sessionId')).toBe(false);
    expect((getByRole('checkbox', 'I have read and agree') as HTMLInputElement).checked).toBe(true);
  });

  it('sends the orderId of the page with the jump when there is one', async () => {
    history.replaceState(null, '', `${PAGE}&orderId=O1`);
    resetSession();
    const server = await open({ [JUMP]: ok({ contract_url: '/loanAgreement' }) }, { orderId: 'O1' });
    click(getByRole('button', 'Loan Agreement'));
    await settle();
    expect(server.calls(JUMP)[0]?.query.get('orderId')).toBe('O1');
    expect(server.calls(JUMP)[0]?.query.get('position')).toBe('0');
  });

  it.each(HOSTILE_URLS)('refuses the contract_url %s with a toast and stays', async (contract_url) => {
    await open({ [JUMP]: ok({ contract_url }) });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    click(getByRole('button', 'Loan Agreement'));
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([messages.urlNotAllowed]);
    expect(location.pathname).toBe('/loanConfirm');
  });
});

describe('LoanConfirmScreen: agreement pop-up', () => {
  const URL_OK = '/loanAgreement?kind=loan-agreement&productId=P1';
  // happy-dom logs a stack for every frame it is told not to load; let it accept frames but never navigate them.
  const frames = quietFrames();
  beforeEach(frames.on);
  afterEach(frames.off);

  it('does not show without popAgreementUrl', async () => {
    await open();
    expect(queryAllByRole('dialog')).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the agreement in a frame on load; Agree dismisses', async () => {
    await open({ [CONFIRM]: ok(offer({ popAgreementUrl: URL_OK })) });
    const dialog = getByRole('dialog', 'Loan agreements');
    const frame = dialog.querySelector('iframe') as HTMLIFrameElement;
    // Our own page, with the session: the server renders the framed agreement for this borrower.
    expect(frame.getAttribute('src')).toBe(
      `${URL_OK}&userId=U1&appName=Pautang&sessionId=S1&merchantNumber=PH0001&frame=popup`,
    );
    expect(frame.getAttribute('title')).toBe('Loan agreements');
    click(getByRole('button', 'Agree', dialog));
    expect(queryAllByRole('dialog')).toHaveLength(0);
    expect(bridge.actions()).toEqual([]);
  });

  it('Cancel closes the web view through the bridge', async () => {
    await open({ [CONFIRM]: ok(offer({ popAgreementUrl: URL_OK })) });
    click(getByRole('button', 'Cancel', getByRole('dialog', 'Loan agreements')));
    expect(bridge.actions()).toEqual(['closeWebview']);
  });

  it.each(HOSTILE_URLS)('never embeds the popAgreementUrl %s', async (popAgreementUrl) => {
    await open({ [CONFIRM]: ok(offer({ popAgreementUrl })) });
    expect(queryAllByRole('dialog')).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('LoanConfirmScreen: native back and "Point out"', () => {
  const retaining = {
    isPopType: 1,
    popTitle: 'Wait a moment',
    popContent: 'Your loan is approved. Leave anyway?',
  };

  it('shows the retention pop-up when isPopType is 1 and reports the back handled', async () => {
    await open({ [CONFIRM]: ok(offer(retaining)) });
    expect(queryAllByRole('dialog')).toHaveLength(0);
    nativeBack('b1');
    const dialog = getByRole('dialog', 'Point out');
    expect(dialog.textContent).toContain('Wait a moment');
    expect(dialog.textContent).toContain('Your loan is approved. Leave anyway?');
    expect(bridge.eventResults()).toEqual([{ id: 'b1', event: 'back', handled: true }]);

    click(document.querySelector('.ui-mask') as HTMLElement);
    expect(queryAllByRole('dialog', 'Point out')).toHaveLength(1);
    click(getByRole('button', 'Agree', dialog));
    expect(queryAllByRole('dialog')).toHaveLength(0);
    expect(bridge.actions()).toEqual(['eventResult']);
  });

  it('Cancel in the retention pop-up closes the web view', async () => {
    await open({ [CONFIRM]: ok(offer(retaining)) });
    nativeBack();
    click(getByRole('button', 'Cancel', getByRole('dialog', 'Point out')));
    expect(bridge.actions()).toEqual(['eventResult', 'closeWebview']);
  });

  it('lets the host do its default when isPopType is not 1', async () => {
    await open({ [CONFIRM]: ok(offer({ ...retaining, isPopType: 0 })) });
    nativeBack('b2');
    expect(queryAllByRole('dialog')).toHaveLength(0);
    expect(bridge.eventResults()).toEqual([{ id: 'b2', event: 'back', handled: false }]);
  });

  it('stops listening once the screen is gone', async () => {
    stubServer({ [CONFIRM]: ok(offer(retaining)), [CONTRACT]: ok(AGREEMENTS) });
    const { rerender } = render(<LoanConfirmScreen productId="P1" />);
    await settle();
    rerender(null);
    nativeBack('b3');
    expect(bridge.eventResults()).toEqual([{ id: 'b3', event: 'back', handled: false }]);
  });
});
