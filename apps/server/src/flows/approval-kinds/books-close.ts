// Maker-checker kind 'books-close' (issue 42): closing a month of the books. Always checked by a second finance
// member: once closed, no entry is posted on a day of the month, and a correction goes to the open month naming it.
// The month just ended gets its provision for credit losses first, when the month-end job did not post it.
import { MonthSchema } from '@pautang/contract/ledger';
import { ErrorCode } from '@pautang/contract/errors';
import { closeMonth, LEDGER_MESSAGES } from '../../contexts/accounting/index';
import { defineKind } from '../../contexts/staff/index';
import { AppError } from '../../platform/errors';
import { provisionBeforeClose } from '../books';

export const booksCloseKind = defineKind({
  checker: 'finance',
  // No amount to weigh: every close is checked.
  limit: () => null,
  payload: MonthSchema,
  execute: async (deps, payload, people) => {
    // The month's provision goes in before it closes, if the month-end job did not post it.
    await provisionBeforeClose(deps, payload.month, people.checker?.id ?? null);
    const closed = await closeMonth(deps.db, {
      month: payload.month,
      closedBy: people.maker.id,
      approvedBy: people.checker?.id ?? null,
      at: deps.clock().toISOString(),
    });
    if (!closed) throw new AppError(ErrorCode.Conflict, LEDGER_MESSAGES.alreadyClosed(payload.month));
  },
});
