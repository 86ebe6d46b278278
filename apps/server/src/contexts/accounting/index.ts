// The accounting context's door (issue 42): the general ledger. Other contexts post through postEntry inside their
// own transaction, so an entry exists exactly when its money event does.
export {
  ACCOUNTS,
  closeMonth,
  LEDGER_MESSAGES,
  postEntry,
  reverseEntry,
  trialBalance,
  type JournalLine,
  type NewEntry,
  type Posted,
  type TrialBalanceRow,
} from './ledger/ledger.service';
