// Maker-checker kind 'books-close' (issue 42): closing a month of the books. Always checked by a second finance
// member: once closed, no entry is posted on a day of the month, and a correction goes to the open month naming it.
import { MonthSchema } from '@pautang/contract/ledger';
import { ErrorCode } from '@pautang/contract/errors';
import { closeMonth, LEDGER_MESSAGES } from '../../contexts/accounting/index';
import { defineKind } from '../../contexts/staff/index';
import { AppError } from '../../platform/errors';

export const booksCloseKind = defineKind({
  checker: 'finance',
  // No amount to weigh: every close is checked.
  limit: () => null,
  payload: MonthSchema,
  execute: async (deps, payload, people) => {
    const closed = await closeMonth(deps.db, {
      month: payload.month,
      closedBy: people.maker.id,
      approvedBy: people.checker?.id ?? null,
      at: deps.clock().toISOString(),
    });
    if (!closed) throw new AppError(ErrorCode.Conflict, LEDGER_MESSAGES.alreadyClosed(payload.month));
  },
});
