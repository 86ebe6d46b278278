// @module-tag database: two part payments of one order in flight together (the order row lock, one ledger entry each)
// Issue 30: part payments of a loan with nothing due, really in flight together (on PostgreSQL on several
// connections at once): two debits of different amounts, each tapped three times, post once each and the balance
// falls by exactly their sum; a pay code paid at the gateway while a debit posts is either posted once or owed back
// whole, and the ledger and the balance still agree to the centavo.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerateVcode, RepaymentCommit, RepaymentWay } from '@pautang/contract/repayment';
import { accrue } from '@pautang/loan-engine';
import { DEMO_AUTHORIZED_ACCOUNT, resetDemoBankAccounts } from '../../demo/index';
import { resetDemoOrder } from '../../demo/index';
import { SANDBOX_PAGE } from '../../../platform/payment-gateway/sandbox';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/orders.service';

let t: TestApp;
let maria: string;

beforeAll(async () => {
  t = await buildTestApp();
  maria = await t.signIn('10001', 60 * 24 * 7);
});
afterAll(() => t.close());

// Maria's ₱5,000 loan of 91 days, disbursed 20 days ago: nothing due, so every payment is a part payment ahead.
const order = { orderId: 'PT0000001741', productId: 'prod-quick-5k' };

beforeEach(async () => {
  t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
  await resetDemoOrder(t.db, 'order-174-delay', await getBusinessDate(t.db, t.clock.now));
  await resetDemoBankAccounts(t.db, '10001', DEMO_AUTHORIZED_ACCOUNT, t.clock.now.toISOString());
  await t.db.deleteFrom('ledger_entries').where('order_id', '=', order.orderId).execute();
});

async function outstanding(): Promise<number> {
  const row = await t.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  return accrue(loanStateOf(row), await getBusinessDate(t.db, t.clock.now)).outstandingAmount;
}

async function repayToken(): Promise<string> {
  const res = await t.call('repaymentWay', {
    sessionId: maria,
    query: { orderId: order.orderId },
    body: { orderId: order.orderId },
  });
  expect(res.body.message).toBe('success');
  return (res.body.data as RepaymentWay).repayToken;
}

const debit = (amount: number, token: string) =>
  t.call('repaymentCommit', {
    sessionId: maria,
    body: {
      orderId: order.orderId,
      couponId: null,
      amount,
      cardId: DEMO_AUTHORIZED_ACCOUNT,
      repayToken: token,
      sendMsg: 0,
    },
  });

const sandboxPay = (txnid: string) =>
  t.app.inject({
    method: 'POST',
    url: SANDBOX_PAGE,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicOrigin },
    payload: new URLSearchParams({ txnid, action: 'pay' }).toString(),
  });

const ledger = () =>
  t.db.selectFrom('ledger_entries').selectAll().where('order_id', '=', order.orderId).execute();

describe('two part payments of one order in flight together', () => {
  it('two debits of ₱700 and ₱300, each tapped three times at once, post once each', async () => {
    const before = await outstanding();
    const [first, second] = [await repayToken(), await repayToken()];
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => debit(70_000, first)),
      ...Array.from({ length: 3 }, () => debit(30_000, second)),
    ]);
    expect(answers.map((a) => a.body.message)).toEqual(Array(6).fill('success'));
    const ids = answers.map((a) => (a.body.data as RepaymentCommit).repayRecordId);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(new Set(ids.slice(3)).size).toBe(1);

    const entries = await ledger();
    expect(entries.map((e) => [e.payment_id, e.amount, e.applied_amount, e.remainder_amount]).sort()).toEqual(
      [
        [ids[0], 70_000, 70_000, 0],
        [ids[3], 30_000, 30_000, 0],
      ].sort(),
    );
    expect(await outstanding()).toBe(before - 100_000);
    // The last entry's balance is the order's: the two postings were taken one after the other, not over each other.
    const last = entries.sort((a, b) => a.balance_after - b.balance_after)[0];
    expect(last?.balance_after).toBe(before - 100_000);
  });

  it('a pay code paid at the gateway while a debit posts: posted once or owed back whole, the balance exact', async () => {
    const before = await outstanding();
    const code = await t.call('generateVcode', {
      sessionId: maria,
      body: { ...order, amount: 100_000, channelNumber: 'GCSH' },
    });
    expect(code.body.message).toBe('success');
    const { referenceNo } = code.body.data as GenerateVcode;
    const token = await repayToken();
    const answers = await Promise.all([
      sandboxPay(referenceNo),
      debit(50_000, token),
      sandboxPay(referenceNo),
      debit(50_000, token),
    ]);
    expect(answers[1]?.body.message).toBe('success');

    const entries = await ledger();
    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', referenceNo)
      .executeTakeFirstOrThrow();
    const codeEntries = entries.filter((e) => e.payment_id === referenceNo);
    const debitEntries = entries.filter((e) => e.payment_id !== referenceNo);
    expect(debitEntries.map((e) => e.amount)).toEqual([50_000]);
    expect(payment.status).toBe('paid');
    if (codeEntries.length === 1) {
      // The code was paid first: both post, in full.
      expect(codeEntries[0]?.applied_amount).toBe(100_000);
      expect(payment.refund_amount).toBe(0);
    } else {
      // The debit posted first and, the debt having changed, ended the code: its ₱1,000 is owed back, not lost.
      expect(codeEntries).toHaveLength(0);
      expect(payment.refund_amount).toBe(100_000);
    }
    const applied = entries.reduce((sum, e) => sum + e.applied_amount, 0);
    expect(applied).toBe(50_000 + (codeEntries.length === 1 ? 100_000 : 0));
    expect(await outstanding()).toBe(before - applied);
  });
});
