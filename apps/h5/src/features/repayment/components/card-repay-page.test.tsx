// @vitest-environment happy-dom
// The card/SMS repayment screen against a fake server (fetch answered by call path, plain wire mode): the spec's
// messages (§5, §8), SMS mode and its countdown, and what is sent.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RepaymentWay } from '@pautang/contract/repayment';
import { click, getByRole, queryAllByRole, render } from '../../../components/ui/test-utils';
import { CardRepayRoute } from '../../../app/routes/card-repay';
import { openPage } from '../../../testing/open-page';

type Envelope = { code: number | string; message: string; data: unknown };
let sent: { path: string; body: Record<string, unknown> }[];
let answers: Record<string, Envelope | ((body: Record<string, unknown>) => Envelope)>;

const WAY: RepaymentWay = {
  alipay: 1,
  repayToken: 'TOKEN-1',
  bankCards: [
    { id: 'ba-1', bankName: 'BDO Unibank', cardNo: '**** 4821', bankCode: 'BDO' },
    { id: 'ba-2', bankName: 'GCash', cardNo: '**** 4501', bankCode: 'GCASH' },
  ],
};
const ok = (data: unknown, code: number | string = 0) => ({ code, message: 'success', data });
const fail = (code: number, message: string) => ({ code, message, data: null });

const WAY_PATH = '/api/v1/youmi/youmi-api/service/loan/repayment-way';
const COMMIT = '/api/v1/youmi/youmi-api/service/loan/repayment-commit';
const CONFIRM = '/api/v1/youmi/youmi-api/service/loan/repayment-confirm';
const HUICHAO = '/api/v1/youmi/youmi-api/service/loan/repayment-huichao';

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, location.origin).pathname.replace(/^\/attempt/, '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      sent.push({ path, body });
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected call ${path}`);
      const envelope = typeof answer === 'function' ? answer(body) : answer;
      return { json: async () => envelope } as unknown as Response;
    }),
  );
}

async function settle(rounds = 3) {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
}

async function open(path = '/alipayrepayment', clientType = 'android') {
  openPage(
    `${path}?sessionId=S1&userId=U1&clientType=${clientType}&orderId=O1&productId=P1&withholdingAmount=152500&from=payway`,
  );
  render(<CardRepayRoute />);
  await settle();
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const toastTexts = () => [...document.querySelectorAll('.ui-toast p')].map((p) => p.textContent);
const calls = (path: string) => sent.filter((s) => s.path === path);
const codeInput = () => document.querySelector<HTMLInputElement>('input[aria-label="SMS code"]');
const sendButton = () => document.querySelector<HTMLButtonElement>('.card-sms-send');

beforeEach(() => {
  sent = [];
  answers = {
    [WAY_PATH]: ok(WAY),
    [COMMIT]: ok({ needValid: 1, repayRecordId: 'PCR1' }),
    [CONFIRM]: ok(null),
    [HUICHAO]: ok({ url: 'https://test.dragonpay.ph/Pay.aspx?tokenid=1' }, '00'),
  };
  stubServer();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('card/SMS repayment', () => {
  it('shows the amount, the accounts and the third-party option; asks for an account first', async () => {
    await open();
    expect(document.querySelector('[data-testid="card-amount"]')?.textContent).toBe('₱1,525.00');
    expect(calls(WAY_PATH)[0]?.body).toEqual({ orderId: 'O1' });
    expect(queryAllByRole('radio').map((r) => r.textContent)).toEqual([
      'BDO Unibank**** 4821',
      'GCash**** 4501',
      'Pay online (e-wallets, banks, stores)',
    ]);
    click(getByRole('button', 'Pay now'));
    expect(toastTexts()).toContain('请先选择付款银行卡！');
    expect(calls(COMMIT)).toHaveLength(0);
  });

  it('opened again while the first code is live: the code field, a note that it still works, the rest of the countdown', async () => {
    answers[COMMIT] = ok({ needValid: 1, repayRecordId: 'PCR1', codeStillValid: 1, resendIn: 40 });
    await open();
    click(getByRole('radio', /GCash/));
    click(getByRole('button', 'Pay now'));
    await settle();
    expect(toastTexts()).toEqual([]);
    expect(document.querySelector('.card-sms')?.textContent).toContain(
      'The code we sent you a moment ago is still valid: enter it below. You can ask for a new one when the countdown ends.',
    );
    expect(sendButton()?.textContent).toBe('40s');
    const input = codeInput();
    if (!input) throw new Error('no code field');
    type(input, '123456');
    click(getByRole('button', 'Confirm'));
    await settle();
    expect(calls(CONFIRM)[0]?.body).toEqual({
      orderId: 'O1',
      verifyCode: '123456',
      repaymentRecordId: 'PCR1',
    });
  });

  it('enters SMS mode on needValid 1 with a 60 s countdown; short, wrong and repeated codes get the spec’s messages', async () => {
    await open();
    click(getByRole('radio', /GCash/));
    click(getByRole('button', 'Pay now'));
    await settle();
    expect(calls(COMMIT)[0]?.body).toEqual({
      amount: 152500,
      bankName: 'GCash',
      cardId: 'ba-2',
      cardNo: '**** 4501',
      couponId: null,
      orderId: 'O1',
      repayToken: 'TOKEN-1',
      bankCode: 'GCASH',
      sendMsg: 0,
    });
    expect(sendButton()?.textContent).toBe('60s');
    expect(sendButton()?.disabled).toBe(true);

    type(codeInput()!, '12a3');
    expect(codeInput()?.value).toBe('123');
    click(getByRole('button', 'Confirm'));
    expect(toastTexts()).toContain('请输入正确的验证码');
    expect(calls(CONFIRM)).toHaveLength(0);

    answers[CONFIRM] = fail(800006, 'The code is not correct.');
    type(codeInput()!, '000000');
    click(getByRole('button', 'Confirm'));
    await settle();
    expect(calls(CONFIRM)[0]?.body).toEqual({
      orderId: 'O1',
      verifyCode: '000000',
      repaymentRecordId: 'PCR1',
    });
    expect(toastTexts()).toContain('验证码错误');

    answers[CONFIRM] = fail(800005, 'This payment has already been submitted.');
    click(getByRole('button', 'Confirm'));
    await settle();
    expect(toastTexts()).toContain('请勿重复提交支付申请');
    expect(location.pathname).toBe('/alipayrepayment');
  });

  it('after the countdown, get code resends with sendMsg 1; a failed resend restarts the countdown; Cancel resets', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await open();
    click(getByRole('radio', /BDO/));
    click(getByRole('button', 'Pay now'));
    await settle();
    act(() => vi.advanceTimersByTime(30_000));
    expect(sendButton()?.textContent).toBe('30s');
    act(() => vi.advanceTimersByTime(30_000));
    expect(sendButton()?.textContent).toBe('get code');

    answers[COMMIT] = fail(1006, '');
    click(sendButton()!);
    await settle();
    expect(calls(COMMIT)[1]?.body.sendMsg).toBe(1);
    expect(toastTexts()).toContain('处理失败');
    expect(sendButton()?.textContent).toBe('60s');

    click(getByRole('button', 'Cancel'));
    expect(codeInput()).toBeNull();
    expect(getByRole('button', 'Pay now')).toBeTruthy();
  });

  it('a confirmed code goes to the borrow-detail route and asks Android to close its repayment dialog', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await open();
    click(getByRole('radio', /GCash/));
    click(getByRole('button', 'Pay now'));
    await settle();
    type(codeInput()!, '123456');
    click(getByRole('button', 'Confirm'));
    await settle();
    expect(location.pathname).toBe('/borrowDetail/');
    const query = new URLSearchParams(location.search);
    expect([query.get('productId'), query.get('orderId'), query.has('sessionId')]).toEqual([
      'P1',
      'O1',
      false,
    ]);
    expect(info).toHaveBeenCalledWith('[bridge]', 'closeRepayDialog', { orderId: 'O1' });
  });

  it('needValid 0 goes straight on; on iOS the dialog is not asked to close', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    answers[COMMIT] = ok({ needValid: 0, repayRecordId: 'PCR2' });
    await open('/addnormalcard', 'ios');
    click(getByRole('radio', /BDO/));
    click(getByRole('button', 'Pay now'));
    await settle();
    expect(location.pathname).toBe('/borrowDetail/');
    expect(info.mock.calls.some((c) => c[1] === 'closeRepayDialog')).toBe(false);
  });

  it('a failed commit shows the server’s message', async () => {
    answers[COMMIT] = fail(1009, 'Your bank declined the debit.');
    await open();
    click(getByRole('radio', /BDO/));
    click(getByRole('button', 'Pay now'));
    await settle();
    expect(toastTexts()).toContain('Your bank declined the debit.');
  });

  it('a failed card list says 查询卡列表失败', async () => {
    answers[WAY_PATH] = fail(1005, 'We could not find this order.');
    await open();
    expect(toastTexts()).toContain('查询卡列表失败');
    expect(queryAllByRole('radio')).toHaveLength(0);
  });

  it('the third-party option follows the gateway url', async () => {
    await open();
    click(getByRole('radio', /Pay online/));
    click(getByRole('button', 'Pay now'));
    await settle();
    expect(calls(HUICHAO)[0]?.body).toEqual({ userId: 'U1', orderId: 'O1', amount: 152500 });
  });
});
