// @module-tag database: a failed payout retried twice in flight together is sent once (order lock, one live payout)
// The finance board (issue 28): payouts in flight and failed (with why), the day's totals per rail, a failed payout
// sent again through the payouts' own submit path, or returned to the borrower (the loan is not paid out, and the
// borrower reads why); and the reconciliation of the sandbox gateway's settled transactions of a Manila day
// against our book, with a seeded difference of each kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_PREFIX } from '@pautang/contract/endpoints';
import type { PayoutBoard, Reconciliation } from '@pautang/contract/finance';
import type { OrderDetails } from '@pautang/contract/loans';
import { accrue } from '@pautang/loan-engine';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../../lending/index';

import {
  buildTestApp,
  readyToSign,
  signLoan,
  testProfile,
  type TestApp,
  staffCookie,
} from '../../../test-helper';
import { payOnSandbox } from '../../../testing/payments';

let t: TestApp;
let finance: string;
let support: string;

const get = (cookie: string, path: string) =>
  t.inject({ method: 'GET', url: API_PREFIX + path, headers: { cookie } });
const post = (cookie: string, path: string, payload: Record<string, unknown> = {}) =>
  t.inject({ method: 'POST', url: API_PREFIX + path, headers: { cookie }, payload });
const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
const board = async () => data<PayoutBoard>(await get(finance, '/console/payouts'));
const sweep = () => t.inject({ method: 'POST', url: '/attempt/dev/payouts' });
const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

let nextUser = 30001;
let requests = 0;
/** A new borrower whose GCash number is `accountNo`, with a signed loan sent to it. */
async function signedLoan(accountNo: string): Promise<{ userId: string; session: string; orderId: string }> {
  const userId = String(nextUser++);
  await t.db
    .insertInto('users')
    .values({
      id: userId,
      mobile_phone: `0918${userId.padStart(7, '0')}`,
      full_name: 'Rosa Lim',
      client_type: 'new',
    })
    .execute();
  await t.db
    .insertInto('bank_accounts')
    .values({
      id: `ba-fin-${userId}`,
      user_id: userId,
      kind: 'ewallet',
      bank_code: 'GCASH',
      bank_name: 'GCash',
      account_no: accountNo,
      account_name: 'Rosa Lim',
      debit_authorized_at: null,
      created_at: t.clock.now.toISOString(),
      deleted_at: null,
    })
    .execute();
  const session = await t.signIn(userId);
  // The profile in the name the account is in: a payout checks the account is the borrower's (issue 40).
  await readyToSign(t, userId, 'prod-quick-5k', {
    profile: testProfile(userId, { basic: { firstName: 'Rosa', middleName: '', lastName: 'Lim' } }),
  });
  const res = await signLoan(
    t,
    session,
    { productId: 'prod-quick-5k', amount: 500000, periods: 91 },
    `00000000-0000-4000-9000-${String(++requests).padStart(12, '0')}`,
  );
  expect(res.body.code).toBe(0);
  return { userId, session, orderId: (res.body.data as { orderId: string }).orderId };
}
const details = async (session: string, orderId: string) =>
  (await t.call('loanDetails', { sessionId: session, query: { orderId } })).body.data as OrderDetails;
const payoutsOf = (orderId: string) =>
  t.db.selectFrom('payouts').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();

beforeAll(async () => {
  t = await buildTestApp({ payout: { kind: 'sandbox', secret: 'fin-payouts', delaySeconds: 5 } });
  [finance, support] = await Promise.all([staffCookie(t, 'finance'), staffCookie(t, 'support')]);
});
afterAll(() => t?.close());

describe('the payouts board', () => {
  it('lists a payout in flight, then failed with why; retried, it is paid and counted in the day’s totals', async () => {
    const before = await board();
    const loan = await signedLoan('09175559999');
    const [payout] = await payoutsOf(loan.orderId);
    expect((await board()).inFlight.find((p) => p.id === payout?.id)).toMatchObject({
      orderId: loan.orderId,
      borrowerName: 'Rosa Lim',
      accountLabel: 'GCash **** 9999',
      rail: 'ewallet',
      amount: 500000,
      status: 'pending',
      failureKind: null,
    });

    later(6);
    await sweep();
    expect((await details(loan.session, loan.orderId)).orderStatus).toBe(110);
    const failed = (await board()).failed.find((p) => p.id === payout?.id);
    expect(failed).toMatchObject({
      status: 'failed',
      failureKind: 'final',
      failureReason: 'The receiving institution refused the transfer',
    });
    // Support cannot act on payouts.
    expect((await post(support, `/console/payouts/${payout?.id}/retry`)).statusCode).toBe(403);

    // The borrower's account is fixed with the rail; finance sends it again, twice at once: sent once.
    await t.db
      .updateTable('bank_accounts')
      .set({ account_no: '09175550011' })
      .where('id', '=', `ba-fin-${loan.userId}`)
      .execute();
    const answers = await Promise.all([
      post(finance, `/console/payouts/${payout?.id}/retry`),
      post(finance, `/console/payouts/${payout?.id}/retry`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(data<{ outcome: string }>(answers.find((a) => a.statusCode === 200)!)).toEqual({
      outcome: 'sent',
    });
    const payouts = await payoutsOf(loan.orderId);
    expect(payouts.map((p) => p.status)).toEqual(['failed', 'pending']);
    expect((await details(loan.session, loan.orderId)).orderStatus).toBe(151);
    const now = await board();
    expect(now.failed.some((p) => p.id === payout?.id)).toBe(false);
    expect(now.inFlight.some((p) => p.id === payouts[1]?.id)).toBe(true);

    later(6);
    await sweep();
    expect((await details(loan.session, loan.orderId)).orderStatus).toBe(174);
    const after = await board();
    const wallet = (b: PayoutBoard) => b.totals.find((x) => x.rail === 'ewallet');
    expect(wallet(after)).toEqual({
      rail: 'ewallet',
      count: (wallet(before)?.count ?? 0) + 1,
      amount: (wallet(before)?.amount ?? 0) + 500000,
    });
    expect(after.totals.map((x) => x.rail)).toEqual(['bank', 'ewallet']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'borrower_id'])
      .where('subject_id', '=', payout?.id ?? '')
      .execute();
    expect(audit).toEqual([{ action: 'payout.retried', borrower_id: loan.userId }]);
  });

  it('returns a failed payout to the borrower: the loan is not paid out, and they read why', async () => {
    const loan = await signedLoan('09175550000');
    later(6);
    await sweep();
    const [payout] = await payoutsOf(loan.orderId);
    expect(payout?.failure_kind).toBe('account');
    // Asked to bind another account (21), until finance gives up on it.
    expect((await details(loan.session, loan.orderId)).orderStatus).toBe(21);
    const res = await post(finance, `/console/payouts/${payout?.id}/return`, {
      reason: 'Borrower unreachable',
    });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({ orderId: loan.orderId });
    const seen = await details(loan.session, loan.orderId);
    expect(seen.orderStatus).toBe(110);
    expect(seen.noticeDesText).toBe(
      'We could not send your loan to GCash **** 0000: The account does not exist or cannot receive funds. This loan is cancelled and you owe nothing on it.',
    );
    expect(seen.cardNeedPop).toBe(0);
    expect((await board()).failed.some((p) => p.id === payout?.id)).toBe(false);
    // Once: neither returned again nor retried after.
    expect((await post(finance, `/console/payouts/${payout?.id}/return`)).statusCode).toBe(409);
    expect((await post(finance, `/console/payouts/${payout?.id}/retry`)).statusCode).toBe(409);
    expect(await payoutsOf(loan.orderId)).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'note'])
      .where('subject_id', '=', payout?.id ?? '')
      .execute();
    expect(audit).toEqual([{ action: 'payout.returned', note: 'Borrower unreachable' }]);
  });

  it('a payout not failed, or unknown, cannot be retried or returned', async () => {
    const loan = await signedLoan('09175550033');
    const [payout] = await payoutsOf(loan.orderId);
    expect((await post(finance, `/console/payouts/${payout?.id}/retry`)).statusCode).toBe(409);
    expect((await post(finance, '/console/payouts/PPO000000000000/return')).statusCode).toBe(404);
  });
});

describe('the reconciliation', () => {
  const DAY = '2026-11-24';
  const at = (time: string) => new Date(`${DAY}T${time}+08:00`).toISOString();
  let seq = 0;

  /** A payment in our book (paid at `paidAt`, posted: held for refund) and/or the gateway's settled record of it. */
  async function seed(
    book: { amount: number; paidAt: string } | null,
    gateway: { amount: number; at: string } | null,
  ) {
    const id = `PTXR${String(++seq).padStart(10, '0')}`;
    if (book) {
      await t.db
        .insertInto('payments')
        .values({
          id,
          user_id: '10001',
          order_id: 'PT0000000180',
          kind: 'repay',
          channel: 'GCSH',
          amount: book.amount,
          status: 'paid',
          refund_amount: book.amount,
          gateway: 'sandbox',
          gateway_ref: `REF${seq}`,
          pay_url: '',
          expires_at: book.paidAt,
          paid_at: book.paidAt,
        })
        .execute();
    }
    if (gateway) {
      await t.db
        .insertInto('sandbox_transactions')
        .values({
          txn_id: id,
          ref_no: `REF${seq}`,
          amount: gateway.amount,
          description: 'test',
          proc_id: 'GCSH',
          status: 'S',
          expires_at: gateway.at,
          return_url: '',
          settled_at: gateway.at,
        })
        .execute();
    }
    return id;
  }

  it('lists paid-not-posted, posted-not-settled and amounts that differ; matched ones are counted', async () => {
    const matched = await seed(
      { amount: 10000, paidAt: at('09:00:00') },
      { amount: 10000, at: at('09:00:01') },
    );
    const notPosted = await seed(null, { amount: 20000, at: at('10:00:00') });
    const notSettled = await seed({ amount: 30000, paidAt: at('11:00:00') }, null);
    const differs = await seed(
      { amount: 40000, paidAt: at('12:00:00') },
      { amount: 45000, at: at('12:00:02') },
    );
    // The next Manila day's are not this day's (00:30 on the 25th is 16:30 UTC on the 24th).
    await seed({ amount: 50000, paidAt: `${'2026-11-25'}T00:30:00+08:00` }, null);

    const res = await get(finance, `/console/reconciliation?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    const report = data<Reconciliation>(res);
    expect(report).toMatchObject({
      day: DAY,
      gateway: 'sandbox',
      gatewayCount: 3,
      gatewayAmount: 75000,
      bookCount: 3,
      bookAmount: 80000,
      matched: 1,
    });
    expect(report.differences.map((d) => [d.kind, d.referenceNo, d.gatewayAmount, d.bookAmount])).toEqual([
      ['not-posted', notPosted, 20000, null],
      ['amount-differs', differs, 45000, 40000],
      ['not-settled', notSettled, null, 30000],
    ]);
    expect(report.differences[1]).toMatchObject({ orderId: 'PT0000000180', borrowerName: 'Maria Santos' });
    expect(report.differences.some((d) => d.referenceNo === matched)).toBe(false);
  });

  it('a code paid on the sandbox page settles that Manila day, and reconciles as matched', async () => {
    const maria = await t.signIn('10001');
    const order = { orderId: 'PT0000000180', productId: 'prod-plus-20k' };
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const due = accrue(loanStateOf(row), await getBusinessDate(t.db, t.clock.now)).dueAmount;
    const code = await payOnSandbox(t, maria, order, due);
    const txn = await t.db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where('txn_id', '=', code.referenceNo)
      .executeTakeFirstOrThrow();
    expect(txn.status).toBe('S');
    expect(new Date(txn.settled_at ?? 0).toISOString()).toBe(t.clock.now.toISOString());
    const today = new Date(t.clock.now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = data<Reconciliation>(await get(finance, `/console/reconciliation?date=${today}`));
    expect(report.matched).toBeGreaterThanOrEqual(1);
    expect(report.differences.some((d) => d.referenceNo === code.referenceNo)).toBe(false);
    expect(report.gatewayAmount).toBeGreaterThanOrEqual(due);
  });

  it('covers the payout rail too: refunds paid in the book but not at the rail, the reverse, and amounts that differ (issue 40)', async () => {
    const account = await t.db
      .selectFrom('bank_accounts')
      .select(['id'])
      .where('user_id', '=', '10001')
      .executeTakeFirstOrThrow();
    /** A refund in our book (its payment paid days before), and the rail's record of it. */
    async function refund(
      book: { amount: number; status: 'paid' | 'pending'; at: string },
      rail: { amount: number; status: string } | null,
    ) {
      const paymentId = await seed({ amount: book.amount, paidAt: '2026-11-20T09:00:00+08:00' }, null);
      const id = `PRF${paymentId.slice(4)}`;
      await t.db
        .insertInto('refunds')
        .values({
          id,
          payment_id: paymentId,
          user_id: '10001',
          order_id: 'PT0000000180',
          amount: book.amount,
          account_id: account.id,
          account_label: 'GCash **** 4501',
          rail: 'ewallet',
          status: book.status,
          gateway: 'sandbox',
          gateway_ref: `RR${paymentId}`,
          approval_id: null,
          maker_id: 'staff-finance',
          created_at: book.at,
          submitted_at: book.at,
          settled_at: book.status === 'paid' ? book.at : null,
          updated_at: book.at,
        })
        .execute();
      if (rail) {
        await t.db
          .insertInto('sandbox_payouts')
          .values({
            txn_id: id,
            ref_no: `RR${paymentId}`,
            amount: rail.amount,
            proc_id: 'GCASH',
            account_no: '09171234501',
            account_name: 'Maria Santos',
            status: rail.status,
            settle_at: book.at,
            created_at: book.at,
          })
          .execute();
      }
      return id;
    }
    const matched = await refund(
      { amount: 10000, status: 'paid', at: at('09:00:00') },
      { amount: 10000, status: 'S' },
    );
    const notAtRail = await refund({ amount: 20000, status: 'paid', at: at('10:00:00') }, null);
    const notInBook = await refund(
      { amount: 30000, status: 'pending', at: at('11:00:00') },
      { amount: 30000, status: 'S' },
    );
    const differs = await refund(
      { amount: 40000, status: 'paid', at: at('12:00:00') },
      { amount: 45000, status: 'S' },
    );

    const report = data<Reconciliation>(await get(finance, `/console/reconciliation?date=${DAY}`));
    expect(report.outgoing.map((o) => o.kind)).toEqual(['payouts', 'refunds']);
    const refunds = report.outgoing.find((o) => o.kind === 'refunds');
    expect(refunds).toMatchObject({
      bookCount: 3,
      bookAmount: 70000,
      railCount: 3,
      railAmount: 85000,
      matched: 1,
      unchecked: 0,
    });
    expect(refunds?.differences.map((d) => [d.kind, d.referenceNo, d.bookAmount, d.railAmount])).toEqual([
      ['not-paid-at-rail', notAtRail, 20000, null],
      ['not-in-book', notInBook, 30000, 30000],
      ['amount-differs', differs, 40000, 45000],
    ]);
    expect(refunds?.differences[0]).toMatchObject({ orderId: 'PT0000000180', borrowerName: 'Maria Santos' });
    expect(refunds?.differences.some((d) => d.referenceNo === matched)).toBe(false);
  });

  it('asks for a date, and only finance reads it', async () => {
    expect((await get(finance, '/console/reconciliation')).statusCode).toBe(400);
    expect((await get(finance, '/console/reconciliation?date=2026-13-40')).statusCode).toBe(400);
    expect((await get(support, `/console/reconciliation?date=${DAY}`)).statusCode).toBe(403);
  });
});
