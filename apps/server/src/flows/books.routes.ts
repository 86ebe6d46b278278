// The books' staff calls (issue 42): the trial balance, read from the accounting context, and the check, a flow
// across accounting and lending (books.ts).
import type { Deps } from '../platform/deps';
import type { CallHandlers } from '../platform/call';
import { financialStatements, journal, trialBalance } from '../contexts/accounting/index';
import { getBusinessDate } from '../contexts/staff/index';
import {
  addChartAccount,
  checkBooks,
  proposeAccountRename,
  proposeClose,
  proposeJournalEntry,
  proposeProvisionRates,
  proposeWriteOff,
  provisioning,
} from './books';

export const booksHandlers = (deps: Deps) =>
  ({
    consoleTrialBalance: async ({ input }) =>
      trialBalance(deps.db, input.date ?? (await getBusinessDate(deps.db, deps.clock()))),
    consoleBooksCheck: () => checkBooks(deps),
    consoleJournal: ({ input }) => journal(deps.db, { ...input, orderId: input.order }),
    consoleClosePeriod: ({ input, agent }) => proposeClose(deps, agent, input.month),
    consoleProposeJournalEntry: ({ input, agent }) => proposeJournalEntry(deps, agent, input),
    consoleAddAccount: ({ input, agent }) => addChartAccount(deps, agent, input),
    consoleRenameAccount: ({ input, agent }) => proposeAccountRename(deps, agent, input),
    consoleFinancialStatements: ({ input }) => financialStatements(deps.db, input.month),
    consoleProvisioning: () => provisioning(deps),
    consoleProposeProvisionRates: ({ input, agent }) => proposeProvisionRates(deps, agent, input.rates),
    consoleProposeWriteOff: ({ input, agent }) =>
      proposeWriteOff(deps, agent, { orderId: input.id, reason: input.reason }),
  }) satisfies Partial<CallHandlers>;
