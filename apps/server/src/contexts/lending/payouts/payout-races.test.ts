// @module-tag database: payout postbacks, bindings and sweeps in flight together (row locks, the one-live-payout index)
// Replays and races of payouts, with the requests really in flight together (on PostgreSQL they run on several
// connections at once): the same postback many times at once pays the loan out once; a forged one among them moves
// nothing; two bindings at once send one payout; two sweeps at once settle and post each payout once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayoutDigest } from '../../../platform/payout/sandbox-payout';
import {
  buildTestApp,
  readyToSign,
  sessionParamsOf,
  signLoan,
  testProfile,
  type TestApp,
} from '../../../test-helper';
import { PAYOUT_POSTBACK_PATH } from './payout-rail.routes';

const SECRET = 'payout-races-secret';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ payout: { kind: 'sandbox', secret: SECRET, delaySeconds: 5 } });
});
afterAll(() => t.close());

let nextUser = 21001;
/** A new borrower with one GCash account bound, signed in. */
async function borrower(walletNo: string): Promise<string> {
  const userId = String(nextUser++);
  await t.db
    .insertInto('users')
    .values({
      id: userId,
      mobile_phone: `0918${userId.padStart(7, '0')}`,
      full_name: 'Tess Go',
      client_type: 'new',
    })
    .execute();
  const session = await t.signIn(userId);
  await t.call('bindCardNew', { sessionId: session, form: wallet(walletNo) });
  return session;
}
const wallet = (number: string) => ({
  cardType: '1',
  channelNumber: '90006',
  walletAccount: number,
  accountName: 'Tess Go',
  product_id: 'prod-quick-5k',
});
let requests = 0;
async function push(session: string): Promise<string> {
  const userId = (await sessionParamsOf(t.db, session)).userId!;
  // Named as the wallets are: a payout account must be in the borrower's legal name (issue 40).
  const profile = testProfile(userId, { basic: { firstName: 'Tess', middleName: '', lastName: 'Go' } });
  await readyToSign(t, userId, 'prod-quick-5k', { account: false, profile });
  const res = await signLoan(
    t,
    session,
    { productId: 'prod-quick-5k', amount: 500000, periods: 91 },
    `00000000-0000-4000-a000-${String(++requests).padStart(12, '0')}`,
  );
  return (res.body.data as { orderId: string }).orderId;
}
const payoutsOf = (orderId: string) =>
  t.db.selectFrom('payouts').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
const orderRow = (orderId: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const outcomes = async (payoutId: string) =>
  (
    await t.db.selectFrom('payout_postbacks').select('outcome').where('payout_id', '=', payoutId).execute()
  ).map((r) => r.outcome);
const send = (fields: Record<string, string>) =>
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
/** The sandbox settles the payout on its side (as its sweep would) without posting back: the test posts. */
const settleAtRail = (txnId: string, status: string, message: string) =>
  t.db.updateTable('sandbox_payouts').set({ status, message }).where('txn_id', '=', txnId).execute();

describe('payout postbacks in flight together', () => {
  it('the same postback 12 times at once, with forged ones among them: paid once, one disbursement', async () => {
    const session = await borrower('09175561111');
    const orderId = await push(session);
    const [payout] = await payoutsOf(orderId);
    await settleAtRail(payout!.id, 'S', 'Credited to the account');
    const genuine = signed({
      txnid: payout!.id,
      refno: payout!.gateway_ref,
      status: 'S',
      message: 'Credited to the account',
    });
    const forged = { ...genuine, status: 'F', message: 'forged' };
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => send(genuine)),
      ...Array.from({ length: 3 }, () => send(forged)),
    ]);
    expect(answers.slice(0, 12).map((a) => a.body)).toEqual(Array(12).fill('result=OK'));
    expect(answers.slice(12).map((a) => a.statusCode)).toEqual([400, 400, 400]);

    const got = await outcomes(payout!.id);
    expect(got.filter((o) => o === 'paid')).toHaveLength(1);
    expect(got.filter((o) => o === 'duplicate')).toHaveLength(11);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 174, status_override: null, disbursed_on: '2026-11-21' });
    // One disbursement record: the one payout, paid once.
    expect((await payoutsOf(orderId)).map((p) => [p.status, p.settled_at !== null])).toEqual([
      ['paid', true],
    ]);
    expect(
      await t.db.selectFrom('ledger_entries').select('id').where('order_id', '=', orderId).execute(),
    ).toEqual([]);
  });

  it('a success and a failure postback racing: the rail’s status call decides, once', async () => {
    // An account the sandbox cannot pay into: its failure is the borrower's to fix.
    const session = await borrower('09175560000');
    const orderId = await push(session);
    const [payout] = await payoutsOf(orderId);
    await settleAtRail(payout!.id, 'F', 'The account does not exist or cannot receive funds');
    const base = { txnid: payout!.id, refno: payout!.gateway_ref };
    await Promise.all([
      send(signed({ ...base, status: 'S', message: 'claimed success' })),
      send(signed({ ...base, status: 'F', message: 'The account does not exist or cannot receive funds' })),
      send(signed({ ...base, status: 'F', message: 'The account does not exist or cannot receive funds' })),
    ]);
    const got = await outcomes(payout!.id);
    expect(got.filter((o) => o === 'failed')).toHaveLength(1);
    expect(got.filter((o) => o === 'duplicate')).toHaveLength(2);
    expect(await orderRow(orderId)).toMatchObject({ status: 21, disbursed_on: null, card_need_pop: 1 });
  });
});

describe('bindings and sweeps in flight together', () => {
  it('two fixes of the account at once send one payout', async () => {
    const session = await borrower('09175570000');
    const orderId = await push(session);
    const [first] = await payoutsOf(orderId);
    await settleAtRail(first!.id, 'F', 'The account does not exist or cannot receive funds');
    await send(signed({ txnid: first!.id, refno: first!.gateway_ref, status: 'F', message: 'x' }));
    expect((await orderRow(orderId)).status).toBe(21);

    const answers = await Promise.all(
      ['09175571111', '09175572222', '09175573333'].map((no) =>
        t.call('bindCardChange', { sessionId: session, form: { ...wallet(no), orderId } }),
      ),
    );
    // Each binding that came before the payout left is answered; one that came after is told it is on its way.
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const live = (await payoutsOf(orderId)).filter((p) => p.status !== 'failed');
    expect(live).toHaveLength(1);
    expect(live[0]?.status).toBe('pending');
    expect((await orderRow(orderId)).status).toBe(151);
  });

  it('two sweeps at once settle and post back each due payout once', async () => {
    const orders = await Promise.all(
      ['09175581111', '09175582222', '09175583333'].map(async (no) => push(await borrower(no))),
    );
    t.clock.now = new Date(t.clock.now.getTime() + 5000);
    const due = await t.db.selectFrom('sandbox_payouts').select('txn_id').where('status', '=', 'P').execute();
    expect(due.length).toBeGreaterThanOrEqual(3);
    const runs = await Promise.all(
      [1, 2].map(
        async () =>
          (
            (await t.inject({ method: 'POST', url: '/attempt/dev/payouts' })).json() as {
              data: { settled: number };
            }
          ).data,
      ),
    );
    expect(runs.reduce((n, r) => n + r.settled, 0)).toBe(due.length);
    for (const orderId of orders) {
      const [payout] = await payoutsOf(orderId);
      expect(await outcomes(payout!.id)).toEqual(['paid']);
      expect((await orderRow(orderId)).status).toBe(174);
    }
  });
});
