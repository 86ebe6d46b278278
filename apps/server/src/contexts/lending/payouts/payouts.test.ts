// @module-tag once: payouts through the call runner and the rail's postback route (outside the wire table), in sequence
// Disbursement through the payout sandbox: a signed loan is sent to the borrower's bound account (151), and moves
// only when the sandbox's postback is confirmed by its status call: paid (174, disbursed on that business date),
// or failed, back to the borrower to fix the account (21 with the reason and the bank-card prompt) or for good
// (110 with the reason). No account, no payout. What the borrower sees is read from order details; what happened,
// from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { OrderDetails } from '@pautang/contract/loans';
import { addDays } from '@pautang/loan-engine';
import { sandboxPayoutDigest } from '../../../platform/payout/sandbox-payout';
import {
  buildTestApp,
  readyToSign,
  sessionParamsOf,
  signLoan,
  testProfile,
  type TestApp,
} from '../../../test-helper';
import { postTestPayment } from '../../../testing/payments';
import { PAYOUT_POSTBACK_PATH } from './payout-rail.routes';

const SECRET = 'payouts-test-secret';
const BUSINESS_DATE = '2026-11-21';
let t: TestApp;
let ana: string;

beforeAll(async () => {
  t = await buildTestApp({ payout: { kind: 'sandbox', secret: SECRET, delaySeconds: 5 } });
  ana = await t.signIn('10003');
});
afterAll(() => t.close());

let nextUser = 20001;
/** A new borrower with no bound account, signed in. */
async function newBorrower(name = 'Rosa Lim'): Promise<{ userId: string; session: string }> {
  const userId = String(nextUser++);
  await t.db
    .insertInto('users')
    .values({
      id: userId,
      mobile_phone: `0918${userId.padStart(7, '0')}`,
      full_name: name,
      client_type: 'new',
    })
    .execute();
  return { userId, session: await t.signIn(userId) };
}

/**
 * The profile names the borrower as users.full_name does: a payout account must be in the borrower's legal name
 * (issue 40), and each test binds one in the name it gave the borrower.
 */
async function namedProfile(userId: string) {
  const user = await t.db
    .selectFrom('users')
    .select('full_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [firstName = '', ...rest] = user.full_name.split(' ');
  return testProfile(userId, { basic: { firstName, middleName: '', lastName: rest.join(' ') } });
}

let requests = 0;
async function push(session: string, productId = 'prod-quick-5k'): Promise<string> {
  const offers: Record<string, [number, number]> = {
    'prod-quick-5k': [500000, 91],
    'prod-plus-20k': [2000000, 180],
  };
  const [amount, periods] = offers[productId] ?? [0, 0];
  // Approved for that offer, and named by a profile (issue 27); the account is the test's own to bind.
  const userId = (await sessionParamsOf(t.db, session)).userId!;
  await readyToSign(t, userId, productId, { account: false, profile: await namedProfile(userId) });
  const res = await signLoan(
    t,
    session,
    { productId, amount, periods },
    `00000000-0000-4000-8000-${String(++requests).padStart(12, '0')}`,
  );
  expect(res.body.code).toBe(0);
  return (res.body.data as { orderId: string }).orderId;
}

const details = async (session: string, orderId: string) =>
  (await t.call('loanDetails', { sessionId: session, query: { orderId } })).body.data as OrderDetails;
const rowOf = (d: OrderDetails, text: string) => d.userOrderDetail.detail.find((r) => r.text === text)?.value;
const sweep = async () =>
  ((await t.inject({ method: 'POST', url: '/attempt/dev/payouts' })).json() as { data: unknown }).data;
const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};
const payoutsOf = (orderId: string) =>
  t.db
    .selectFrom('payouts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
/** What the books hold of an order, per account but cash and refunds owed (debits less credits). */
async function loanBooks(orderId: string): Promise<Map<string, number>> {
  const rows = await t.db
    .selectFrom('gl_lines')
    .select([
      'account_code',
      (eb) => eb.fn.sum<number>('debit').as('debit'),
      (eb) => eb.fn.sum<number>('credit').as('credit'),
    ])
    .where('order_id', '=', orderId)
    .where('account_code', 'not in', ['1011', '1012', '1021', '1022', '2010'])
    .groupBy('account_code')
    .orderBy('account_code')
    .execute();
  return new Map(rows.map((r) => [r.account_code, Number(r.debit) - Number(r.credit)]));
}
/** The e-wallet payout rail's cash the books hold for an order. */
async function railCash(orderId: string): Promise<number> {
  const row = await t.db
    .selectFrom('gl_lines')
    .select([
      (eb) => eb.fn.sum<number>('debit').as('debit'),
      (eb) => eb.fn.sum<number>('credit').as('credit'),
    ])
    .where('order_id', '=', orderId)
    .where('account_code', '=', '1022')
    .executeTakeFirstOrThrow();
  return Number(row.debit ?? 0) - Number(row.credit ?? 0);
}
const orderRow = (orderId: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const wallet = (number: string, holder: string) => ({
  cardType: '1',
  channelNumber: '90006',
  walletAccount: number,
  accountName: holder,
  product_id: 'prod-quick-5k',
});
const postback = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: PAYOUT_POSTBACK_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const signed = (p: { txnid: string; refno: string; status: string; message: string }) => ({
  merchanttxnid: p.txnid,
  refno: p.refno,
  status: p.status,
  message: p.message,
  digest: sandboxPayoutDigest(p, SECRET),
});

describe('the payout sandbox pays the loan out', () => {
  it('signed with a bound account → sent at once (151) → paid (174) from the business date it was confirmed', async () => {
    const orderId = await push(ana);
    const sent = await details(ana, orderId);
    expect(sent.orderStatus).toBe(151);
    expect(sent.noticeStatusText).toBe('Approved, disbursing');
    // The account is named on the order.
    expect(rowOf(sent, 'Disbursement account')).toBe('GCash **** 4503');
    const [payout] = await payoutsOf(orderId);
    expect(payout).toMatchObject({
      account_id: 'ba-10003-gcash',
      account_label: 'GCash **** 4503',
      rail: 'ewallet',
      amount: 500000,
      status: 'pending',
      gateway: 'sandbox',
      attempts: 1,
    });
    expect(payout?.gateway_ref).toMatch(/^SP[0-9A-F]{8}$/);

    // Before its delay the sandbox settles nothing; the money goes out two days later than the signing.
    expect(await sweep()).toEqual({ settled: 0, retried: 0 });
    expect(
      (await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { days: 2 } }))
        .statusCode,
    ).toBe(200);
    later(5);
    expect(await sweep()).toEqual({ settled: 1, retried: 0 });

    const paid = await details(ana, orderId);
    const payoutDate = addDays(BUSINESS_DATE, 2);
    expect(paid.orderStatus).toBe(174);
    expect(rowOf(paid, 'Disbursed on')).toBe(payoutDate);
    // The schedule starts on the payout date: 91 days from it.
    expect(rowOf(paid, 'Due date')).toBe(addDays(payoutDate, 91));
    expect(paid.cardNeedPop).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({
      status: 174,
      status_override: null,
      disbursed_on: payoutDate,
      payout_failure: '',
    });
    expect(await payoutsOf(orderId)).toEqual([
      expect.objectContaining({ status: 'paid', settled_at: t.clock.now.toISOString() }),
    ]);
    const postbacks = await t.db
      .selectFrom('payout_postbacks')
      .selectAll()
      .where('payout_id', '=', payout!.id)
      .execute();
    expect(postbacks.map((p) => [p.status, p.confirmed_status, p.outcome])).toEqual([['S', 'S', 'paid']]);
    await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { reset: true } });
  });

  it('signs nothing without a bound account; bound, the loan is sent to it at once', async () => {
    const { userId, session } = await newBorrower('Rosa Lim');
    await readyToSign(t, userId, 'prod-quick-5k', { account: false, profile: await namedProfile(userId) });
    const refused = await signLoan(
      t,
      session,
      { productId: 'prod-quick-5k', amount: 500000, periods: 91 },
      '00000000-0000-4000-8000-999999999999',
    );
    expect(refused.body.code).toBe(ErrorCode.Forbidden);
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.db.selectFrom('payouts').select('id').where('user_id', '=', userId).execute()).toEqual([]);

    // The app's own binding flow, then the signing: the loan is paid to that account.
    const bound = await t.call('bindCardNew', {
      sessionId: session,
      form: wallet('09175550011', 'Rosa Lim'),
    });
    expect(bound.body.data).toEqual({ account: 'GCash **** 0011' });
    const orderId = await push(session);
    const sent = await details(session, orderId);
    expect(sent.orderStatus).toBe(151);
    expect(sent.cardNeedPop).toBe(0);
    expect(rowOf(sent, 'Disbursement account')).toBe('GCash **** 0011');
    expect(await payoutsOf(orderId)).toEqual([
      expect.objectContaining({ user_id: userId, status: 'pending' }),
    ]);
    later(5);
    expect(await sweep()).toEqual({ settled: 1, retried: 0 });
    expect((await details(session, orderId)).orderStatus).toBe(174);
  });

  it('an account bound before the name rule, in someone else’s name: the payout is held and the borrower asked for their own account', async () => {
    // Issue 40: binding checks the name now, but an account bound before the rule was still paid out to.
    const { userId, session } = await newBorrower('Nena Tan');
    await t.db
      .insertInto('bank_accounts')
      .values({
        id: `ba-legacy-${userId}`,
        user_id: userId,
        kind: 'ewallet',
        bank_code: 'GCASH',
        bank_name: 'GCash',
        account_no: '09175550044',
        account_name: 'Pedro Reyes',
        debit_authorized_at: null,
        created_at: t.clock.now.toISOString(),
        deleted_at: null,
      })
      .execute();
    const orderId = await push(session);

    const held = await details(session, orderId);
    const reason =
      'We have not sent your loan to GCash **** 0044: that account is in the name of Pedro Reyes, and your loan can only go to an account in your own name, as in your profile. Please bind an account in your name, and we will send it then.';
    expect(held.orderStatus).toBe(21);
    expect(held.noticeDesText).toBe(reason);
    expect(held).toMatchObject({
      cardNeedPop: 1,
      cardPopTitle: 'Bind an account in your name',
      cardPopMsg: reason,
    });
    // Nothing went to the rail.
    expect(await payoutsOf(orderId)).toEqual([]);
    const told = await t.db
      .selectFrom('notifications')
      .select(['event', 'body'])
      .where('user_id', '=', userId)
      .where('event', '=', 'payout-failed')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('that account is in the name of Pedro Reyes, not yours');
    // In Filipino too.
    const fil = (await t.call('loanDetails', { sessionId: session, query: { orderId, lang: 'fil' } })).body
      .data as OrderDetails;
    expect(fil.cardPopTitle).toBe('Mag-bind ng account na nakapangalan sa iyo');
    expect(fil.noticeDesText).toContain('nakapangalan ang account na iyon kay Pedro Reyes');

    // The prompt's binding, in the borrower's name as a bank prints it: the loan goes out to it.
    const fixed = await t.call('bindCardChange', {
      sessionId: session,
      form: { ...wallet('09175550055', 'TAN, NENA'), orderId },
    });
    expect(fixed.body.data).toEqual({ account: 'GCash **** 0055' });
    const sent = await details(session, orderId);
    expect(sent.orderStatus).toBe(151);
    expect(sent.cardNeedPop).toBe(0);
    expect(await payoutsOf(orderId)).toEqual([
      expect.objectContaining({ account_label: 'GCash **** 0055', status: 'pending' }),
    ]);
    later(5);
    expect(await sweep()).toEqual({ settled: 1, retried: 0 });
    expect((await details(session, orderId)).orderStatus).toBe(174);
  });

  it('an account that cannot receive (ending 0000): back to the borrower with the reason, then paid to the account they fix it with', async () => {
    const { session } = await newBorrower('Lito Cruz');
    await t.call('bindCardNew', { sessionId: session, form: wallet('09175550000', 'Lito Cruz') });
    const orderId = await push(session);
    expect((await details(session, orderId)).orderStatus).toBe(151);
    later(5);
    expect(await sweep()).toEqual({ settled: 1, retried: 0 });

    const returned = await details(session, orderId);
    const reason =
      'We could not send your loan to GCash **** 0000: The account does not exist or cannot receive funds. Please bind another account in your name, and we will send it again.';
    expect(returned.orderStatus).toBe(21);
    expect(returned.noticeDesText).toBe(reason);
    expect(returned).toMatchObject({
      cardNeedPop: 1,
      cardPopTitle: 'We could not send your loan',
      cardPopMsg: reason,
    });
    expect(await payoutsOf(orderId)).toEqual([
      expect.objectContaining({
        status: 'failed',
        failure_kind: 'account',
        failure_reason: 'The account does not exist or cannot receive funds',
      }),
    ]);
    // Nothing is sent again by itself.
    later(60);
    expect(await sweep()).toEqual({ settled: 0, retried: 0 });

    // The order page's bank-card prompt → bind-card-change: the payout goes to the new account.
    const fixed = await t.call('bindCardChange', {
      sessionId: session,
      form: { ...wallet('09175550022', 'Lito Cruz'), orderId },
    });
    expect(fixed.body.data).toEqual({ account: 'GCash **** 0022' });
    const resent = await details(session, orderId);
    expect(resent.orderStatus).toBe(151);
    expect(resent.noticeDesText).not.toContain('could not send');
    expect(resent.cardNeedPop).toBe(0);
    // While it is on its way, the account cannot be changed under it.
    const moved = await t.call('bindCardChange', {
      sessionId: session,
      form: { ...wallet('09175550033', 'Lito Cruz'), orderId },
    });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({
      code: ErrorCode.Conflict,
      message:
        'Your loan is already on its way to GCash **** 0022. You can change the account if this payout fails.',
    });
    later(5);
    await sweep();
    const paid = await details(session, orderId);
    expect(paid.orderStatus).toBe(174);
    expect(rowOf(paid, 'Disbursement account')).toBe('GCash **** 0022');
    expect((await payoutsOf(orderId)).map((p) => [p.account_label, p.status])).toEqual([
      ['GCash **** 0000', 'failed'],
      ['GCash **** 0022', 'paid'],
    ]);
  });

  it('a transfer refused for good (ending 9999) fails the order (110) with the reason, and no binding sends it again', async () => {
    const { session } = await newBorrower('Nena Ramos');
    await t.call('bindCardNew', { sessionId: session, form: wallet('09175559999', 'Nena Ramos') });
    const orderId = await push(session);
    later(5);
    await sweep();
    const failed = await details(session, orderId);
    expect(failed.orderStatus).toBe(110);
    expect(failed.noticeStatusText).toBe('Loan application failed');
    expect(failed.noticeDesText).toBe(
      'We could not send your loan to GCash **** 9999: The receiving institution refused the transfer. This loan is cancelled and you owe nothing on it.',
    );
    expect(failed.recProducts.length).toBeGreaterThan(0);
    expect(await orderRow(orderId)).toMatchObject({
      status: 110,
      disbursement_failed: true,
      disbursed_on: null,
    });
    await t.call('bindCardChange', {
      sessionId: session,
      form: { ...wallet('09175550044', 'Nena Ramos'), orderId },
    });
    expect(await payoutsOf(orderId)).toHaveLength(1);
    expect((await details(session, orderId)).orderStatus).toBe(110);
  });

  it('paid, then returned by the receiving bank (ending 7777): back to the borrower, the loan not started, and the books undo it', async () => {
    const { session } = await newBorrower('Dina Uy');
    await t.call('bindCardNew', { sessionId: session, form: wallet('09175557777', 'Dina Uy') });
    const orderId = await push(session);
    later(5);
    await sweep();
    expect((await details(session, orderId)).orderStatus).toBe(174);
    const held = await loanBooks(orderId);
    expect(held.get('1100')).toBe(500000);
    expect([...held.values()].some((net, i) => i > 0 && net !== 0)).toBe(true);

    later(5);
    expect(await sweep()).toEqual({ settled: 1, retried: 0 });
    const returned = await details(session, orderId);
    const reason =
      'We could not send your loan to GCash **** 7777: The receiving bank returned the transfer: the account is closed. Please bind another account in your name, and we will send it again.';
    expect(returned.orderStatus).toBe(21);
    expect(returned).toMatchObject({ noticeDesText: reason, cardNeedPop: 1, cardPopMsg: reason });
    expect((await orderRow(orderId)).disbursed_on).toBeNull();
    expect(await payoutsOf(orderId)).toEqual([
      expect.objectContaining({ status: 'failed', failure_kind: 'account' }),
    ]);
    // The books hold nothing of the loan: no receivable, no income, and the rail's cash back where it was.
    expect([...(await loanBooks(orderId)).entries()].filter(([, net]) => net !== 0)).toEqual([]);
    const [payout] = await payoutsOf(orderId);
    const returnEntry = await t.db
      .selectFrom('gl_entries')
      .select(['kind', 'order_id'])
      .where('source', '=', `payout-return:${payout!.id}`)
      .executeTakeFirstOrThrow();
    expect(returnEntry).toEqual({ kind: 'payout-returned', order_id: orderId });
    expect(await railCash(orderId)).toBe(0);
    // The rail's postback again changes nothing.
    const entries = async () =>
      (await t.db.selectFrom('gl_entries').select('id').where('order_id', '=', orderId).execute()).length;
    const before = await entries();
    const again = await postback(
      signed({ txnid: payout!.id, refno: payout!.gateway_ref, status: 'R', message: 'again' }),
    );
    expect(again.statusCode).toBe(200);
    expect(await entries()).toBe(before);
    expect((await details(session, orderId)).orderStatus).toBe(21);

    // Another account: the loan is sent again, and paid.
    await t.call('bindCardChange', {
      sessionId: session,
      form: { ...wallet('09175550077', 'Dina Uy'), orderId },
    });
    later(5);
    await sweep();
    expect((await details(session, orderId)).orderStatus).toBe(174);
    expect((await loanBooks(orderId)).get('1100')).toBe(500000);
    expect(await railCash(orderId)).toBe(-500000);
  });

  it('returned after the borrower paid on the loan: the loan stands, and the cash back is held in suspense', async () => {
    const { userId, session } = await newBorrower('Ben Go');
    await t.call('bindCardNew', { sessionId: session, form: wallet('09175567777', 'Ben Go') });
    const orderId = await push(session);
    later(5);
    await sweep();
    await postTestPayment(t, { id: `PTX-RET-${orderId}`, orderId, userId, kind: 'repay', amount: 10000 });
    later(5);
    await sweep();
    expect((await details(session, orderId)).orderStatus).toBe(174);
    expect(await payoutsOf(orderId)).toEqual([expect.objectContaining({ status: 'paid' })]);
    const [payout] = await payoutsOf(orderId);
    const entry = await t.db
      .selectFrom('gl_entries')
      .select(['id', 'kind'])
      .where('source', '=', `payout-return:${payout!.id}`)
      .executeTakeFirstOrThrow();
    expect(entry.kind).toBe('payout-return-held');
    const lines = await t.db.selectFrom('gl_lines').selectAll().where('entry_id', '=', entry.id).execute();
    expect(lines.map((l) => [l.account_code, l.debit, l.credit])).toEqual(
      expect.arrayContaining([
        ['1022', 500000, 0],
        ['2020', 0, 500000],
      ]),
    );
    // The payout's cash is back while the payout stands paid: the check names the order for finance.
    expect(await railCash(orderId)).toBe(0);
  });

  it('after the third account that cannot receive, the order fails (110)', async () => {
    const { session } = await newBorrower('Ben Tan');
    await t.call('bindCardNew', { sessionId: session, form: wallet('09175510000', 'Ben Tan') });
    const orderId = await push(session);
    for (const next of ['09175520000', '09175530000']) {
      later(5);
      await sweep();
      expect((await details(session, orderId)).orderStatus).toBe(21);
      await t.call('bindCardChange', { sessionId: session, form: { ...wallet(next, 'Ben Tan'), orderId } });
      expect((await details(session, orderId)).orderStatus).toBe(151);
    }
    later(5);
    await sweep();
    const failed = await details(session, orderId);
    expect(failed.orderStatus).toBe(110);
    expect(failed.noticeDesText).toMatch(
      /^We could not send your loan to GCash \*\*\*\* 0000: .* you owe nothing on it\.$/,
    );
    expect((await payoutsOf(orderId)).map((p) => p.status)).toEqual(['failed', 'failed', 'failed']);
  });
});

describe('payout postbacks', () => {
  let orderId: string;
  let txnid: string;
  let refno: string;
  beforeAll(async () => {
    const { session } = await newBorrower('Carla Uy');
    await t.call('bindCardNew', { sessionId: session, form: wallet('09175550055', 'Carla Uy') });
    orderId = await push(session);
    const [payout] = await payoutsOf(orderId);
    txnid = payout!.id;
    refno = payout!.gateway_ref;
  });

  it('a forged postback moves nothing: wrong key, changed field, no digest', async () => {
    const before = await orderRow(orderId);
    const p = { txnid, refno, status: 'S', message: 'Credited to the account' };
    const forged = { ...signed(p), digest: sandboxPayoutDigest(p, 'not-the-secret') };
    const res = await postback(forged);
    expect([res.statusCode, res.body]).toEqual([400, 'result=FAIL_DIGEST_MISMATCH']);
    const changed = { ...signed({ ...p, status: 'F' }), status: 'S' };
    expect((await postback(changed)).body).toBe('result=FAIL_DIGEST_MISMATCH');
    const bare = await postback({ merchanttxnid: txnid, refno, status: 'S', message: 'x' });
    expect([bare.statusCode, bare.body]).toEqual([400, 'result=FAIL_BAD_REQUEST']);
    expect(await orderRow(orderId)).toEqual(before);
    expect(
      await t.db.selectFrom('payout_postbacks').selectAll().where('payout_id', '=', txnid).execute(),
    ).toEqual([]);
  });

  it('a signed postback the rail’s status call does not confirm moves nothing', async () => {
    // The sandbox has not paid it yet (its delay has not passed): the rail says P, whatever the postback says.
    const res = await postback(signed({ txnid, refno, status: 'S', message: 'Credited to the account' }));
    expect([res.statusCode, res.body]).toEqual([200, 'result=OK']);
    expect((await orderRow(orderId)).status).toBe(151);
    expect((await payoutsOf(orderId))[0]?.status).toBe('pending');
    const seen = await t.db
      .selectFrom('payout_postbacks')
      .selectAll()
      .where('payout_id', '=', txnid)
      .execute();
    expect(seen.map((s) => [s.status, s.confirmed_status, s.outcome])).toEqual([['S', 'P', 'pending']]);
  });

  it('a postback for an unknown payout reads like a missing one, whatever the txnid names', async () => {
    const answers = await Promise.all(
      ['PPO999999999999', 'PTX000000000001', orderId, 'bad id!'].map(async (id) => {
        const res = await postback(signed({ txnid: id, refno: 'SP00000000', status: 'S', message: 'ok' }));
        return [res.statusCode, res.body];
      }),
    );
    expect(answers).toEqual(Array(4).fill([404, 'result=FAIL_UNKNOWN_TXNID']));
  });

  it('a replay after the payout landed changes nothing', async () => {
    later(5);
    expect(await sweep()).toEqual({ settled: 1, retried: 0 });
    const landed = await orderRow(orderId);
    expect(landed.status).toBe(174);
    const again = await postback(signed({ txnid, refno, status: 'S', message: 'Credited to the account' }));
    expect(again.body).toBe('result=OK');
    // A failure claimed afterwards: the rail's status call still says S, and the payout stays paid.
    const late = await postback(signed({ txnid, refno, status: 'F', message: 'late failure' }));
    expect(late.body).toBe('result=OK');
    expect(await orderRow(orderId)).toEqual(landed);
    expect((await payoutsOf(orderId)).map((p) => p.status)).toEqual(['paid']);
    const outcomes = await t.db
      .selectFrom('payout_postbacks')
      .select('outcome')
      .where('payout_id', '=', txnid)
      .orderBy('id')
      .execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['pending', 'paid', 'duplicate', 'duplicate']);
  });
});
