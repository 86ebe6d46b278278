// @module-tag once: the limit ladder over three loans, through apply, push, a payout and a posted repayment
// "Repay on time to keep a good credit record and raise your limit" (order details), made true: a first loan of at
// most ₱3,000; repaid on time, ₱5,000; a loan repaid late raises nothing; the next on time, ₱7,000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@pautang/contract/constants';
import type { Home, ProductApply } from '@pautang/contract/origination';
import { accrue, addDays } from '@pautang/loan-engine';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/orders.service';
import { postTestPayment } from '../../../testing/payments';
import { buildTestApp, readyToSign, type TestApp } from '../../../test-helper';

let t: TestApp;
const USER = '27900';
beforeAll(async () => {
  t = await buildTestApp();
  await t.db
    .insertInto('users')
    .values({ id: USER, mobile_phone: '09182790000', full_name: '', client_type: 'new' })
    .execute();
  // A profile and an account; the approval the helper adds is for another product, and is never signed here.
  await readyToSign(t, USER, 'prod-regional-8k');
});
afterAll(() => t.close());

let key = 0;
const requestId = () => `00000000-0000-4000-9000-${String((key += 1)).padStart(12, '0')}`;

const at = (date: string) => {
  t.clock.now = new Date(`${date}T02:00:00.000Z`);
};

async function home(): Promise<Home> {
  const res = await t.call('homePage', { sessionId: await t.signIn(USER), body: {} });
  return res.body.data as Home;
}

async function applyFor(productId: string, amount: number, termDays: number): Promise<ProductApply> {
  const res = await t.call('productApply', {
    sessionId: await t.signIn(USER),
    body: { productId, amount, termDays, requestId: requestId() },
  });
  expect(res.body.code).toBe(0);
  return res.body.data as ProductApply;
}

/** Applies for Quick at this amount, signs, is paid out, and repays in full `daysLate` days after the due date. */
async function borrowAndRepay(amount: number, daysLate: number): Promise<void> {
  const decision = await applyFor('prod-quick-5k', amount, 91);
  expect(decision.outcome).toBe('approved');
  const push = await t.call('loanDetailPush', {
    sessionId: await t.signIn(USER),
    body: {
      productId: 'prod-quick-5k',
      amount,
      periods: 91,
      termUnit: 1,
      channel: 'h5',
      agreed: 1,
      agreementIds: ['loan-agreement', 'disclosure-statement'],
      requestId: requestId(),
    },
  });
  expect(push.body.code).toBe(0);
  const orderId =
    /orderId=(PT\d+)/.exec((push.body.data as { lendDetailsUrl: string }).lendDetailsUrl)?.[1] ?? '';
  const today = await getBusinessDate(t.db, t.clock.now);
  // The payout is another part's work: here the money is simply sent today.
  await t.db
    .updateTable('orders')
    .set({ disbursed_on: today, status: ORDER_STATUS.repayable })
    .where('id', '=', orderId)
    .execute();
  at(addDays(addDays(today, 91), daysLate));
  const businessDate = await getBusinessDate(t.db, t.clock.now);
  const order = await t.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const owed = accrue(loanStateOf(order), businessDate).outstandingAmount;
  await postTestPayment(t, {
    id: `pay-ladder-${key}`,
    orderId,
    userId: USER,
    kind: 'repay',
    amount: owed,
  });
  const after = await t.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  expect(after.status).toBe(ORDER_STATUS.finished);
  at(addDays(businessDate, 1));
}

describe('the limit ladder over three loans', () => {
  it('raises the limit for loans repaid on time, not for one repaid late', async () => {
    at('2026-11-21');
    expect(await home()).toMatchObject({ limit: 300000, nextLimit: 500000 });
    expect(await applyFor('prod-quick-5k', 350000, 91)).toMatchObject({ outcome: 'declined' });

    // 1. ₱3,000, repaid on its due date: on time.
    await borrowAndRepay(300000, 0);
    const afterFirst = await home();
    expect(afterFirst).toMatchObject({ limit: 500000, nextLimit: 700000, blockers: [] });
    expect(afterFirst.products.find((p) => p.productId === 'prod-quick-5k')?.maxAmount).toBe(500000);

    // 2. ₱5,000, repaid 5 days late (penalty and late interest charged): the limit stays.
    await borrowAndRepay(500000, 5);
    expect(await home()).toMatchObject({ limit: 500000, nextLimit: 700000 });
    expect(await applyFor('prod-regional-8k', 550000, 91)).toMatchObject({
      outcome: 'declined',
      message:
        'Your limit is ₱5,000.00 for now. Please choose a lower amount: each loan repaid on time raises your limit.',
    });

    // 3. ₱5,000 again, repaid on time: ₱7,000, and Flex (from ₱6,000) opens.
    await borrowAndRepay(500000, 0);
    const afterThird = await home();
    expect(afterThird).toMatchObject({ limit: 700000, nextLimit: 900000 });
    expect(afterThird.products.find((p) => p.productId === 'prod-flex-12k')).toMatchObject({
      available: 1,
      maxAmount: 700000,
    });
    expect(await applyFor('prod-regional-8k', 550000, 91)).toMatchObject({ outcome: 'approved' });
    const rows = await t.db
      .selectFrom('credit_decisions')
      .select(['outcome', 'inputs'])
      .where('user_id', '=', USER)
      .where('decided_by', 'is', null)
      .orderBy('seq')
      .execute();
    expect(rows.at(-1)?.inputs).toMatchObject({ limitAmount: 700000, loansRepaid: 3, loansRepaidOnTime: 2 });
  });
});
