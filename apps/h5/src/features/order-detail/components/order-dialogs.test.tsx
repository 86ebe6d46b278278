// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, getByRole, queryAllByRole } from '../../../components/ui/test-utils';
import {
  dialogTitles,
  fakeBridge,
  openOrderPage,
  order,
  setConfig,
  settle,
  stubServer,
  text,
  toastTexts,
} from './test-helpers';

const DETAILS = '/v3/loan-details/loan-details';
const SCORE = '/v3/loan-details/google-score';
const CARD_POP_CLOSE = '/v3/loan-details/card-pop-close';
const dialog = () => getByRole('dialog', undefined);
const query = () => Object.fromEntries(new URLSearchParams(location.search));

// The build-time flag, switched per test without loading the modules again.
const flags = vi.hoisted(() => ({ nativeRatingPrompt: true }));
vi.mock('../settings', () => ({
  get NATIVE_RATING_PROMPT() {
    return flags.nativeRatingPrompt;
  },
}));

let bridge: ReturnType<typeof fakeBridge>;

beforeEach(() => {
  flags.nativeRatingPrompt = true;
  sessionStorage.clear();
  setConfig({ allowedHosts: [] });
  bridge = fakeBridge();
});

afterEach(() => {
  bridge.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('kind tips (spec 2 §4.4)', () => {
  it('shows KindTipsMsg with OK while showBankTip is unset', async () => {
    stubServer({ [DETAILS]: order({ KindTipsMsg: 'Keep your bank card active to receive the money.' }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(dialogTitles()).toEqual(['Kind tips']);
    expect(text(dialog())).toContain('Keep your bank card active to receive the money.');
    click(getByRole('button', 'OK', dialog()));
    expect(dialogTitles()).toEqual([]);
  });

  it('stays hidden once the borrower went to repay (showBankTip set)', async () => {
    sessionStorage.setItem('showBankTip', '1');
    stubServer({ [DETAILS]: order({ KindTipsMsg: 'Keep your bank card active.' }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(dialogTitles()).toEqual([]);
  });

  it('stays hidden when KindTipsMsg is empty', async () => {
    stubServer({ [DETAILS]: order({ KindTipsMsg: '' }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(dialogTitles()).toEqual([]);
  });
});

describe('score (spec 2 §4.3)', () => {
  const scored = () => order({ orderStatus: 200, isScore: '1' });

  it("opens only when isScore is '1'", async () => {
    stubServer({ [DETAILS]: order({ orderStatus: 200, isScore: '0' }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(dialogTitles()).toEqual([]);
  });

  it("says 'Silakan pilih' when submitted without a pick and sends nothing", async () => {
    const server = stubServer({ [DETAILS]: scored(), [SCORE]: null });
    await openOrderPage('orderId=O1&productId=P1');
    expect(dialogTitles()).toEqual(['Rate your experience']);
    expect(queryAllByRole('radio', undefined, dialog())).toHaveLength(5);
    click(getByRole('button', 'Submit'));
    await settle();
    expect(toastTexts()).toEqual(['Silakan pilih']);
    expect(server.calls(SCORE)).toEqual([]);
    expect(dialogTitles()).toEqual(['Rate your experience']);
  });

  it('sends the real pick; under 4 opens the thank-you modal offering customer service', async () => {
    const server = stubServer({ [DETAILS]: scored(), [SCORE]: null });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('radio', '3 stars'));
    click(getByRole('button', 'Submit'));
    await settle();
    expect(server.calls(SCORE)).toEqual([
      expect.objectContaining({ method: 'POST', body: { orderId: 'O1', score: 3 } }),
    ]);
    expect(bridge.actions()).not.toContain('toRate');
    expect(dialogTitles()).toEqual(['Thank you for your feedback']);
    click(getByRole('button', 'Customer service'));
    expect(location.pathname).toBe('/customerService');
  });

  it('4 or more asks the host for the store rating with the score', async () => {
    const server = stubServer({ [DETAILS]: scored(), [SCORE]: null });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('radio', '4 stars'));
    click(getByRole('button', 'Submit'));
    await settle();
    expect(server.calls(SCORE)[0]?.body).toEqual({ orderId: 'O1', score: 4 });
    expect(bridge.messages).toEqual([{ action: 'toRate', payload: { score: 4 } }]);
    expect(dialogTitles()).toEqual([]);
  });

  it('with NATIVE_RATING_PROMPT off, 5 stars ends on the thank-you modal', async () => {
    flags.nativeRatingPrompt = false;
    stubServer({ [DETAILS]: scored(), [SCORE]: null });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('radio', '5 stars'));
    click(getByRole('button', 'Submit'));
    await settle();
    expect(bridge.actions()).toEqual([]);
    expect(dialogTitles()).toEqual(['Thank you for your feedback']);
  });

  it('Cancel closes without sending', async () => {
    const server = stubServer({ [DETAILS]: scored(), [SCORE]: null });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('button', 'Cancel'));
    expect(dialogTitles()).toEqual([]);
    expect(server.calls(SCORE)).toEqual([]);
  });
});

describe('bank-card prompt (spec 2 §4.4)', () => {
  const prompt = () =>
    order({
      cardNeedPop: 1,
      cardPopTitle: 'Bind a bank card',
      cardPopMsg: 'Add a card to receive your loan.',
    });

  it('Close tells the server (cardPopClose) and closes', async () => {
    const server = stubServer({ [DETAILS]: prompt(), [CARD_POP_CLOSE]: null });
    await openOrderPage('orderId=O1&productId=P1');
    expect(dialogTitles()).toEqual(['Bind a bank card']);
    expect(text(dialog())).toContain('Add a card to receive your loan.');
    click(getByRole('button', 'Close', dialog()));
    await settle();
    expect(server.calls(CARD_POP_CLOSE)).toEqual([
      expect.objectContaining({ method: 'POST', body: { orderId: 'O1' } }),
    ]);
    expect(dialogTitles()).toEqual([]);
    expect(location.pathname).toBe('/loanDetail');
  });

  it('Go to bind tells the server, then opens bind bank with source=loanDetail', async () => {
    const server = stubServer({ [DETAILS]: prompt(), [CARD_POP_CLOSE]: null });
    await openOrderPage('orderId=O1&productId=P1');
    click(getByRole('button', 'Go to bind'));
    await settle();
    expect(server.calls(CARD_POP_CLOSE)).toEqual([expect.objectContaining({ body: { orderId: 'O1' } })]);
    expect(location.pathname).toBe('/bindBank');
    expect(query()).toMatchObject({ source: 'loanDetail', orderId: 'O1', productId: 'P1' });
  });

  it('stays hidden when cardNeedPop is 0', async () => {
    stubServer({ [DETAILS]: order({ cardNeedPop: 0, cardPopTitle: 'Bind a bank card' }) });
    await openOrderPage('orderId=O1&productId=P1');
    expect(dialogTitles()).toEqual([]);
  });
});

describe('withdraw reminder', () => {
  it('shows once per order after a loan push (from=confirm) while the order is 21 or 151', async () => {
    stubServer({ [DETAILS]: order({ orderStatus: 21 }) });
    await openOrderPage('orderId=O1&productId=P1&from=confirm');
    expect(dialogTitles()).toEqual(['Withdraw reminder']);
    expect(text(dialog())).toContain('1 to 3 days');
    expect(text(dialog())).toContain('bound account');
    click(getByRole('button', 'OK', dialog()));
    expect(dialogTitles()).toEqual([]);

    document.body.innerHTML = '';
    await openOrderPage('orderId=O1&productId=P1&from=confirm');
    expect(dialogTitles()).toEqual([]);

    stubServer({ [DETAILS]: order({ orderId: 'O2', orderStatus: 151 }) });
    document.body.innerHTML = '';
    await openOrderPage('orderId=O2&productId=P1&from=confirm');
    expect(dialogTitles()).toEqual(['Withdraw reminder']);
  });

  it.each([
    { name: 'without from=confirm', query: 'orderId=O1&productId=P1', status: 21 },
    { name: 'for status 174', query: 'orderId=O1&productId=P1&from=confirm', status: 174 },
  ])('does not show $name', async ({ query: q, status }) => {
    stubServer({ [DETAILS]: order({ orderStatus: status }) });
    await openOrderPage(q);
    expect(dialogTitles()).toEqual([]);
  });
});

describe('one dialog at a time', () => {
  it('goes withdraw reminder → bank-card prompt → kind tips → score', async () => {
    stubServer({
      [DETAILS]: order({
        orderStatus: 151,
        KindTipsMsg: 'Tip',
        isScore: '1',
        cardNeedPop: 1,
        cardPopTitle: 'Bind a bank card',
      }),
      [CARD_POP_CLOSE]: null,
    });
    await openOrderPage('orderId=O1&productId=P1&from=confirm');
    expect(dialogTitles()).toEqual(['Withdraw reminder']);
    click(getByRole('button', 'OK', dialog()));
    expect(dialogTitles()).toEqual(['Bind a bank card']);
    click(getByRole('button', 'Close', dialog()));
    expect(dialogTitles()).toEqual(['Kind tips']);
    click(getByRole('button', 'OK', dialog()));
    expect(dialogTitles()).toEqual(['Rate your experience']);
    click(getByRole('button', 'Cancel', dialog()));
    expect(dialogTitles()).toEqual([]);
    await settle();
  });
});
