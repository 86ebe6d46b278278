// @module-tag database: refunds and payout retries hold once under requests in flight together (locks, unique index)
// Finance in the back office (issue 28), through the console's calls and the payout sandbox: a refund within the
// limit is paid at once and the borrower reads it on the order and in the payment records; above the limit it
// waits for a second finance member (never its maker), and the sandbox pays it on approval; two proposals or two
// approvals racing pay once; a failed payout is sent again or returned to the borrower; the reconciliation lists a
// seeded difference of each kind. What staff and the borrower see is read through the calls; what happened, from
// the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RefundOwed, RefundPaid } from '@pautang/contract/back-office';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { PayoutBoard } from '@pautang/contract/finance';
import type { OrderDetails } from '@pautang/contract/loans';
import type { PaymentRecords } from '@pautang/contract/repayment';
import type { Approval } from '@pautang/contract/staff';

import { manilaDayRange } from '../../../platform/payment-gateway/gateway';
import { buildTestApp, type TestApp, staffCookie } from '../../../test-helper';

const SECRET = 'finance-test-secret';
let t: TestApp;
let maria: string;
let finance: string;
let finance2: string;
let support: string;

const ORDER = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };

const get = (cookie: string, path: string) =>
  t.inject({ method: 'GET', url: API_PREFIX + path, headers: { cookie } });
const post = (cookie: string, path: string, payload: Record<string, unknown> = {}) =>
  t.inject({ method: 'POST', url: API_PREFIX + path, headers: { cookie }, payload });
const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
const sweep = () => t.inject({ method: 'POST', url: '/attempt/dev/payouts' });
const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

let seq = 0;
/** A payment of Maria's on the order, paid at the sandbox gateway, with `refund` centavos owed back. */
async function paidPayment(amount: number, refund: number, paidAt = t.clock.now): Promise<string> {
  const id = `PTXF${String(++seq).padStart(10, '0')}`;
  await t.db
    .insertInto('payments')
    .values({
      id,
      user_id: '10001',
      order_id: ORDER.orderId,
      kind: 'repay',
      channel: 'GCSH',
      amount,
      status: 'paid',
      refund_amount: refund,
      gateway: 'sandbox',
      gateway_ref: `GR${seq}`,
      pay_url: '',
      expires_at: new Date(paidAt.getTime() + 3_600_000).toISOString(),
      paid_at: paidAt.toISOString(),
    })
    .execute();
  return id;
}

const refundsOf = (paymentId: string) =>
  t.db.selectFrom('refunds').selectAll().where('payment_id', '=', paymentId).execute();
const paymentRow = (id: string) =>
  t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const owed = async (cookie: string) =>
  data<{ refunds: RefundOwed[] }>(await get(cookie, '/console/refunds')).refunds;
const orderDetails = async () =>
  (await t.call('loanDetails', { sessionId: maria, query: { orderId: ORDER.orderId } })).body
    .data as OrderDetails;
const records = async () =>
  (await t.call('paymentRecords', { sessionId: maria, body: ORDER })).body.data as PaymentRecords;
/** The account Maria's refunds go to: her last paid-into account, else her first bound one. */
let mariaAccount: string;

beforeAll(async () => {
  t = await buildTestApp({
    payout: { kind: 'sandbox', secret: SECRET, delaySeconds: 5 },
  });
  maria = await t.signIn('10001');
  [finance, finance2, support] = await Promise.all([
    staffCookie(t, 'finance'),
    staffCookie(t, 'finance2'),
    staffCookie(t, 'support'),
  ]);
  const { payoutAccountOf, accountLabel } = await import('../../lending/index');
  const account = await payoutAccountOf(t.db, '10001');
  if (!account) throw new Error('Maria has no bound account');
  mariaAccount = accountLabel(account);
});
afterAll(() => t?.close());

describe('a refund within the limit', () => {
  it('is paid at once through the payout sandbox, and the borrower reads it on the order and in the records', async () => {
    const paymentId = await paidPayment(15_000, 15_000);
    expect((await owed(finance)).find((r) => r.referenceNo === paymentId)).toMatchObject({
      refundState: 'owed',
      refundAmount: 15_000,
    });
    const res = await post(finance, `/console/refunds/${paymentId}`);
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({ status: 'done', approvalId: null });

    const [refund] = await refundsOf(paymentId);
    expect(refund).toMatchObject({
      amount: 15_000,
      status: 'pending',
      account_label: mariaAccount,
      gateway: 'sandbox',
      approval_id: null,
      maker_id: 'staff-finance',
    });
    // On its way: still owed to the borrower, and staff see where it goes.
    expect((await owed(finance)).find((r) => r.referenceNo === paymentId)).toMatchObject({
      refundState: 'on-its-way',
      refundNote: mariaAccount,
    });
    expect((await paymentRow(paymentId)).refunded_at).toBeNull();

    later(6);
    expect((await sweep()).statusCode).toBe(200);
    expect((await refundsOf(paymentId))[0]?.status).toBe('paid');
    const payment = await paymentRow(paymentId);
    expect(payment.refunded_at).not.toBeNull();
    expect(payment.refunded_to).toBe(mariaAccount);
    expect((await owed(finance)).some((r) => r.referenceNo === paymentId)).toBe(false);
    // It stays in view, in the refunds paid (issue 40), and the day's paid-out figures count it beside the loans.
    const list = data<{ paid: RefundPaid[] }>(await get(finance, '/console/refunds')).paid;
    expect(list.find((r) => r.referenceNo === paymentId)).toMatchObject({
      borrowerName: 'Maria Santos',
      orderId: ORDER.orderId,
      amount: 15_000,
      accountLabel: mariaAccount,
    });
    expect(list.find((r) => r.referenceNo === paymentId)?.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const board = data<PayoutBoard>(await get(finance, '/console/payouts'));
    const refundsToday = board.refundTotals.reduce((n, x) => n + x.count, 0);
    const refundedToday = board.refundTotals.reduce((n, x) => n + x.amount, 0);
    const { from, to } = manilaDayRange(board.day);
    const paidRefunds = await t.db
      .selectFrom('refunds')
      .select(['amount'])
      .where('status', '=', 'paid')
      .where('settled_at', '>=', from)
      .where('settled_at', '<', to)
      .execute();
    expect(refundsToday).toBe(paidRefunds.length);
    expect(refundedToday).toBe(paidRefunds.reduce((n, r) => n + r.amount, 0));
    expect(refundsToday).toBeGreaterThanOrEqual(1);

    const note = `Refunded ₱150.00 to ${mariaAccount} on`;
    expect((await orderDetails()).refundMsg).toContain(note);
    const rec = await records();
    expect(rec.refunds.find((r) => r.referenceNo === paymentId)?.refundNote).toContain(note);
    expect(rec.refundAmount).toBe(0);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', paymentId)
      .execute();
    expect(audit).toEqual([{ action: 'refund.done', actor_id: 'staff-finance' }]);

    // Once: proposing it again finds nothing owed.
    const again = await post(finance, `/console/refunds/${paymentId}`);
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(paymentId)).toHaveLength(1);
  });
});

describe('a refund above the limit', () => {
  it('waits for a second finance member; its maker cannot approve; approved, the sandbox pays it', async () => {
    const paymentId = await paidPayment(35_000, 35_000);
    const res = await post(finance, `/console/refunds/${paymentId}`);
    const outcome = data<{ status: string; approvalId: string }>(res);
    expect(outcome.status).toBe('pending');
    expect(await refundsOf(paymentId)).toEqual([]);
    expect((await owed(finance)).find((r) => r.referenceNo === paymentId)?.refundState).toBe(
      'awaiting-approval',
    );

    // The maker sees it, and cannot decide it.
    const list = data<{ approvals: Approval[] }>(await get(finance, '/console/approvals'));
    const mine = list.approvals.find((a) => a.id === outcome.approvalId);
    expect(mine).toMatchObject({
      kind: 'refund',
      amount: 35_000,
      canDecide: false,
      makerName: 'Carla Mendoza',
    });
    expect(mine?.summary).toBe(`Refund ₱350.00 to Maria Santos (${mariaAccount}) for payment ${paymentId}`);
    const self = await post(finance, `/console/approvals/${outcome.approvalId}`, { decision: 'approve' });
    expect(self.statusCode).toBe(403);
    expect((self.json() as { code: number }).code).toBe(ErrorCode.Forbidden);
    // Nor can a second proposal of the same payment be filed meanwhile.
    expect((await post(finance2, `/console/refunds/${paymentId}`)).statusCode).toBe(409);

    const approved = await post(finance2, `/console/approvals/${outcome.approvalId}`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(data<{ approval: Approval }>(approved).approval.status).toBe('approved');
    const [refund] = await refundsOf(paymentId);
    expect(refund).toMatchObject({ status: 'pending', approval_id: outcome.approvalId, amount: 35_000 });

    later(6);
    await sweep();
    expect((await refundsOf(paymentId))[0]?.status).toBe('paid');
    expect((await paymentRow(paymentId)).refunded_to).toBe(mariaAccount);
    expect((await orderDetails()).refundMsg).toContain(`Refunded ₱350.00 to ${mariaAccount} on`);
  });

  it('a rejected one pays nothing, and the money stays owed', async () => {
    const paymentId = await paidPayment(40_000, 40_000);
    const { approvalId } = data<{ approvalId: string }>(await post(finance, `/console/refunds/${paymentId}`));
    const rejected = await post(finance2, `/console/approvals/${approvalId}`, {
      decision: 'reject',
      reason: 'Borrower asked to apply it to the next loan.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await refundsOf(paymentId)).toEqual([]);
    expect((await owed(finance)).find((r) => r.referenceNo === paymentId)?.refundState).toBe('owed');
  });
});

describe('refunds, once under a race', () => {
  it('two proposals within the limit in flight together pay once', async () => {
    const paymentId = await paidPayment(12_000, 12_000);
    const answers = await Promise.all([
      post(finance, `/console/refunds/${paymentId}`),
      post(finance2, `/console/refunds/${paymentId}`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(paymentId)).toHaveLength(1);
    const sent = await t.db.selectFrom('sandbox_payouts').selectAll().where('amount', '=', 12_000).execute();
    expect(sent).toHaveLength(1);
  });

  it('two approvals of one proposal in flight together pay once', async () => {
    const paymentId = await paidPayment(50_000, 50_000);
    const { approvalId } = data<{ approvalId: string }>(await post(finance, `/console/refunds/${paymentId}`));
    // agent holds every role (finance included): a second checker beside finance2.
    const agent = await staffCookie(t, 'agent');
    const answers = await Promise.all([
      post(finance2, `/console/approvals/${approvalId}`, { decision: 'approve' }),
      post(agent, `/console/approvals/${approvalId}`, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(paymentId)).toHaveLength(1);
  });
});

describe('refunds refused', () => {
  it('only finance may propose one; an unknown payment reads as not found', async () => {
    const paymentId = await paidPayment(10_000, 10_000);
    expect((await post(support, `/console/refunds/${paymentId}`)).statusCode).toBe(403);
    expect((await post(finance, '/console/refunds/PTXNOPE0000000')).statusCode).toBe(404);
    expect((await post(finance, '/console/refunds/bad%00id')).statusCode).toBe(404);
  });

  it('a refund the rail refuses stays owed, reads failed with why, and may be proposed again', async () => {
    const paymentId = await paidPayment(11_000, 11_000);
    // The sandbox fails an account ending 0000: Maria's refund account is made one for this test.
    const { payoutAccountOf } = await import('../../lending/index');
    const account = await payoutAccountOf(t.db, '10001');
    if (!account) throw new Error('no account');
    await t.db
      .updateTable('bank_accounts')
      .set({ account_no: '09170000000' })
      .where('id', '=', account.id)
      .execute();
    try {
      expect(data<{ status: string }>(await post(finance, `/console/refunds/${paymentId}`)).status).toBe(
        'done',
      );
      later(6);
      await sweep();
      expect((await refundsOf(paymentId))[0]?.status).toBe('failed');
      const row = (await owed(finance)).find((r) => r.referenceNo === paymentId);
      expect(row).toMatchObject({ refundState: 'failed' });
      expect(row?.refundNote).toBe('The account does not exist or cannot receive funds');
      expect((await paymentRow(paymentId)).refunded_at).toBeNull();
    } finally {
      await t.db
        .updateTable('bank_accounts')
        .set({ account_no: account.account_no })
        .where('id', '=', account.id)
        .execute();
    }
    expect(data<{ status: string }>(await post(finance, `/console/refunds/${paymentId}`)).status).toBe(
      'done',
    );
    later(6);
    await sweep();
    expect((await refundsOf(paymentId)).map((r) => r.status).sort()).toEqual(['failed', 'paid']);
    expect((await paymentRow(paymentId)).refunded_at).not.toBeNull();
  });
});

describe('the demo scenario order-refund-owed (the finance pair’s browser flow)', () => {
  it('opens Maria’s overdue order with ₱350.00 owed; proposed, approved, paid by the sandbox, she reads it', async () => {
    const open = () => t.inject({ method: 'POST', url: '/attempt/dev/scenarios/order-refund-owed' });
    expect((await open()).statusCode).toBe(200);
    const paymentId = 'PTX000000000350';
    // Maria's loans were never paid out: her first bound account (by id) receives it.
    expect(mariaAccount).toBe('BDO Unibank **** 4821');
    expect((await orderDetails()).refundMsg).toBe('₱350.00 will be returned to you.');
    expect((await owed(finance)).find((r) => r.referenceNo === paymentId)).toMatchObject({
      borrowerName: 'Maria Santos',
      refundAmount: 35_000,
      reason: 'stale',
      refundState: 'owed',
    });
    const { approvalId } = data<{ approvalId: string }>(await post(finance, `/console/refunds/${paymentId}`));
    expect(
      (await post(finance2, `/console/approvals/${approvalId}`, { decision: 'approve' })).statusCode,
    ).toBe(200);
    later(6);
    await sweep();
    expect((await orderDetails()).refundMsg).toMatch(
      new RegExp(`^Refunded ₱350\\.00 to ${mariaAccount.replace(/\*/g, '\\*')} on \\d{4}-\\d{2}-\\d{2}\\.$`),
    );
    // Opening it again puts it back: the earlier payment and its refund go with the order.
    expect((await open()).statusCode).toBe(200);
    expect((await orderDetails()).refundMsg).toBe('₱350.00 will be returned to you.');
    expect(await refundsOf(paymentId)).toEqual([]);
  });
});
