// Finance in the back office (issue 28): payouts in flight and failed, the day's totals per rail, refunds paid
// through the payout rail under maker-checker, and the daily reconciliation of the gateway against the ledger.

export const financeCalls = {};
