// Reports in the back office (issue 28): the portfolio and the complaint clocks, computed in SQL over the ledger
// and the orders, never from counters.

export const reportCalls = {};
