// @module-tag database: the decision is written under the borrower's lock, once, and maker-checker's guarded update
// The credit review queue (issue 28): an application the rules held (an ID number already on another borrower)
// waits for a credit officer, who approves it with an offer or declines it with a reason the borrower reads. The
// decision is a new row naming the held one and the officer; an approval above the configured limit waits for a
// second credit officer, never its maker. What the borrower sees is read through the app's own calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Review } from '@pautang/contract/borrower-file';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { ProductApply } from '@pautang/contract/origination';
import { saveSignerProfile } from '../../demo/index';
import { DEMO_AGENT } from '../../demo/index';
import { buildTestApp, testProfile, type TestApp, staffCookie } from '../../../test-helper';

let t: TestApp;
let credit: string;
let supervisor: string;
let support: string;

const LIMIT = 250000;

beforeAll(async () => {
  // Held applications wait for a person here (no demo approval), and approvals above ₱2,500 need a second officer.
  t = await buildTestApp({
    demoApproveReviews: false,
    approvalLimits: { refund: 100000, penaltyWaiver: 100000, loanApproval: LIMIT },
  });
  credit = await staffCookie(t, 'credit');
  supervisor = await staffCookie(t);
  support = await staffCookie(t, 'support');
});
afterAll(() => t.close());

let next = 0;
let request = 0;
const requestId = () => `00000000-0000-4000-8000-${String((request += 1)).padStart(12, '0')}`;

async function borrower(idNumber?: string) {
  next += 1;
  const userId = `28${String(next).padStart(3, '0')}`;
  await t.db
    .insertInto('users')
    .values({ id: userId, mobile_phone: `0918${userId}00`.slice(0, 11), full_name: '', client_type: 'new' })
    .execute();
  const profile = testProfile(userId, idNumber ? { identity: { idNumber } } : {});
  await saveSignerProfile(t.db, userId, profile, t.clock.now.toISOString());
  await t.db
    .insertInto('bank_accounts')
    .values({
      id: `ba-${userId}`,
      user_id: userId,
      kind: 'ewallet',
      bank_code: 'GCASH',
      bank_name: 'GCash',
      account_no: `0917${userId}99`,
      account_name: 'Test Borrower',
      debit_authorized_at: null,
      created_at: t.clock.now.toISOString(),
      deleted_at: null,
    })
    .execute();
  await t.db
    .updateTable('users')
    .set({ full_name: `Test Borrower ${userId}` })
    .where('id', '=', userId)
    .execute();
  return { userId, session: await t.signIn(userId) };
}

/** A borrower whose application the rules held: their ID number is already another borrower's. */
async function heldApplication() {
  const first = await borrower();
  const who = await borrower(`ID-${first.userId}`);
  const key = requestId();
  const apply = () =>
    t.call('productApply', {
      sessionId: who.session,
      body: { productId: 'prod-quick-5k', amount: 300000, termDays: 91, requestId: key },
    });
  const held = (await apply()).body.data as ProductApply;
  expect(held.outcome).toBe('review');
  return { ...who, first, idNumber: `ID-${first.userId}`, heldId: held.decisionId, apply };
}

const get = (cookie: string, path: string) =>
  t.inject({ method: 'GET', url: API_PREFIX + path, headers: { cookie } });
const post = (cookie: string, path: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: API_PREFIX + path, headers: { cookie }, payload });

const queue = async (cookie = credit) =>
  ((await get(cookie, '/console/credit/reviews')).json() as { data: { reviews: Review[] } }).data.reviews;
const decide = (id: string, body: Record<string, unknown>, cookie = credit) =>
  post(cookie, `/console/credit/reviews/${id}`, body);
const decisionsOf = (userId: string) =>
  t.db.selectFrom('credit_decisions').selectAll().where('user_id', '=', userId).orderBy('seq').execute();

describe('the review queue', () => {
  it('lists a held application with its rule results and profile, for credit only', async () => {
    const who = await heldApplication();
    const review = (await queue()).find((r) => r.id === who.heldId);
    expect(review).toMatchObject({
      userId: who.userId,
      name: `Test Borrower ${who.userId}`,
      productId: 'prod-quick-5k',
      amount: 300000,
      termDays: 91,
      pendingApprovalId: null,
      decision: null,
      profile: {
        complete: true,
        identity: { idNumber: who.idNumber, fullName: `Test Borrower ${who.userId}` },
      },
      range: { limitAmount: 300000 },
    });
    expect(review?.rules.find((r) => r.rule === 'id-shared')).toEqual({
      rule: 'id-shared',
      passed: false,
      reason: 'The ID number you gave is already on another account: a person will review your application.',
    });
    const refused = await get(support, '/console/credit/reviews');
    expect(refused.statusCode).toBe(403);
  });

  it('names the other borrower who holds the same ID number, and shows the ID photo and selfie (issue 40)', async () => {
    const who = await heldApplication();
    const upload = (id: string, key: string) =>
      t.db
        .insertInto('uploads')
        .values({
          id,
          owner_kind: 'borrower',
          owner_id: who.userId,
          storage_key: key,
          content_type: 'image/jpeg',
          bytes: 1000,
          width: 640,
          height: 480,
          complaint_id: null,
          reply_id: null,
          created_at: t.clock.now.toISOString(),
        })
        .execute();
    await upload(`up-id-${who.userId}`, `profiles/id-${who.userId}.jpg`);
    await upload(`up-selfie-${who.userId}`, `profiles/selfie-${who.userId}.jpg`);
    const review = (await queue()).find((r) => r.id === who.heldId);
    expect(review?.sharedId).toEqual([
      { userId: who.first.userId, name: `Test Borrower ${who.first.userId}` },
    ]);
    expect(review?.images.map((i) => i.kind).sort()).toEqual(['id', 'selfie']);
    expect(review?.images.every((i) => i.url.includes('/files/'))).toBe(true);
  });
});

describe('a credit officer decides', () => {
  it('declines with the reason the borrower reads, recorded as decided by the officer', async () => {
    const who = await heldApplication();
    const missing = await decide(who.heldId, { decision: 'decline', reason: '  ' });
    expect(missing.json()).toMatchObject({ code: ErrorCode.Validation });
    const reason = 'We could not confirm that the ID you gave is yours. Please call us at 8888-1234.';
    const res = await decide(who.heldId, { decision: 'decline', reason });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { status: 'done', approvalId: null, review: { decision: { outcome: 'declined', reason } } },
    });
    const [held, review] = await decisionsOf(who.userId);
    expect(review).toMatchObject({
      outcome: 'declined',
      reason,
      review_of: held?.id,
      decided_by: 'staff-credit',
      offer_amount: null,
    });
    // The borrower's same application now answers the officer's decision.
    expect((await who.apply()).body.data).toMatchObject({ outcome: 'declined', message: reason, amount: 0 });
    expect((await queue()).some((r) => r.id === who.heldId)).toBe(false);
    // Decided once: a second decision is refused, and nothing more is written.
    const again = await decide(who.heldId, { decision: 'approve', offerAmount: 200000, offerTermDays: 91 });
    expect(again.json()).toMatchObject({ code: ErrorCode.Conflict });
    expect(await decisionsOf(who.userId)).toHaveLength(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', who.heldId)
      .execute();
    expect(audit.map((a) => [a.action, a.actor_id, a.borrower_id])).toEqual([
      ['loan-approval.done', 'staff-credit', who.userId],
    ]);
  });

  it('approves an offer within the limit at once: the borrower can sign it', async () => {
    const who = await heldApplication();
    const res = await decide(who.heldId, { decision: 'approve', offerAmount: 200000, offerTermDays: 91 });
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'done', approvalId: null } });
    const [, review] = await decisionsOf(who.userId);
    expect(review).toMatchObject({
      outcome: 'approved',
      offer_amount: 200000,
      offer_term_days: 91,
      decided_by: 'staff-credit',
    });
    expect((await who.apply()).body.data).toMatchObject({
      outcome: 'approved',
      amount: 200000,
      termDays: 91,
    });
    const confirm = await t.call('loanDetailConfirm', {
      sessionId: who.session,
      body: { productId: 'prod-quick-5k' },
    });
    expect(confirm.body.code).toBe(0);
  });

  it('refuses an offer outside the product range or above the borrower’s limit', async () => {
    const who = await heldApplication();
    const offRange = await decide(who.heldId, {
      decision: 'approve',
      offerAmount: 123456,
      offerTermDays: 91,
    });
    expect(offRange.json()).toMatchObject({ code: ErrorCode.Validation });
    const overLimit = await decide(who.heldId, {
      decision: 'approve',
      offerAmount: 500000,
      offerTermDays: 91,
    });
    expect(overLimit.json()).toMatchObject({
      code: ErrorCode.Validation,
      message: expect.stringContaining('Your limit is ₱3,000.00'),
    });
    const noOffer = await decide(who.heldId, { decision: 'approve' });
    expect(noOffer.json()).toMatchObject({ code: ErrorCode.Validation });
    expect(await decisionsOf(who.userId)).toHaveLength(1);
    const unknown = await decide('cd-nothing-has-this', { decision: 'decline', reason: 'No.' });
    expect(unknown.json()).toMatchObject({ code: ErrorCode.NotFound });
  });

  it('above the limit waits for a second credit officer: not its maker, then written as the maker decided it', async () => {
    const who = await heldApplication();
    const res = await decide(who.heldId, { decision: 'approve', offerAmount: 300000, offerTermDays: 91 });
    const body = res.json() as { data: { status: string; approvalId: string; review: Review } };
    expect(body.data.status).toBe('pending');
    expect(body.data.review.pendingApprovalId).toBe(body.data.approvalId);
    expect(await decisionsOf(who.userId)).toHaveLength(1);
    expect((await who.apply()).body.data).toMatchObject({ outcome: 'review' });
    expect((await queue()).find((r) => r.id === who.heldId)?.pendingApprovalId).toBe(body.data.approvalId);

    const own = await post(credit, `/console/approvals/${body.data.approvalId}`, { decision: 'approve' });
    expect(own.json()).toMatchObject({ code: ErrorCode.Forbidden });
    expect(await decisionsOf(who.userId)).toHaveLength(1);

    const approved = await post(supervisor, `/console/approvals/${body.data.approvalId}`, {
      decision: 'approve',
    });
    expect(approved.json()).toMatchObject({ code: 0, data: { approval: { status: 'approved' } } });
    const [held, review] = await decisionsOf(who.userId);
    expect(review).toMatchObject({
      outcome: 'approved',
      offer_amount: 300000,
      review_of: held?.id,
      decided_by: 'staff-credit',
      inputs: { approvedBy: DEMO_AGENT.id, approvalId: body.data.approvalId },
    });
    expect((await who.apply()).body.data).toMatchObject({ outcome: 'approved', amount: 300000 });
  });

  it('two officers deciding at once decide it once: one decision row, the other refused', async () => {
    const who = await heldApplication();
    const answers = await Promise.all([
      decide(who.heldId, { decision: 'approve', offerAmount: 200000, offerTermDays: 91 }),
      decide(who.heldId, { decision: 'decline', reason: 'Declined at the same moment.' }, supervisor),
      decide(who.heldId, { decision: 'approve', offerAmount: 250000, offerTermDays: 91 }, supervisor),
    ]);
    const codes = answers.map((a) => (a.json() as { code: number }).code).sort();
    expect(codes).toEqual([0, ErrorCode.Conflict, ErrorCode.Conflict]);
    const rows = await decisionsOf(who.userId);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.review_of).toBe(who.heldId);
  });

  it('an approval decided after the application was declined fails, writing nothing', async () => {
    const who = await heldApplication();
    const res = await decide(who.heldId, { decision: 'approve', offerAmount: 300000, offerTermDays: 91 });
    const { approvalId } = (res.json() as { data: { approvalId: string } }).data;
    await decide(who.heldId, { decision: 'decline', reason: 'Declined by another officer.' });
    const late = await post(supervisor, `/console/approvals/${approvalId}`, { decision: 'approve' });
    expect(late.json()).toMatchObject({
      code: 0,
      data: { approval: { status: 'failed', reason: 'This application has already been decided.' } },
    });
    expect((await decisionsOf(who.userId)).map((d) => d.outcome)).toEqual(['review', 'declined']);
  });
});
