// @module-tag database: the demo's seeded complaints as the database holds them
// The demo's complaints (issue 30): each promises a reply 3 weekdays after the day it was filed, counted by the
// function a fresh complaint uses, not one date for all; and the seeded answer about fees says what the engine does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule, businessDateFromInstant, CATALOGUE, offerFromProduct } from '@pautang/loan-engine';
import { complaintDeadlines } from '../../support/index';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { DEMO_COMPLAINTS, resetDemoComplaints } from './demo-complaints';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the seeded complaints', () => {
  it('are each due a reply 3 weekdays after the day they were filed', async () => {
    // Wednesday 25 November 2026, 10:00 in Manila.
    const now = new Date('2026-11-25T02:00:00Z');
    await resetDemoComplaints(t.db, '2026-11-25', now);
    const rows = await t.db
      .selectFrom('complaints')
      .select(['id', 'created_at', 'reply_due_on', 'resolve_by'])
      .where('id', 'in', Object.values(DEMO_COMPLAINTS))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, r.reply_due_on])).toEqual([
      [DEMO_COMPLAINTS.submitted, '2026-11-30'], // filed Wednesday 25th
      [DEMO_COMPLAINTS.inProgress, '2026-11-27'], // filed Tuesday 24th
      [DEMO_COMPLAINTS.replied, '2026-11-26'], // filed Monday 23rd
      [DEMO_COMPLAINTS.closed, '2026-11-25'], // filed Friday 20th
    ]);
    for (const r of rows) {
      expect({ reply_due_on: r.reply_due_on, resolve_by: r.resolve_by }).toEqual(
        complaintDeadlines(businessDateFromInstant(r.created_at)),
      );
    }
  });

  it('a business date moved ahead keeps each complaint its age', async () => {
    await resetDemoComplaints(t.db, '2026-12-07', new Date('2026-11-25T02:00:00Z'));
    const row = await t.db
      .selectFrom('complaints')
      .select('reply_due_on')
      .where('id', '=', DEMO_COMPLAINTS.inProgress)
      .executeTakeFirstOrThrow();
    // Filed the business day before Monday 7 December: Sunday 6th, so 3 weekdays later is Wednesday 9th.
    expect(row.reply_due_on).toBe('2026-12-09');
  });

  it("the agent's reply about the service fee says what the engine does: added to the repayment, never deducted", async () => {
    const reply = await t.db
      .selectFrom('complaint_replies')
      .select('text')
      .where('complaint_id', '=', DEMO_COMPLAINTS.replied)
      .executeTakeFirstOrThrow();
    expect(reply.text).not.toMatch(/deducted at release/i);
    expect(reply.text).toContain('you received the full amount you borrowed');
    expect(reply.text).toContain('added to what you repay');
    // The engine: the borrower repays the principal plus the fees, so the principal is what was paid out.
    for (const product of CATALOGUE) {
      const offer = offerFromProduct(product);
      const schedule = buildSchedule(offer, '2026-11-25');
      expect(schedule.principalAmount).toBe(offer.principalAmount);
      expect(schedule.totalAmount).toBe(
        schedule.principalAmount + schedule.interestAmount + schedule.feesAmount,
      );
    }
  });
});
