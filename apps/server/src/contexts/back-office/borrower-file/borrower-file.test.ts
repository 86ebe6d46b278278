// @module-tag wire: pays through the sandbox page's form and signs the loan through the call runner
// @module-tag database: the search's lookups by expression (migration 0023's indexes) run on PostgreSQL too
// The borrower's file for staff (issue 28): a borrower who signed a loan, was paid out through the payout sandbox
// and repaid through the payment sandbox is found by each key staff are given (phone, name, order number, our
// payment reference, the gateway's, a payout's), and their file holds each section with the engine's figures.
// ID images are for credit only; every search and view is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BorrowerFile, BorrowerMatch } from '@pautang/contract/borrower-file';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { GenerateVcode } from '@pautang/contract/repayment';
import { accrue } from '@pautang/loan-engine';

import type { Deps } from '../../../platform/deps';
import { SANDBOX_PAGE } from '../../../platform/payment-gateway/sandbox';
import { outboxSender } from '../../../platform/sms/sms';
import { buildTestApp, readyToSign, signLoan, type TestApp, staffCookie } from '../../../test-helper';
import { upsertBusinessTime } from '../../staff/index';
import { deliverDueNotifications } from '../../notifications/index';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../../lending/index';
import { allocationView, normalisePhone, SEARCH_TOO_SHORT } from './borrower-file.service';

let t: TestApp;
const cookies = new Map<string, string>();
const USER = '29001';
const PHONE = '09185550101';
let orderId = '';
let payment: { id: string; gateway_ref: string; amount: number };
let payout: { id: string; gateway_ref: string };

async function cookieOf(username: string): Promise<string> {
  const cookie = cookies.get(username) ?? (await staffCookie(t, username));
  cookies.set(username, cookie);
  return cookie;
}

const get = async (username: string, path: string) =>
  t.inject({ method: 'GET', url: API_PREFIX + path, headers: { cookie: await cookieOf(username) } });
const search = async (q: string, username = 'support') =>
  (
    (await get(username, `/console/borrowers?q=${encodeURIComponent(q)}`)).json() as {
      data: { matches: BorrowerMatch[] };
    }
  ).data.matches;
const fileOf = async (username = 'support', userId = USER) =>
  ((await get(username, `/console/borrowers/${userId}`)).json() as { data: BorrowerFile }).data;
const dev = (url: string, payload: Record<string, unknown> = {}) =>
  t.inject({ method: 'POST', url, payload });

beforeAll(async () => {
  t = await buildTestApp({ payout: { kind: 'sandbox', secret: 'file-test-secret', delaySeconds: 5 } });
  await t.db
    .insertInto('users')
    .values({ id: USER, mobile_phone: PHONE, full_name: 'Rosa Dela Cruz', client_type: 'new' })
    .execute();
  const session = await t.signIn(USER);
  // A loan signed and paid out (the payout sandbox settles after its delay)…
  await readyToSign(t, USER, 'prod-quick-5k');
  const signed = await signLoan(
    t,
    session,
    { productId: 'prod-quick-5k', amount: 500000, periods: 91 },
    '00000000-0000-4000-8000-000000029001',
  );
  expect(signed.body.code).toBe(0);
  orderId = (signed.body.data as { orderId: string }).orderId;
  t.clock.now = new Date(t.clock.now.getTime() + 10_000);
  expect(((await dev('/attempt/dev/payouts')).json() as { data: { settled: number } }).data.settled).toBe(1);
  // …then, on its due date, repaid in full through the payment sandbox.
  await dev('/attempt/dev/business-date', { days: 91 });
  const row = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  expect(row.status).toBe(174);
  const due = accrue(loanStateOf(row), await getBusinessDate(t.db, t.clock.now)).dueAmount;
  expect(due).toBeGreaterThan(500000);
  const code = await t.call('generateVcode', {
    sessionId: session,
    body: { orderId, productId: 'prod-quick-5k', amount: due, channelNumber: 'GCSH' },
  });
  const referenceNo = (code.body.data as GenerateVcode).referenceNo;
  const paid = await t.app.inject({
    method: 'POST',
    url: SANDBOX_PAGE,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicOrigin },
    payload: new URLSearchParams({ txnid: referenceNo, action: 'pay' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  payment = await t.db
    .selectFrom('payments')
    .select(['id', 'gateway_ref', 'amount'])
    .where('id', '=', referenceNo)
    .executeTakeFirstOrThrow();
  payout = await t.db
    .selectFrom('payouts')
    .select(['id', 'gateway_ref'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  // What the file shows beside the loan: a complaint, two texts (one to someone else), an ID photo.
  await t.db
    .insertInto('complaints')
    .values({
      id: 'CP000000029001',
      user_id: USER,
      order_id: orderId,
      request_id: null,
      problem_type: 1,
      problem_son_type: null,
      detail: 'I paid at 7-Eleven and it still shows due.',
      status: 'submitted',
      reply_due_on: '2026-12-01',
      resolve_by: '2026-12-20',
    })
    .execute();
  await t.db
    .insertInto('sms_outbox')
    .values([
      { phone: PHONE, body: 'Your Pautang code is 123456.', provider: 'outbox', status: 'sent' },
      { phone: '09185550999', body: 'Someone else’s code is 654321.', provider: 'outbox', status: 'sent' },
    ])
    .execute();
  await t.db
    .insertInto('uploads')
    .values({
      id: 'up-id-29001',
      owner_kind: 'borrower',
      owner_id: USER,
      storage_key: 'profiles/id-up-id-29001.jpg',
      content_type: 'image/jpeg',
      bytes: 1000,
      width: 100,
      height: 60,
      complaint_id: null,
      reply_id: null,
    })
    .execute();
});
afterAll(() => t.close());

describe('the search', () => {
  it('reads a phone as typed: 09…, +63…, 63…, with spaces', () => {
    expect(normalisePhone('+63 918 555 0101')).toBe(PHONE);
    expect(normalisePhone('639185550101')).toBe(PHONE);
    expect(normalisePhone('0918-555-0101')).toBe(PHONE);
    expect(normalisePhone('12345')).toBeUndefined();
  });

  it.each([
    ['a phone', () => PHONE, 'phone'],
    ['a phone in +63 form', () => '+639185550101', 'phone'],
    ['part of the name, in any case', () => 'dela cr', 'name'],
    ['the order number', () => orderId.toLowerCase(), 'order'],
    ['our payment reference', () => payment.id, 'payment'],
    ['the gateway’s reference', () => payment.gateway_ref, 'gateway-ref'],
    ['our payout id', () => payout.id, 'payout'],
    ['the payout rail’s reference', () => payout.gateway_ref, 'payout-ref'],
  ])('finds the borrower by %s, saying what matched', async (_label, q, kind) => {
    const matches = await search(q());
    const match = matches.find((m) => m.userId === USER && m.kind === kind);
    expect(match).toMatchObject({ name: 'Rosa Dela Cruz', phone: '0918 *** 0101' });
    if (kind === 'gateway-ref') expect(match).toMatchObject({ value: payment.gateway_ref, orderId });
  });

  it('finds nobody for text no borrower has, and records every search with what was asked', async () => {
    expect(await search('ZZNOBODY99')).toEqual([]);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'borrower.searched')
      .where('note', '=', 'ZZNOBODY99')
      .execute();
    expect(rows).toEqual([expect.objectContaining({ actor_id: 'staff-support' })]);
  });

  it.each([
    ['two letters', 'uy'],
    ['two letters in spaces', '  cr '],
    ['one', 'r'],
  ])('refuses %s with what to type, and records no search', async (_label, q) => {
    const res = await get('support', `/console/borrowers?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.Validation, message: SEARCH_TOO_SHORT });
    const rows = await t.db
      .selectFrom('audit_log')
      .select('note')
      .where('action', '=', 'borrower.searched')
      .where('note', '=', q.trim())
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 20 of a name more borrowers share, by name, and says more match', async () => {
    const FIRST = ['Ana', 'Bea', 'Carla', 'Dina', 'Ella', 'Fe', 'Gina', 'Hilda', 'Ines', 'Joy', 'Kaye'];
    // 22 borrowers of one family name, their accounts in an order that is not their names' order.
    await t.db
      .insertInto('users')
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          id: String(29199 - i),
          mobile_phone: `0918777${String(i).padStart(4, '0')}`,
          full_name: `${FIRST[i % FIRST.length]} Quibuyen`,
          client_type: 'new',
        })),
      )
      .execute();
    const res = await get('support', `/console/borrowers?q=${encodeURIComponent('QUIBUY')}`);
    const { matches, more } = (res.json() as { data: { matches: BorrowerMatch[]; more: boolean } }).data;
    expect(more).toBe(true);
    expect(matches).toHaveLength(20);
    expect(matches.every((m) => m.kind === 'name' && m.name.endsWith(' Quibuyen'))).toBe(true);
    const shown = matches.map((m) => `${m.name}|${m.userId}`);
    expect(shown).toEqual([...shown].sort());

    const few = (await get('support', '/console/borrowers?q=dela%20cr')).json() as {
      data: { matches: BorrowerMatch[]; more: boolean };
    };
    expect(few.data).toMatchObject({ more: false, matches: [expect.objectContaining({ userId: USER })] });
  });

  it('takes three letters of a name', async () => {
    expect(await search('ros')).toContainEqual(expect.objectContaining({ userId: USER, kind: 'name' }));
  });

  it('is refused to admin (not a file role)', async () => {
    expect((await get('admin', '/console/borrowers?q=rosa')).statusCode).toBe(403);
  });
});

describe('the file', () => {
  it('holds the loan, its schedule, the ledger with the allocation, the codes, payouts and accounts', async () => {
    const file = await fileOf('finance');
    expect(file.borrower).toMatchObject({
      userId: USER,
      name: 'Rosa Dela Cruz',
      phone: PHONE,
      deletedAt: null,
    });
    expect(file.profile.complete).toBe(true);
    expect(file.profile.identity?.idNumber).toBe(`ID-${USER}`);
    expect(file.decisions).toEqual([
      expect.objectContaining({ outcome: 'approved', offerAmount: 500000, decidedBy: 'test' }),
    ]);
    const [order] = file.orders;
    expect(order).toMatchObject({
      orderId,
      productName: 'Pautang Quick',
      status: 200,
      principalAmount: 500000,
      outstandingAmount: 0,
      dueAmount: 0,
    });
    expect(order?.schedule).toHaveLength(1);
    expect(order?.schedule[0]).toMatchObject({ owedAmount: 0, paidAmount: payment.amount });

    expect(file.ledger).toHaveLength(1);
    const [line] = file.ledger;
    expect(line).toMatchObject({
      orderId,
      paymentId: payment.id,
      gatewayRef: payment.gateway_ref,
      channelName: 'GCash',
      amount: payment.amount,
      appliedAmount: payment.amount,
      balanceAfter: 0,
    });
    const a = line!.allocation;
    expect(a.principalAmount).toBe(500000);
    expect(a.interestAmount).toBeGreaterThan(0);
    expect(
      a.principalAmount +
        a.interestAmount +
        a.feesAmount +
        a.penaltyAmount +
        a.lateInterestAmount +
        a.otherAmount,
    ).toBe(payment.amount);

    expect(file.payCodes).toEqual([
      expect.objectContaining({
        id: payment.id,
        gatewayRef: payment.gateway_ref,
        channelName: 'GCash',
        amount: payment.amount,
        status: 'paid',
        refundAmount: 0,
      }),
    ]);
    expect(file.payouts).toEqual([
      expect.objectContaining({ id: payout.id, orderId, status: 'paid', gatewayRef: payout.gateway_ref }),
    ]);
    expect(file.accounts).toEqual([
      expect.objectContaining({ bankName: 'GCash', accountNo: '**** 0001', removed: false }),
    ]);
    expect(file.refundBalance).toBe(0);
    expect(file.complaints).toEqual([
      expect.objectContaining({
        id: 'CP000000029001',
        status: 'submitted',
        content: 'I paid at 7-Eleven and it still shows due.',
        orderId,
      }),
    ]);
    expect(file.messages.map((m) => m.body)).toContain('Your Pautang code is 123456.');
    expect(file.messages.some((m) => m.body.includes('654321'))).toBe(false);
    expect(file.collectionLog).toEqual([]);
  });

  it('shows every notification with its status and the provider’s delivery state (issue 29)', async () => {
    const before = await fileOf();
    expect(before.notifications.map((n) => [n.event, n.status])).toEqual(
      expect.arrayContaining([
        ['payout-sent', 'scheduled'],
        ['payment-received', 'scheduled'],
      ]),
    );
    await upsertBusinessTime(t.db, '10:00');
    const deps = {
      db: t.db,
      config: t.config,
      clock: () => t.clock.now,
      sms: outboxSender(t.db, () => t.clock.now),
    } as unknown as Deps;
    await deliverDueNotifications(deps);
    const file = await fileOf();
    const received = file.notifications.find((n) => n.event === 'payment-received');
    expect(received).toMatchObject({
      title: 'Payment received',
      status: 'sent',
      legal: true,
      attempts: 1,
      smsStatus: 'queued',
      sentAt: expect.any(String),
    });
    // The provider's reference is the SMS the file lists beside it.
    expect(file.messages.map((m) => String(m.id))).toContain(received?.smsRef);
  });

  it('shows money owed back as the refund balance until it is refunded', async () => {
    // The payment row as a stale code leaves it (contexts/lending/payments): owed back, not yet returned.
    await t.db.updateTable('payments').set({ refund_amount: 12500 }).where('id', '=', payment.id).execute();
    expect((await fileOf()).refundBalance).toBe(12500);
    await t.db
      .updateTable('payments')
      .set({ refunded_at: t.clock.now.toISOString() })
      .where('id', '=', payment.id)
      .execute();
    expect((await fileOf()).refundBalance).toBe(0);
    await t.db
      .updateTable('payments')
      .set({ refund_amount: 0, refunded_at: null })
      .where('id', '=', payment.id)
      .execute();
  });

  it('shows ID images to credit only; the others get none and the flag', async () => {
    const forCredit = await fileOf('credit');
    expect(forCredit.idImages).toEqual({
      shown: true,
      images: [{ kind: 'id', url: 'http://localhost/files/profiles/id-up-id-29001.jpg' }],
    });
    for (const role of ['support', 'collector', 'finance']) {
      expect((await fileOf(role)).idImages).toEqual({ shown: false, images: [] });
    }
  });

  it('writes one audit record per view, naming the borrower and who looked', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('audit_log')
          .select(['actor_id', 'subject_kind'])
          .where('action', '=', 'borrower.viewed')
          .where('borrower_id', '=', USER)
          .execute()
      ).length;
    const before = await count();
    await fileOf('support');
    await fileOf('collector');
    expect(await count()).toBe(before + 2);
    const last = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'borrower.viewed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ actor_id: 'staff-collector', subject_kind: 'borrower', subject_id: USER });
  });

  it('holds the collection log: every contact about any of the borrower’s orders, with who made it', async () => {
    await t.db
      .insertInto('collection_contacts')
      .values({
        id: 'CC-file-test-1',
        order_id: orderId,
        user_id: USER,
        staff_id: 'staff-collector',
        channel: 'call',
        outcome: 'promised',
        note: 'Will pay on payday.',
        promise_date: '2026-12-15',
        promise_amount: 150000,
        template_id: null,
        sms_body: null,
        at: t.clock.now.toISOString(),
      })
      .execute();
    const log = (await fileOf('finance')).collectionLog;
    expect(log).toEqual([
      expect.objectContaining({
        orderId,
        staff: 'Mario Reyes',
        channel: 'call',
        outcome: 'promised',
        note: 'Will pay on payday.',
        promiseDate: '2026-12-15',
        promiseAmount: 150000,
      }),
    ]);
  });

  it('reads an unknown id as not found, and writes no view of it', async () => {
    const res = await get('support', '/console/borrowers/CP000000000000');
    expect(res.json()).toMatchObject({
      code: ErrorCode.NotFound,
      message: 'We could not find this borrower.',
    });
    const rows = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'borrower.viewed')
      .where('subject_id', '=', 'CP000000000000')
      .execute();
    expect(rows).toEqual([]);
  });

  it('shows an anonymised borrower as kept: placeholders and the loan records, no texts', async () => {
    await t.db
      .updateTable('users')
      .set({
        deleted_at: t.clock.now.toISOString(),
        anonymised_at: t.clock.now.toISOString(),
        full_name: 'Deleted user',
        mobile_phone: 'deleted-29001',
      })
      .where('id', '=', USER)
      .execute();
    const file = await fileOf();
    expect(file.borrower).toMatchObject({ name: 'Deleted user', deletedAt: expect.any(String) });
    expect(file.messages).toEqual([]);
    expect(file.notifications).toEqual([]);
    expect(file.ledger).toHaveLength(1);
    expect(file.orders[0]?.orderId).toBe(orderId);
  });
});

describe('the allocation view', () => {
  it('sums each bucket, and counts a rollover’s price as other', () => {
    const lines = [
      { bucket: 'fees', instalmentIndex: 1, amount: 100 },
      { bucket: 'interest', instalmentIndex: 1, amount: 200 },
      { bucket: 'principal', instalmentIndex: 1, amount: 1000 },
      { bucket: 'penalty', instalmentIndex: 1, amount: 50 },
    ];
    expect(allocationView(lines, 1500)).toEqual({
      principalAmount: 1000,
      interestAmount: 200,
      feesAmount: 100,
      penaltyAmount: 50,
      lateInterestAmount: 0,
      otherAmount: 150,
    });
  });
});
