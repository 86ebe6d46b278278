// The accounting context's door (issue 42): the general ledger. Other contexts post through postEntry inside their
// own transaction, so an entry exists exactly when its money event does.
export {
  ACCOUNTS,
  accruedFor,
  closeMonth,
  financialStatements,
  lastDayOf,
  markAccrued,
  journal,
  monthClosed,
  LEDGER_MESSAGES,
  postEntry,
  reverseEntry,
  trialBalance,
  type JournalLine,
  type NewEntry,
  type Posted,
} from './ledger/ledger.service';
export {
  allLoanBooks,
  COLLECTION_CASH,
  FIELD_OF,
  hasLoanBooks,
  LOAN_ACCOUNTS,
  NO_POSITION,
  loanBooksOf,
  PAYOUT_CASH,
  postLoanPayment,
  postPayout,
  postRecovery,
  postWriteOff,
  postRefundPaid,
  postRefundsOpening,
  postStalePayment,
  syncLoanBooks,
  type CollectionSource,
  type LoanPosition,
  type PaidBuckets,
  type PayoutRail,
  type SyncCause,
} from './ledger/loan-postings';
export {
  allowanceHeld,
  postProvision,
  provisionRates,
  provisionSource,
  setProvisionRates,
} from './ledger/provisioning';
export { addAccount, assertRenamable, CHART_MESSAGES, renameAccount } from './ledger/chart';
export { checkManualEntry, MANUAL_MESSAGES, postManualEntry } from './ledger/manual';
