// @module-tag database: 50 commits and confirms in flight together pay once
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { RepaymentCommit, RepaymentWay } from '@pautang/contract/repayment';
import { accrue } from '@pautang/loan-engine';
import { DEMO_AUTHORIZED_ACCOUNT, resetDemoBankAccounts } from '../../demo/index';
import { resetDemoOrder } from '../../demo/index';
import { SANDBOX_PAGE } from '../../../platform/payment-gateway/sandbox';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/orders.service';
import { CARD_MESSAGES, REPAY_TOKEN_MINUTES } from './card-repayment.service';

let t: TestApp;
let maria: string;
let jose: string;

beforeAll(async () => {
  t = await buildTestApp();
  [maria, jose] = await Promise.all([t.signIn('10001', 60 * 24 * 7), t.signIn('10002', 60 * 24 * 7)]);
});
afterAll(() => t.close());

const ORDER = 'PT0000000180';

async function reset(authorized: string | null) {
  t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
  await resetDemoOrder(t.db, 'order-180', await getBusinessDate(t.db, t.clock.now));
  await resetDemoBankAccounts(t.db, '10001', authorized, t.clock.now.toISOString());
}

async function dueToday() {
  const row = await t.db.selectFrom('orders').selectAll().where('id', '=', ORDER).executeTakeFirstOrThrow();
  return accrue(loanStateOf(row), await getBusinessDate(t.db, t.clock.now)).dueAmount;
}

async function way(session = maria, orderId = ORDER) {
  const res = await t.call('repaymentWay', { sessionId: session, query: { orderId }, body: { orderId } });
  return res;
}

async function token(): Promise<RepaymentWay> {
  const res = await way();
  expect(res.body.message).toBe('success');
  return res.body.data as RepaymentWay;
}

const commit = (body: Record<string, unknown>, session = maria) =>
  t.call('repaymentCommit', { sessionId: session, body: { orderId: ORDER, couponId: null, ...body } });

const confirm = (body: Record<string, unknown>, session = maria) =>
  t.call('repaymentConfirm', { sessionId: session, body: { orderId: ORDER, ...body } });

const ledger = () => t.db.selectFrom('ledger_entries').selectAll().where('order_id', '=', ORDER).execute();

async function lastCode(): Promise<string> {
  const row = await t.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('phone', '=', '09171234501')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in ${row.body}`);
  return code;
}

describe('repayment-way', () => {
  beforeEach(() => reset(DEMO_AUTHORIZED_ACCOUNT));

  it('lists the borrower’s own accounts, masked, with a token and the third-party option', async () => {
    const data = await token();
    expect(data.alipay).toBe(1);
    expect(data.repayToken.length).toBeGreaterThan(20);
    expect(data.bankCards).toEqual([
      { id: 'ba-10001-bdo', bankName: 'BDO Unibank', cardNo: '**** 4821', bankCode: 'BDO' },
      { id: 'ba-10001-gcash', bankName: 'GCash', cardNo: '**** 4501', bankCode: 'GCASH' },
      { id: 'ba-10001-bpi', bankName: 'BPI', cardNo: '**** 0000', bankCode: 'BPI' },
    ]);
  });

  it('answers another borrower’s order exactly like a missing one', async () => {
    const foreign = await way(jose, ORDER);
    const missing = await way(jose, 'PT9999999999');
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.status).toBe(missing.status);
  });
});

describe('repayment-commit on an authorised account (needValid 0)', () => {
  beforeEach(() => reset(DEMO_AUTHORIZED_ACCOUNT));

  it('debits at once, posts through the engine, and shows on the receipts', async () => {
    const due = await dueToday();
    const { repayToken } = await token();
    const res = await commit({ amount: due, cardId: 'ba-10001-bdo', repayToken, sendMsg: 0 });
    expect(res.body.message).toBe('success');
    const answer = res.body.data as RepaymentCommit;
    expect(answer.needValid).toBe(0);
    const entries = await ledger();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.amount).toBe(due);
    expect(entries[0]?.payment_id).toBe(answer.repayRecordId);
    expect(await dueToday()).toBe(0);
    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', answer.repayRecordId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      status: 'paid',
      channel: 'DEBIT',
      amount: due,
      gateway: 'sandbox-debit',
    });
    const records = await t.call('paymentRecords', {
      sessionId: maria,
      body: { orderId: ORDER, productId: 'prod-plus-20k' },
    });
    const data = records.body.data as { records: { channelName: string; amount: number }[] };
    expect(data.records).toEqual([
      expect.objectContaining({ channelName: 'Bank account debit', amount: due }),
    ]);
  });

  it('50 identical commits at once make exactly one payment', async () => {
    const due = await dueToday();
    const { repayToken } = await token();
    const body = { amount: due, cardId: 'ba-10001-bdo', repayToken, sendMsg: 0 };
    const answers = await Promise.all(Array.from({ length: 50 }, () => commit(body)));
    const ids = new Set(answers.map((a) => (a.body.data as RepaymentCommit | null)?.repayRecordId));
    expect(answers.every((a) => a.body.message === 'success')).toBe(true);
    expect(ids.size).toBe(1);
    expect(await ledger()).toHaveLength(1);
    const paid = await t.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', ORDER)
      .where('status', '=', 'paid')
      .execute();
    expect(paid).toHaveLength(1);
  });

  it('refuses an amount the engine would not apply, a coupon, a foreign account and a forged token', async () => {
    const due = await dueToday();
    const { repayToken } = await token();
    const tooMuch = await commit({ amount: due + 10_000_00, cardId: 'ba-10001-bdo', repayToken, sendMsg: 0 });
    expect(tooMuch.body.code).toBe(ErrorCode.Validation);
    const coupon = await commit({
      amount: due,
      cardId: 'ba-10001-bdo',
      repayToken,
      couponId: 'c1',
      sendMsg: 0,
    });
    expect(coupon.body.message).toBe(CARD_MESSAGES.noCoupon);
    const foreign = await commit({ amount: due, cardId: 'ba-10002-mbtc', repayToken, sendMsg: 0 });
    const missing = await commit({ amount: due, cardId: 'ba-nope', repayToken, sendMsg: 0 });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
    const forged = await commit({
      amount: due,
      cardId: 'ba-10001-bdo',
      repayToken: `${repayToken}x`,
      sendMsg: 0,
    });
    expect(forged.body.message).toBe(CARD_MESSAGES.staleToken);
    // Jose cannot use Maria's token for her order, nor for his own.
    const stolen = await commit({ amount: due, cardId: 'ba-10002-mbtc', repayToken, sendMsg: 0 }, jose);
    expect(stolen.body.code).toBe(ErrorCode.NotFound);
    t.clock.now = new Date(t.clock.now.getTime() + (REPAY_TOKEN_MINUTES + 1) * 60_000);
    const stale = await commit({ amount: await dueToday(), cardId: 'ba-10001-bdo', repayToken, sendMsg: 0 });
    expect(stale.body.message).toBe(CARD_MESSAGES.staleToken);
    expect(await ledger()).toHaveLength(0);
  });

  it('a declined debit moves nothing, and the same attempt then goes through from another account', async () => {
    await t.db
      .updateTable('bank_accounts')
      .set({ debit_authorized_at: t.clock.now.toISOString() })
      .where('id', '=', 'ba-10001-bpi')
      .execute();
    const due = await dueToday();
    const { repayToken } = await token();
    const declined = await commit({ amount: due, cardId: 'ba-10001-bpi', repayToken, sendMsg: 0 });
    expect(declined.body.code).toBe(ErrorCode.Conflict);
    expect(declined.body.message).toContain('Insufficient funds');
    expect(await ledger()).toHaveLength(0);
    expect(await dueToday()).toBe(due);
    const other = await commit({ amount: due, cardId: 'ba-10001-bdo', repayToken, sendMsg: 0 });
    expect(other.body.message).toBe('success');
    expect(await ledger()).toHaveLength(1);
  });
});

describe('repayment-commit and -confirm with an SMS code (needValid 1)', () => {
  beforeEach(() => reset(null));

  it('sends a code, refuses a wrong one (800006), resends after 60 s, pays once (then 800005)', async () => {
    const due = await dueToday();
    const { repayToken } = await token();
    const first = await commit({ amount: due, cardId: 'ba-10001-gcash', repayToken, sendMsg: 0 });
    expect(first.body.message).toBe('success');
    const { needValid, repayRecordId } = first.body.data as RepaymentCommit;
    expect(needValid).toBe(1);
    const code1 = await lastCode();
    expect(await ledger()).toHaveLength(0);

    const wrong = await confirm({
      verifyCode: code1 === '000000' ? '111111' : '000000',
      repaymentRecordId: repayRecordId,
    });
    expect(wrong.body.code).toBe(ErrorCode.RepayCodeWrong);
    expect(await ledger()).toHaveLength(0);

    // The resend waits out the 60 s between texts to one phone.
    const tooSoon = await commit({ amount: due, cardId: 'ba-10001-gcash', repayToken, sendMsg: 1 });
    expect(tooSoon.body.code).toBe(ErrorCode.RateLimited);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const resent = await commit({ amount: due, cardId: 'ba-10001-gcash', repayToken, sendMsg: 1 });
    expect((resent.body.data as RepaymentCommit).repayRecordId).toBe(repayRecordId);
    const code2 = await lastCode();
    if (code2 !== code1) {
      // Only the newest code counts.
      const old = await confirm({ verifyCode: code1, repaymentRecordId: repayRecordId });
      expect(old.body.code).toBe(ErrorCode.RepayCodeWrong);
    }
    const ok = await confirm({ verifyCode: code2, repaymentRecordId: repayRecordId });
    expect(ok.body).toMatchObject({ code: 0, message: 'success' });
    expect(await ledger()).toHaveLength(1);
    expect(await dueToday()).toBe(0);
    const again = await confirm({ verifyCode: code2, repaymentRecordId: repayRecordId });
    expect(again.body.code).toBe(ErrorCode.RepayRepeated);
    expect(await ledger()).toHaveLength(1);
    // The code authorised the account: its next debit needs none.
    const account = await t.db
      .selectFrom('bank_accounts')
      .select('debit_authorized_at')
      .where('id', '=', 'ba-10001-gcash')
      .executeTakeFirstOrThrow();
    expect(account.debit_authorized_at).not.toBeNull();
  });

  it('the page opened again within 60 s goes on with the code already sent, and counts down the rest', async () => {
    const due = await dueToday();
    const first = await commit({
      amount: due,
      cardId: 'ba-10001-gcash',
      repayToken: (await token()).repayToken,
      sendMsg: 0,
    });
    const { repayRecordId } = first.body.data as RepaymentCommit;
    const code = await lastCode();
    t.clock.now = new Date(t.clock.now.getTime() + 20_000);
    // A new page is a new token; the phone may not be texted again yet, and need not be.
    const reopened = await commit({
      amount: due,
      cardId: 'ba-10001-gcash',
      repayToken: (await token()).repayToken,
      sendMsg: 0,
    });
    expect(reopened.body).toMatchObject({ code: 0, message: 'success' });
    expect(reopened.body.data).toEqual({ needValid: 1, repayRecordId, codeStillValid: 1, resendIn: 40 });
    expect(await lastCode()).toBe(code);
    const ok = await confirm({ verifyCode: code, repaymentRecordId: repayRecordId });
    expect(ok.body).toMatchObject({ code: 0, message: 'success' });
    expect(await ledger()).toHaveLength(1);
    expect(await dueToday()).toBe(0);
  });

  it('once the countdown is over, the reopened page may ask for a new code for the same attempt', async () => {
    const due = await dueToday();
    const first = await commit({
      amount: due,
      cardId: 'ba-10001-gcash',
      repayToken: (await token()).repayToken,
      sendMsg: 0,
    });
    const { repayRecordId } = first.body.data as RepaymentCommit;
    const repayToken = (await token()).repayToken;
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const again = await commit({ amount: due, cardId: 'ba-10001-gcash', repayToken, sendMsg: 0 });
    expect(again.body.data).toEqual({ needValid: 1, repayRecordId, codeStillValid: 1, resendIn: 0 });
    const resent = await commit({ amount: due, cardId: 'ba-10001-gcash', repayToken, sendMsg: 1 });
    expect(resent.body.data).toEqual({ needValid: 1, repayRecordId, codeStillValid: 0, resendIn: 0 });
    const ok = await confirm({ verifyCode: await lastCode(), repaymentRecordId: repayRecordId });
    expect(ok.body.code).toBe(0);
  });

  it('50 confirms at once with the right code pay once; the rest read 800005', async () => {
    const due = await dueToday();
    const { repayToken } = await token();
    const first = await commit({ amount: due, cardId: 'ba-10001-gcash', repayToken, sendMsg: 0 });
    const { repayRecordId } = first.body.data as RepaymentCommit;
    const code = await lastCode();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => confirm({ verifyCode: code, repaymentRecordId: repayRecordId })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === ErrorCode.RepayRepeated)).toHaveLength(49);
    expect(await ledger()).toHaveLength(1);
  });

  it('another borrower’s record reads like a missing one, and a code past its 5 minutes pays nothing', async () => {
    const due = await dueToday();
    const { repayToken } = await token();
    const first = await commit({ amount: due, cardId: 'ba-10001-gcash', repayToken, sendMsg: 0 });
    const { repayRecordId } = first.body.data as RepaymentCommit;
    const code = await lastCode();
    const foreign = await confirm({ verifyCode: code, repaymentRecordId: repayRecordId }, jose);
    const missing = await confirm({ verifyCode: code, repaymentRecordId: 'PCR000000000000' }, jose);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    const late = await confirm({ verifyCode: code, repaymentRecordId: repayRecordId });
    expect(late.body.code).toBe(ErrorCode.Validation);
    expect(await ledger()).toHaveLength(0);
  });

  it('a code confirms one account and amount: pointing the attempt at another account needs a new code', async () => {
    const due = await dueToday();
    const { repayToken } = await token();
    const first = await commit({ amount: due, cardId: 'ba-10001-gcash', repayToken, sendMsg: 0 });
    const { repayRecordId } = first.body.data as RepaymentCommit;
    const code = await lastCode();
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const moved = await commit({ amount: due, cardId: 'ba-10001-bdo', repayToken, sendMsg: 0 });
    expect((moved.body.data as RepaymentCommit).repayRecordId).toBe(repayRecordId);
    const newCode = await lastCode();
    if (newCode !== code) {
      const old = await confirm({ verifyCode: code, repaymentRecordId: repayRecordId });
      expect(old.body.code).toBe(ErrorCode.RepayCodeWrong);
    }
    const ok = await confirm({ verifyCode: newCode, repaymentRecordId: repayRecordId });
    expect(ok.body.code).toBe(0);
    const payment = await t.db
      .selectFrom('card_repayments')
      .selectAll()
      .where('id', '=', repayRecordId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'paid', bank_account_id: 'ba-10001-bdo' });
  });
});

describe('repayment-huichao (third-party payment)', () => {
  beforeEach(() => reset(DEMO_AUTHORIZED_ACCOUNT));

  it('opens a code at the gateway and answers its page with 00; another user id reads as missing', async () => {
    const due = await dueToday();
    const res = await t.call('repaymentHuichao', {
      sessionId: maria,
      body: { userId: '10001', orderId: ORDER, amount: due },
    });
    expect(res.body.code).toBe('00');
    const { url } = res.body.data as { url: string };
    expect(url.startsWith(`${t.config.publicOrigin}${SANDBOX_PAGE}?txnid=`)).toBe(true);
    const pending = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', ORDER)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([expect.objectContaining({ amount: due, channel: 'BOG' })]);
    const other = await t.call('repaymentHuichao', {
      sessionId: maria,
      body: { userId: '10002', orderId: ORDER, amount: due },
    });
    const missing = await t.call('repaymentHuichao', {
      sessionId: maria,
      body: { userId: '10001', orderId: 'PT9999999999', amount: due },
    });
    expect(other.body).toEqual(missing.body);
  });
});
