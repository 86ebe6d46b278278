// @module-tag database: each event files its message inside the transaction of the event, on PostgreSQL too
// Every event a borrower hears about is filed where it happens (issue 29), once, in its default wording with the
// values formatted for reading (₱ amounts, Manila days), and linked to the H5 screen it is about: a decision
// (approved, held, declined by an officer with the reason), a payout (sent, or failed with what to do), a payment
// (received with the balance after; a rollover with the new due date), a refund the rail confirmed, and a support
// reply. A repeated postback or request files nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@pautang/contract/endpoints';
import type { GenerateVcode } from '@pautang/contract/repayment';
import type { ProductApply } from '@pautang/contract/origination';
import { formatPeso } from '@pautang/contract/format/money';
import { accrue, quoteRollover } from '@pautang/loan-engine';
import { resetDemoOrder } from '../../demo/index';
import { saveSignerProfile } from '../../demo/index';
import type { Deps } from '../../../platform/deps';
import { SANDBOX_PAGE } from '../../../platform/payment-gateway/sandbox';
import {
  buildTestApp,
  readyToSign,
  signLoan,
  staffCookie,
  testProfile,
  type TestApp,
} from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../../lending/index';
import { applyRefundStatus } from '../../lending/index';

let t: TestApp;
let credit: string;
let agent: string;

beforeAll(async () => {
  t = await buildTestApp({
    demoApproveReviews: false,
    payout: { kind: 'sandbox', secret: 'events-test-secret', delaySeconds: 5 },
  });
  credit = await staffCookie(t, 'credit');
  agent = await staffCookie(t);
});
afterAll(() => t?.close());

const notificationsOf = (userId: string, event: string) =>
  t.db
    .selectFrom('notifications')
    .select(['event', 'event_key', 'title', 'body', 'link', 'legal', 'status'])
    .where('user_id', '=', userId)
    .where('event', '=', event)
    .execute();
const later = (seconds: number) => (t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000));
let request = 0;
const requestId = () => `00000000-0000-4000-8000-${String((request += 1)).padStart(12, '0')}`;

let nextUser = 0;
/** A new borrower named "Liza Ramos NN", with a profile and a bound e-wallet (ending as given). */
async function borrower(options: { idNumber?: string; wallet?: string } = {}) {
  nextUser += 1;
  const userId = `29${String(nextUser).padStart(3, '0')}`;
  await t.db
    .insertInto('users')
    .values({
      id: userId,
      mobile_phone: `0918${userId}00`.slice(0, 11),
      full_name: `Liza Ramos ${userId}`,
      client_type: 'new',
    })
    .execute();
  // In the name the account is in: a payout checks the account is the borrower's (issue 40).
  const profile = testProfile(userId, {
    basic: { firstName: 'Liza', middleName: '', lastName: `Ramos ${userId}` },
    ...(options.idNumber ? { identity: { idNumber: options.idNumber } } : {}),
  });
  await saveSignerProfile(t.db, userId, profile, t.clock.now.toISOString());
  await t.db
    .insertInto('bank_accounts')
    .values({
      id: `ba-${userId}`,
      user_id: userId,
      kind: 'ewallet',
      bank_code: 'GCASH',
      bank_name: 'GCash',
      account_no: options.wallet ?? `0917${userId}01`,
      account_name: `Liza Ramos ${userId}`,
      debit_authorized_at: null,
      created_at: t.clock.now.toISOString(),
      deleted_at: null,
    })
    .execute();
  return { userId, session: await t.signIn(userId) };
}

const apply = (session: string) =>
  t.call('productApply', {
    sessionId: session,
    body: { productId: 'prod-quick-5k', amount: 300000, termDays: 91, requestId: requestId() },
  });

describe('credit decisions', () => {
  it('an approval, a hold and an officer’s decline each file their message, once', async () => {
    const first = await borrower();
    const approved = (await apply(first.session)).body.data as ProductApply;
    expect(approved.outcome).toBe('approved');
    expect(await notificationsOf(first.userId, 'application-approved')).toEqual([
      {
        event: 'application-approved',
        event_key: approved.decisionId,
        title: 'Your loan is approved',
        body: 'Hi Liza, your Pautang Quick application is approved for ₱3,000.00. Open the app to confirm your loan.',
        link: '/loanConfirm?productId=prod-quick-5k',
        legal: true,
        status: 'scheduled',
      },
    ]);

    // Their ID number is already the first borrower's: held for a person.
    const held = await borrower({ idNumber: `ID-${first.userId}` });
    await saveSignerProfile(
      t.db,
      first.userId,
      testProfile(first.userId, { identity: { idNumber: `ID-${first.userId}` } }),
      t.clock.now.toISOString(),
    );
    const review = (await apply(held.session)).body.data as ProductApply;
    expect(review.outcome).toBe('review');
    expect(await notificationsOf(held.userId, 'application-review')).toMatchObject([
      {
        event_key: review.decisionId,
        body: 'Hi Liza, a member of our credit team is reviewing your Pautang Quick application. We will text you the result.',
      },
    ]);

    const reason = 'We could not confirm that the ID you gave is yours. Please call us at 8888-1234.';
    const decided = await t.inject({
      method: 'POST',
      url: `${API_PREFIX}/console/credit/reviews/${review.decisionId}`,
      headers: { cookie: credit },
      payload: { decision: 'decline', reason },
    });
    expect(decided.json()).toMatchObject({ code: 0 });
    expect(await notificationsOf(held.userId, 'application-declined')).toMatchObject([
      {
        title: 'About your loan application',
        body: `Hi Liza, we cannot offer you Pautang Quick this time: ${reason}`,
      },
    ]);
  });
});

describe('payouts', () => {
  async function signed(wallet?: string) {
    const who = await borrower(wallet ? { wallet } : {});
    await readyToSign(t, who.userId, 'prod-quick-5k', { account: false });
    const res = await signLoan(
      t,
      who.session,
      { productId: 'prod-quick-5k', amount: 500000, periods: 91 },
      requestId(),
    );
    expect(res.body.code).toBe(0);
    return { ...who, orderId: (res.body.data as { orderId: string }).orderId };
  }
  const sweep = () => t.inject({ method: 'POST', url: '/attempt/dev/payouts' });

  it('money sent, and a payout the account cannot receive with what to do, once each', async () => {
    const paid = await signed();
    const failed = await signed('09175550000');
    later(5);
    await sweep();
    await sweep();
    const [sent] = await notificationsOf(paid.userId, 'payout-sent');
    expect(await notificationsOf(paid.userId, 'payout-sent')).toHaveLength(1);
    expect(sent).toMatchObject({
      title: 'Your loan has been sent',
      body: `Hi Liza, ₱5,000.00 for order ${paid.orderId} has been sent to GCash **** ${paid.userId.slice(-2)}01.`,
      link: `/loanDetail?orderId=${paid.orderId}&productId=prod-quick-5k`,
    });
    expect(await notificationsOf(failed.userId, 'payout-failed')).toMatchObject([
      {
        title: 'We could not send your loan',
        body:
          'Hi Liza, we could not send ₱5,000.00 to your account: The account does not exist or cannot receive ' +
          'funds. Please bind another account in your name, and we will send it again. Open the app to check ' +
          'your account details.',
        link: `/loanDetail?orderId=${failed.orderId}&productId=prod-quick-5k`,
      },
    ]);
  });
});

describe('payments', () => {
  const maria = () => t.signIn('10001');
  const code = async (session: string, body: Record<string, unknown>) => {
    const res = await t.call('generateVcode', {
      sessionId: session,
      body: { channelNumber: 'GCSH', ...body },
    });
    expect(res.body.message).toBe('success');
    return res.body.data as GenerateVcode;
  };
  const pay = (txnid: string) =>
    t.app.inject({
      method: 'POST',
      url: SANDBOX_PAGE,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicOrigin },
      payload: new URLSearchParams({ txnid, action: 'pay' }).toString(),
    });

  it('a payment received with the balance after, linked to the payment records; once per payment', async () => {
    const bd = await getBusinessDate(t.db, t.clock.now);
    await resetDemoOrder(t.db, 'order-180', bd);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', 'PT0000000180')
      .executeTakeFirstOrThrow();
    const amount = 100_000;
    const paid = await code(await maria(), { orderId: order.id, productId: order.product_id, amount });
    await pay(paid.referenceNo);
    await pay(paid.referenceNo);
    const entry = await t.db
      .selectFrom('ledger_entries')
      .select('balance_after')
      .where('payment_id', '=', paid.referenceNo)
      .executeTakeFirstOrThrow();
    expect(await notificationsOf('10001', 'payment-received')).toEqual([
      {
        event: 'payment-received',
        event_key: paid.referenceNo,
        title: 'Payment received',
        body: `Hi Maria, we received ₱1,000.00 for order PT0000000180. Your balance is now ${formatPeso(entry.balance_after)}. Thank you!`,
        link: `/paymentRecords?orderId=PT0000000180&productId=${order.product_id}`,
        legal: true,
        status: 'scheduled',
      },
    ]);
  });

  it('a rollover applied with the new due date', async () => {
    const bd = await getBusinessDate(t.db, t.clock.now);
    await resetDemoOrder(t.db, 'order-174-delay', bd);
    const orders = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', '10001')
      .where('rollover_count', '=', 0)
      .where('id', '!=', 'PT0000000180')
      .execute();
    const target = orders.find((o) => quoteRollover(loanStateOf(o), bd).allowed);
    if (!target) throw new Error('an order of Maria that may be rolled over');
    const quote = quoteRollover(loanStateOf(target), bd);
    const rolled = await code(await maria(), {
      orderId: target.id,
      productId: target.product_id,
      amount: quote.delayAmount,
      isDelay: 1,
    });
    await pay(rolled.referenceNo);
    const after = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(after.rollover_count).toBe(1);
    const dueOn = accrue(loanStateOf(after), bd).maturityOn;
    expect(await notificationsOf('10001', 'rollover-applied')).toMatchObject([
      {
        event_key: rolled.referenceNo,
        title: 'Rollover applied',
        body: `Hi Maria, your rollover for order ${target.id} is applied. Your new due date is ${dueOn}.`,
        link: `/loanDetail?orderId=${target.id}&productId=${target.product_id}`,
      },
    ]);
  });
});

describe('refunds and support', () => {
  it('a refund the rail confirmed paid, once however often it is confirmed', async () => {
    const at = t.clock.now.toISOString();
    await t.db
      .insertInto('payments')
      .values({
        id: 'PTXE0000000001',
        user_id: '10002',
        order_id: 'PT0000000174',
        kind: 'repay',
        channel: 'GCSH',
        amount: 35_000,
        status: 'paid',
        refund_amount: 35_000,
        gateway: 'sandbox',
        pay_url: '',
        expires_at: at,
        paid_at: at,
      })
      .execute();
    await t.db
      .insertInto('refunds')
      .values({
        id: 'RFE000000001',
        payment_id: 'PTXE0000000001',
        user_id: '10002',
        order_id: 'PT0000000174',
        amount: 35_000,
        account_id: 'ba-10002-gcash',
        account_label: 'GCash **** 4502',
        rail: 'ewallet',
        status: 'pending',
        gateway: 'sandbox',
        approval_id: null,
        maker_id: 'staff-finance',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const deps = { db: t.db, clock: () => t.clock.now } as unknown as Deps;
    const confirmed = { status: 'S' as const, refNo: 'SPREF1', amount: 35_000, message: '' };
    expect(await applyRefundStatus(deps, 'RFE000000001', confirmed)).toBe('paid');
    expect(await applyRefundStatus(deps, 'RFE000000001', confirmed)).toBe('duplicate');
    // Called without a request, so what the refund emitted is delivered here (a request's is before its answer).
    await t.deliverEvents();
    expect(await notificationsOf('10002', 'refund-sent')).toMatchObject([
      {
        event_key: 'RFE000000001',
        title: 'Refund sent',
        body: 'Hi Jose, we have sent ₱350.00 back to GCash **** 4502.',
      },
    ]);
  });

  it('a support reply, linked to the complaint', async () => {
    const jose = await t.signIn('10002');
    const filed = await t.call('problemSave', {
      sessionId: jose,
      body: {
        problemType: 2,
        problemDetail: 'My payment is not shown.',
        orderNo: 'PT0000000174',
        problemImage: '',
      },
    });
    const id = (filed.body.data as { problemId: string }).problemId;
    const reply = { text: 'It is posted now.', images: [], wantsRating: false, requestId: requestId() };
    for (let i = 0; i < 2; i += 1) {
      const res = await t.inject({
        method: 'POST',
        url: `/attempt/console/complaints/${id}/reply`,
        headers: { cookie: agent },
        payload: reply,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await notificationsOf('10002', 'complaint-replied')).toMatchObject([
      {
        title: 'We replied to your concern',
        body: 'Hi Jose, our support team has replied to your concern. Open the app to read it.',
        link: `/complainDetails?problemId=${id}`,
      },
    ]);
  });
});
