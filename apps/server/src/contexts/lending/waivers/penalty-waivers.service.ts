// Carrying a penalty waiver out (issue 28): through the loan engine, on the locked order, once. Called by the
// maker-checker kind 'penalty-waiver' (approvals/kinds), at once within the limit or when a second collector
// approves; this file never imports the approvals, so no import goes round in a circle.
import { syncOrderBooks } from '../orders/order-books';
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@pautang/contract/errors';
import { formatPeso } from '@pautang/contract/format/money';
import {
  LoanEngineError,
  orderStatus,
  waivablePenalty,
  waiveWithMode,
  type WaiverMode,
} from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/loan-state';
import { updateOrder } from '../orders/orders.repository';
import { lockOrder } from '../payments/payments.repository';
import { findWaiverOfApproval, insertWaiver } from './waivers.repository';

// mode (issue 40, D3): 'owed-now' waives what is owed now, late charges go on; 'stop-late-charges' also stops them.
// Approvals filed before modes existed carry none: they waived what was owed then.
export type WaiverPayload = { orderId: string; amount: number; reason: string; mode?: WaiverMode };

export const WAIVER_TEXTS = {
  gone: 'This order no longer exists.',
  tooMuch: (left: number) =>
    `Only ${formatPeso(left)} of the late penalty is unpaid on this order: a waiver cannot be more.`,
  nothing: 'There is no unpaid late penalty on this order to waive.',
};

/** Why this amount cannot be waived now, or null. */
export function waiverRefusal(left: number, amount: number): string | null {
  if (left === 0) return WAIVER_TEXTS.nothing;
  if (amount > left) return WAIVER_TEXTS.tooMuch(left);
  return null;
}

const newId = () => `PW${randomBytes(9).toString('hex').toUpperCase()}`;

/**
 * Applies the waiver: the order's waived amount grows by it and the engine owes exactly that much less. The order
 * row is locked, so two waivers of one order (or one approval carried out twice) never take more than the penalty
 * left; an approval's waiver is recorded once (the unique approval_id, checked under the lock).
 */
export async function applyPenaltyWaiver(
  deps: Deps,
  payload: WaiverPayload,
  people: { makerId: string; checkerId: string | null; approvalId: string | null },
): Promise<void> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockOrder(trx, payload.orderId);
    if (!row) throw new AppError(ErrorCode.NotFound, WAIVER_TEXTS.gone);
    if (people.approvalId && (await findWaiverOfApproval(trx, people.approvalId))) return;
    const loan = loanStateOf(row);
    const mode = payload.mode ?? 'owed-now';
    const refused = waiverRefusal(waivablePenalty(loan, businessDate), payload.amount);
    if (refused) throw new AppError(ErrorCode.Conflict, refused);
    let waived;
    try {
      waived = waiveWithMode(loan, payload.amount, mode, businessDate);
    } catch (error) {
      if (error instanceof LoanEngineError) throw new AppError(ErrorCode.Conflict, error.message);
      throw error;
    }
    // The books catch up with the days before the waiver, so the waiver's entry is the waiver only.
    const books = { businessDate, at };
    const waiverId = newId();
    await syncOrderBooks(trx, row, { ...books, cause: 'accrual', source: `waiver:${waiverId}:before` });
    // Through updateOrder: a change to the loan keeps overdue_since with it.
    await updateOrder(
      trx,
      row.id,
      {
        penalty_waived_amount: waived.penaltyWaivedAmount ?? 0,
        late_charges_stopped_on: waived.lateChargesStoppedOn ?? null,
        status: orderStatus(waived, businessDate),
      },
      at,
    );
    await syncOrderBooks(trx, await lockOrder(trx, row.id), {
      ...books,
      cause: 'waiver',
      source: `waiver:${waiverId}`,
    });
    await insertWaiver(trx, {
      id: waiverId,
      order_id: row.id,
      user_id: row.user_id,
      amount: payload.amount,
      reason: payload.reason,
      maker_id: people.makerId,
      checker_id: people.checkerId,
      approval_id: people.approvalId,
      at,
      mode,
    });
  });
}
