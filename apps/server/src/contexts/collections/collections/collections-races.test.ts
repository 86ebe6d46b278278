// @module-tag database: a waiver's approval and two waivers of one order, in flight together, apply once
// Penalty waivers under races (issue 28): two checkers approving one waiver together carry it out once; two
// collectors waiving the whole unpaid penalty of one order together take it off once (the order row is locked),
// and what is owed drops by exactly what was waived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverdueBook } from '@pautang/contract/collections';
import { ErrorCode } from '@pautang/contract/errors';
import { seedBook, type BookOrder } from '../../demo/index';
import { getBusinessDate } from '../../staff/index';
import {
  buildTestApp,
  testDatabase,
  type TestApp,
  type TestDatabase,
  staffCall,
  staffCookie,
} from '../../../test-helper';

let database: TestDatabase;
let t: TestApp;
/** The same database with every waiver within the limit: carried out at once, so the order's lock decides. */
let direct: TestApp;
let book: BookOrder[];
let mario: string;
let liza: string;
let lea: string;

const itemOf = async (orderId: string) => {
  const res = await staffCall(t, mario, 'consoleOverdueBook', { q: orderId });
  const item = (res.data as OverdueBook).items[0];
  if (!item) throw new Error(`${orderId} not in the book`);
  return item;
};
const waivers = (orderId: string) =>
  t.db.selectFrom('penalty_waivers').selectAll().where('order_id', '=', orderId).execute();

beforeAll(async () => {
  database = await testDatabase();
  t = await buildTestApp({}, { database });
  direct = await buildTestApp(
    { approvalLimits: { ...t.config.approvalLimits, penaltyWaiver: 100_000_000 } },
    { database },
  );
  book = await seedBook(t.db, await getBusinessDate(t.db, t.clock.now), [70, 80, 90, 100]);
  [mario, liza, lea] = await Promise.all([
    staffCookie(t, 'collector'),
    staffCookie(t, 'collector2'),
    staffCookie(t, 'agent'),
  ]);
});
afterAll(async () => {
  await t.close();
  await direct.close();
  await database.close();
});

describe('penalty waivers in flight together', () => {
  it('two checkers approving one waiver together carry it out once', async () => {
    for (const target of book.slice(0, 2)) {
      const before = await itemOf(target.id);
      const amount = 20_000;
      const proposed = await staffCall(t, mario, 'consoleWaivePenalty', {
        id: target.id,
        amount,
        mode: 'owed-now',
        reason: 'Settlement.',
      });
      const { approvalId } = proposed.data as { approvalId: string };
      const answers = await Promise.all(
        [liza, lea].map((cookie) =>
          staffCall(t, cookie, 'consoleDecideApproval', { id: approvalId, decision: 'approve' }),
        ),
      );
      expect(answers.map((a) => a.code).sort()).toEqual([0, ErrorCode.Conflict].sort());
      expect(await waivers(target.id)).toHaveLength(1);
      expect((await itemOf(target.id)).outstandingAmount).toBe(before.outstandingAmount - amount);
    }
  });

  it('two waivers of the whole unpaid penalty together take it off once', async () => {
    const [marioDirect, lizaDirect] = await Promise.all([
      staffCookie(direct, 'collector'),
      staffCookie(direct, 'collector2'),
    ]);
    for (const target of book.slice(2)) {
      const before = await itemOf(target.id);
      const amount = before.penaltyOwedAmount;
      const answers = await Promise.all(
        [marioDirect, lizaDirect].map((cookie) =>
          staffCall(direct, cookie, 'consoleWaivePenalty', {
            id: target.id,
            amount,
            mode: 'owed-now',
            reason: 'Hardship.',
          }),
        ),
      );
      // The loser is refused by the check before proposing (one after the other) or, both past it, under the lock.
      const loser = answers.filter((a) => a.code !== 0);
      expect(loser).toHaveLength(1);
      expect([ErrorCode.Validation, ErrorCode.Conflict]).toContain(loser[0]?.code);
      expect(loser[0]?.message).toBe('There is no unpaid late penalty on this order to waive.');
      const after = await itemOf(target.id);
      expect(after.outstandingAmount).toBe(before.outstandingAmount - amount);
      expect(after.penaltyOwedAmount).toBe(0);
      expect(await waivers(target.id)).toHaveLength(1);
    }
  });
});
