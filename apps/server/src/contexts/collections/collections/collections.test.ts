// @module-tag database: migration 0025 and the waiver under its lock, on PostgreSQL too
// @module-tag wire: the order details the borrower reads (the waiver line) come through the wire table
// Collections (issue 28, SEC MC 18 s.2019): the book in days-past-due buckets from a seeded book with known days
// past due, assignment and each collector's queue, each conduct rule refusing with its reason (and sending
// nothing), SMS only to the borrower's own phone from an approved template, a promise broken once its day passes
// unpaid, and penalty waivers within and above the limit through maker-checker and the engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactLog, OverdueBook } from '@pautang/contract/collections';
import { ErrorCode } from '@pautang/contract/errors';
import type { OrderDetails } from '@pautang/contract/loans';
import type { PaymentRecords } from '@pautang/contract/repayment';
import { businessDateFromInstant } from '@pautang/loan-engine';
import { getBusinessDate } from '../../staff/index';
import { buildTestApp, type TestApp, staffCall, staffCookie } from '../../../test-helper';
import { seedBook, type BookOrder } from '../../demo/index';
import { BOOK_SEARCH_TOO_SHORT, COLLECTIONS_TEXTS, contactsOfBorrower } from './collections.service';

let t: TestApp;
let today: string;
let book: BookOrder[];
let mario: string;
let liza: string;
let finance: string;

const DPDS = [1, 10, 20, 31, 61, 95] as const;
const order = (dpd: number): BookOrder => {
  const found = book.find((b) => b.dpd === dpd);
  if (!found) throw new Error(`no order at ${dpd} days`);
  return found;
};

const bookOf = async (cookie: string, query: Record<string, string> = {}) => {
  const res = await staffCall(t, cookie, 'consoleOverdueBook', { q: 'coll test', ...query });
  expect(res.code).toBe(0);
  return res.data as OverdueBook;
};
const itemOf = async (orderId: string) => {
  const item = (await bookOf(mario)).items.find((i) => i.orderId === orderId);
  if (!item) throw new Error(`${orderId} not in the book`);
  return item;
};
const setTime = (time: string) =>
  t.inject({ method: 'POST', url: '/attempt/dev/business-time', payload: { time } });
const outboxCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('sms_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const audits = (action: string, subjectId: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('subject_id', '=', subjectId)
    .execute();
const sms = (orderId: string, extra: Record<string, unknown> = {}) =>
  staffCall(t, mario, 'consoleLogContact', {
    id: orderId,
    channel: 'sms',
    outcome: 'other',
    templateId: 'reminder-calm',
    ...extra,
  });

beforeAll(async () => {
  t = await buildTestApp();
  today = await getBusinessDate(t.db, t.clock.now);
  book = await seedBook(t.db, today, DPDS);
  [mario, liza, finance] = await Promise.all([
    staffCookie(t, 'collector'),
    staffCookie(t, 'collector2'),
    staffCookie(t, 'finance'),
  ]);
});
afterAll(() => t.close());

describe('the overdue book', () => {
  it('puts each order in its days-past-due bucket, with counts and amounts per bucket', async () => {
    const all = await bookOf(mario);
    expect(all.businessDate).toBe(today);
    expect(all.items.map((i) => [i.orderId, i.daysPastDue, i.bucket])).toEqual(
      [...DPDS]
        .reverse()
        .map((dpd) => [
          order(dpd).id,
          dpd,
          dpd <= 30 ? '1-30' : dpd <= 60 ? '31-60' : dpd <= 90 ? '61-90' : '90+',
        ]),
    );
    expect(all.buckets.map((b) => [b.bucket, b.count])).toEqual([
      ['1-30', 3],
      ['31-60', 1],
      ['61-90', 1],
      ['90+', 1],
    ]);
    const due = (dpd: number) => all.items.find((i) => i.daysPastDue === dpd)?.dueAmount ?? 0;
    expect(all.buckets[0]?.dueAmount).toBe(due(1) + due(10) + due(20));
    expect(due(95)).toBeGreaterThan(due(1));

    const middle = await bookOf(mario, { bucket: '31-60' });
    expect(middle.items.map((i) => i.orderId)).toEqual([order(31).id]);
    // The counts stay those of the whole selection, whatever bucket is open.
    expect(middle.buckets.map((b) => b.count)).toEqual([3, 1, 1, 1]);
    // A search by phone finds its borrower alone.
    expect((await bookOf(mario, { q: order(61).phone })).items.map((i) => i.orderId)).toEqual([order(61).id]);
    // Written as +63, and the order number in any case: the same borrower, the same order.
    const intl = `+63${order(61).phone.slice(1)}`;
    expect((await bookOf(mario, { q: intl })).items.map((i) => i.orderId)).toEqual([order(61).id]);
    expect((await bookOf(mario, { q: order(31).id.toLowerCase() })).items.map((i) => i.orderId)).toEqual([
      order(31).id,
    ]);
  });

  it('refuses a search of one or two letters, saying what to type (it would read nearly every borrower)', async () => {
    for (const q of ['a', ' co ']) {
      const res = await staffCall(t, mario, 'consoleOverdueBook', { q });
      expect(res.status, q).toBe(400);
      expect(res.code, q).toBe(ErrorCode.Validation);
      expect(res.message, q).toBe(BOOK_SEARCH_TOO_SHORT);
    }
    // No search at all is the whole book, not a refusal.
    expect((await staffCall(t, mario, 'consoleOverdueBook', { q: '  ' })).code).toBe(0);
  });

  it('leaves out orders not yet due and paid ones, and records the view', async () => {
    const everything = await staffCall(t, mario, 'consoleOverdueBook', {});
    const items = (everything.data as OverdueBook).items;
    expect(items.every((i) => i.daysPastDue >= 1)).toBe(true);
    // The seed's repayable (not yet due) and paid orders are not in it; its overdue one is.
    expect(items.map((i) => i.orderId)).not.toContain('PT0000000174');
    expect(items.map((i) => i.orderId)).not.toContain('PT0000000200');
    expect(items.map((i) => i.orderId)).toContain('PT0000000180');
    expect((await audits('collections.book-viewed', 'book')).length).toBeGreaterThanOrEqual(1);
  });

  it('is refused to a role without collections', async () => {
    const res = await staffCall(t, finance, 'consoleOverdueBook', {});
    expect([res.status, res.code]).toEqual([403, ErrorCode.Forbidden]);
  });
});

describe('an id that cannot be one', () => {
  it.each(['PT\u0000', 'a'.repeat(65), "PT' or 1=1", 'ＰＴ０００１'])(
    '%j reads as not found, never a 500',
    async (bad) => {
      for (const [key, request] of [
        ['consoleContactLog', { id: bad }],
        ['consoleLogContact', { id: bad, channel: 'call', outcome: 'other' }],
        ['consoleSetContactConsent', { id: bad, agreed: true, note: 'x' }],
        ['consoleWaivePenalty', { id: bad, amount: 100, mode: 'owed-now', reason: 'x' }],
      ] as const) {
        const res = await staffCall(t, mario, key, request);
        expect([key, res.status, res.code]).toEqual([key, 404, ErrorCode.NotFound]);
      }
      const assign = await staffCall(t, mario, 'consoleAssignOrders', {
        orderIds: [bad],
        collectorId: 'staff-collector',
      });
      expect([400, 404]).toContain(assign.status);
    },
  );
});

describe('assignment and each collector’s queue', () => {
  it('assigns orders to a collector, whose queue (mine) then holds them alone', async () => {
    const res = await staffCall(t, liza, 'consoleAssignOrders', {
      orderIds: [order(31).id, order(95).id],
      collectorId: 'staff-collector',
    });
    expect(res.data).toEqual({ assigned: 2 });
    const queue = await bookOf(mario, { mine: '1' });
    expect(queue.items.map((i) => [i.orderId, i.collector?.name])).toEqual([
      [order(95).id, 'Mario Reyes'],
      [order(31).id, 'Mario Reyes'],
    ]);
    expect((await bookOf(liza, { mine: '1' })).items).toEqual([]);
    expect((await bookOf(liza, { collector: 'staff-collector' })).items).toHaveLength(2);
    expect((await bookOf(liza, { collector: 'none' })).items).toHaveLength(DPDS.length - 2);
    expect(queue.collectors.map((c) => c.id)).toEqual(
      expect.arrayContaining(['staff-collector', 'staff-collector2']),
    );
    expect(queue.collectors.map((c) => c.id)).not.toContain('staff-finance');
    const [audit] = await audits('collections.assigned', order(31).id);
    expect(audit).toMatchObject({ actor_id: 'staff-collector2', borrower_id: order(31).userId });
    expect(audit?.after).toEqual({ collectorId: 'staff-collector' });
  });

  it('refuses a collector without the collections role, or an unknown order, and assigns nothing', async () => {
    const notCollector = await staffCall(t, liza, 'consoleAssignOrders', {
      orderIds: [order(1).id],
      collectorId: 'staff-finance',
    });
    expect([notCollector.code, notCollector.message]).toEqual([
      ErrorCode.NotFound,
      COLLECTIONS_TEXTS.collectorNotFound,
    ]);
    const unknown = await staffCall(t, liza, 'consoleAssignOrders', {
      orderIds: [order(1).id, 'PT9999999999'],
      collectorId: 'staff-collector2',
    });
    expect(unknown.code).toBe(ErrorCode.NotFound);
    expect((await itemOf(order(1).id)).collector).toBeNull();
  });
});

describe('the conduct rules', () => {
  it('refuses an SMS at 22:30 Manila without consent at 10 days past due: says why, sends nothing, audits it', async () => {
    await setTime('22:30');
    const before = await outboxCount();
    const res = await sms(order(10).id);
    expect([res.status, res.code, res.message]).toEqual([
      409,
      ErrorCode.Conflict,
      COLLECTIONS_TEXTS.quietHours('22:30', 10),
    ]);
    expect(await outboxCount()).toBe(before);
    const [refusal] = await audits('collections.contact-refused', order(10).id);
    expect(refusal).toMatchObject({
      actor_id: 'staff-collector',
      note: COLLECTIONS_TEXTS.quietHours('22:30', 10),
    });
    // A call at that hour is refused as well, and neither is in the log.
    const call = await staffCall(t, mario, 'consoleLogContact', {
      id: order(10).id,
      channel: 'call',
      outcome: 'no-answer',
    });
    expect(call.code).toBe(ErrorCode.Conflict);
    const log = (await staffCall(t, mario, 'consoleContactLog', { id: order(10).id })).data as ContactLog;
    expect(log.contacts).toEqual([]);
  });

  it('allows it at 22:30 once the account is over 15 days past due', async () => {
    await setTime('22:30');
    expect((await sms(order(20).id)).code).toBe(0);
  });

  it('allows it at 22:30 when the borrower agreed to be contacted at any hour', async () => {
    await setTime('22:30');
    const consent = await staffCall(t, mario, 'consoleSetContactConsent', {
      id: order(10).id,
      agreed: true,
      note: 'Asked on the 14:00 call to be reached after work.',
    });
    expect(consent.data).toEqual({ agreed: true });
    expect((await itemOf(order(10).id)).consent).toBe(true);
    expect((await sms(order(10).id)).code).toBe(0);
    await staffCall(t, mario, 'consoleSetContactConsent', {
      id: order(10).id,
      agreed: false,
      note: 'Withdrew it.',
    });
    expect((await sms(order(10).id)).code).toBe(ErrorCode.Conflict);
  });

  it('allows it at 07:00 and refuses it at 05:59', async () => {
    await setTime('05:59');
    expect((await sms(order(1).id)).code).toBe(ErrorCode.Conflict);
    await setTime('07:00');
    expect((await sms(order(1).id)).code).toBe(0);
  });
});

describe('an SMS', () => {
  it('goes only to the borrower’s own phone, through the outbox, with the approved template’s text', async () => {
    await setTime('10:00');
    const target = order(31);
    const res = await sms(target.id, { outcome: 'no-answer', note: 'Left a reminder.' });
    expect(res.code).toBe(0);
    const [last] = await t.db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(1).execute();
    const item = await itemOf(target.id);
    expect(last?.phone).toBe(target.phone);
    expect(last?.body).toMatch(
      new RegExp(
        `^Hi ${target.name}, this is Pautang\\. Your loan ${target.id} has ₱[\\d,]+\\.\\d\\d due since \\d{4}-\\d{2}-\\d{2}\\.`,
      ),
    );
    expect(last?.body).not.toMatch(/[{}]/);
    const log = (await staffCall(t, mario, 'consoleContactLog', { id: target.id })).data as ContactLog;
    expect(log.contacts[0]).toMatchObject({
      channel: 'sms',
      outcome: 'no-answer',
      templateId: 'reminder-calm',
      smsBody: last?.body,
      staff: 'Mario Reyes',
      note: 'Left a reminder.',
    });
    expect(item.lastContact).toMatchObject({ channel: 'sms', outcome: 'no-answer' });
    expect((await audits('collections.log-viewed', target.id)).length).toBeGreaterThanOrEqual(1);
    // The preview the collector reads before sending is that same text, filled from the order (issue 40).
    expect(log.templates.find((tpl) => tpl.id === 'reminder-calm')?.preview).toBe(last?.body);
    for (const tpl of log.templates) expect(tpl.preview).not.toMatch(/[{}]/);
  });

  it('cannot carry a phone number, free text or an unapproved template', async () => {
    await setTime('10:00');
    const before = await outboxCount();
    const withPhone = await sms(order(31).id, { phone: '09998887777' });
    expect([withPhone.status, withPhone.code]).toEqual([400, ErrorCode.Validation]);
    const noTemplate = await sms(order(31).id, { templateId: undefined });
    expect(noTemplate.code).toBe(ErrorCode.Validation);
    const unknown = await sms(order(31).id, { templateId: 'pay-or-else' });
    expect(unknown.code).toBe(ErrorCode.Validation);
    const body = await sms(order(31).id, { body: 'Pay now.' });
    expect(body.code).toBe(ErrorCode.Validation);
    expect(await outboxCount()).toBe(before);
  });
});

describe('penalty waivers', () => {
  const details = async (target: BookOrder) => {
    const session = await t.signIn(target.userId);
    const res = await t.call('loanDetails', { sessionId: session, query: { orderId: target.id } });
    return (res.body.data as OrderDetails).userOrderDetail.detail;
  };

  it('once a second collector approves, what is owed drops by exactly the amount, shown on the order', async () => {
    const target = order(61);
    const before = await itemOf(target.id);
    expect(before.penaltyOwedAmount).toBeGreaterThan(5_000);
    const res = await staffCall(t, mario, 'consoleWaivePenalty', {
      id: target.id,
      amount: 5_000,
      mode: 'owed-now',
      reason: 'Hardship: hospital stay.',
    });
    // Maker-checker always (issue 40, D3): nothing moves until a second collector approves.
    const { approvalId } = res.data as { status: string; approvalId: string };
    expect(res.data).toMatchObject({ status: 'pending' });
    expect((await itemOf(target.id)).outstandingAmount).toBe(before.outstandingAmount);
    const approved = await staffCall(t, liza, 'consoleDecideApproval', {
      id: approvalId,
      decision: 'approve',
    });
    expect(approved.code).toBe(0);
    const after = await itemOf(target.id);
    expect(after.outstandingAmount).toBe(before.outstandingAmount - 5_000);
    expect(after.penaltyOwedAmount).toBe(before.penaltyOwedAmount - 5_000);
    expect(after.penaltyWaivedAmount).toBe(5_000);
    const stored = await t.db
      .selectFrom('penalty_waivers')
      .selectAll()
      .where('order_id', '=', target.id)
      .execute();
    expect(stored).toMatchObject([
      { amount: 5_000, maker_id: 'staff-collector', approval_id: approvalId, mode: 'owed-now' },
    ]);
    expect(await details(target)).toContainEqual({ text: 'Penalty waived', value: 5_000, type: 'money' });
    // And in the borrower's payment records, beside the receipts, as the server words it.
    const { product_id: productId } = await t.db
      .selectFrom('orders')
      .select('product_id')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    const records = await t.call('paymentRecords', {
      sessionId: await t.signIn(target.userId),
      body: { orderId: target.id, productId },
    });
    const day = stored[0] ? businessDateFromInstant(stored[0].at) : '';
    expect((records.body.data as PaymentRecords).waivers).toEqual([
      { note: `Late penalty of ₱50.00 waived on ${day}.`, amount: 5_000, mode: 'owed-now' },
    ]);
  });

  it('refuses more than the unpaid penalty', async () => {
    const target = order(61);
    const item = await itemOf(target.id);
    const res = await staffCall(t, mario, 'consoleWaivePenalty', {
      id: target.id,
      amount: item.penaltyOwedAmount + 1,
      mode: 'owed-now',
      reason: 'Too much.',
    });
    expect(res.code).toBe(ErrorCode.Validation);
    expect(res.message).toMatch(/of the late penalty is unpaid on this order/);
    expect((await itemOf(target.id)).outstandingAmount).toBe(item.outstandingAmount);
  });

  it('above the limit waits for a second collector: the maker cannot approve it, another can', async () => {
    const target = order(95);
    const before = await itemOf(target.id);
    const amount = 20_000;
    expect(before.penaltyOwedAmount).toBeGreaterThan(amount);
    const res = await staffCall(t, mario, 'consoleWaivePenalty', {
      id: target.id,
      amount,
      mode: 'owed-now',
      reason: 'Agreed settlement.',
    });
    const outcome = res.data as { status: string; approvalId: string };
    expect(outcome.status).toBe('pending');
    expect((await itemOf(target.id)).outstandingAmount).toBe(before.outstandingAmount);

    const own = await staffCall(t, mario, 'consoleDecideApproval', {
      id: outcome.approvalId,
      decision: 'approve',
    });
    expect([own.code, own.message]).toEqual([
      ErrorCode.Forbidden,
      'You cannot approve your own proposal: another staff member must.',
    ]);
    const notCollections = await staffCall(t, finance, 'consoleDecideApproval', {
      id: outcome.approvalId,
      decision: 'approve',
    });
    expect(notCollections.code).toBe(ErrorCode.Forbidden);
    expect((await itemOf(target.id)).outstandingAmount).toBe(before.outstandingAmount);

    const approved = await staffCall(t, liza, 'consoleDecideApproval', {
      id: outcome.approvalId,
      decision: 'approve',
    });
    expect((approved.data as { approval: { status: string } }).approval.status).toBe('approved');
    expect((await itemOf(target.id)).outstandingAmount).toBe(before.outstandingAmount - amount);
    const log = (await staffCall(t, mario, 'consoleContactLog', { id: target.id })).data as ContactLog;
    expect(log.waivers).toMatchObject([
      {
        amount,
        maker: 'Mario Reyes',
        checker: 'Liza Garcia',
        approvalId: outcome.approvalId,
        reason: 'Agreed settlement.',
      },
    ]);
    // Decided once: a second approval changes nothing.
    const again = await staffCall(t, liza, 'consoleDecideApproval', {
      id: outcome.approvalId,
      decision: 'approve',
    });
    expect(again.code).toBe(ErrorCode.Conflict);
    expect((await itemOf(target.id)).outstandingAmount).toBe(before.outstandingAmount - amount);
  });
});

// Last: it moves the business date.
describe('a promise to pay', () => {
  it('is shown with its date, and flagged for follow-up once the date passes unpaid; hardship is kept', async () => {
    await setTime('10:00');
    const target = order(20);
    const promiseDate = (await t.inject({ method: 'GET', url: '/attempt/dev/business-date' })).json<{
      data: { businessDate: string };
    }>().data.businessDate;
    const due = new Date(Date.parse(`${promiseDate}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const past = await staffCall(t, mario, 'consoleLogContact', {
      id: target.id,
      channel: 'call',
      outcome: 'promised',
      promiseDate: '2020-01-01',
    });
    expect([past.code, past.message]).toEqual([ErrorCode.Validation, COLLECTIONS_TEXTS.promiseInPast]);
    const noDate = await staffCall(t, mario, 'consoleLogContact', {
      id: target.id,
      channel: 'call',
      outcome: 'promised',
    });
    expect(noDate.code).toBe(ErrorCode.Validation);
    const logged = await staffCall(t, mario, 'consoleLogContact', {
      id: target.id,
      channel: 'call',
      outcome: 'hardship',
      note: 'Lost her job last month; will pay ₱500 on Friday.',
      promiseDate: due,
      promiseAmount: 50_000,
    });
    expect(logged.code).toBe(0);
    const item = await itemOf(target.id);
    expect(item).toMatchObject({
      promise: { date: due, amount: 50_000 },
      promiseBroken: false,
      hardship: true,
    });

    await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { days: 2 } });
    expect((await itemOf(target.id)).promiseBroken).toBe(false);
    await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { days: 1 } });
    expect((await itemOf(target.id)).promiseBroken).toBe(true);
    const log = (await staffCall(t, mario, 'consoleContactLog', { id: target.id })).data as ContactLog;
    // The borrower's file reads the same log by borrower.
    const ofBorrower = await contactsOfBorrower(t.db, target.userId);
    expect(ofBorrower.map((c) => [c.orderId, c.id])).toEqual(log.contacts.map((c) => [target.id, c.id]));
    expect(log.contacts.find((c) => c.outcome === 'hardship')?.note).toBe(
      'Lost her job last month; will pay ₱500 on Friday.',
    );
  });
});
