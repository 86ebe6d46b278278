// The borrower's file (apps/server/src/contexts/back-office/borrower-file), for staff of the file roles, and a loan
// in it proposed for write-off (contexts/lending/orders/write-off.ts). Every call is audited.
import { consoleCall, consoleDocument } from '../../../lib/request';

export const searchBorrowers = (q: string, signal?: AbortSignal) =>
  consoleCall('consoleBorrowerSearch', { q }, { signal });

/** Proposes writing a loan off (collections or finance); a second finance member approves it (issue 42). */
export const proposeWriteOff = (id: string, reason: string) =>
  consoleCall('consoleProposeWriteOff', { id, reason });

/** A repayment plan for an overdue order: today's figures, then the proposal (issue 42). */
export const previewPlan = (id: string, instalmentCount: number, lateCharges: 'freeze' | 'waive') =>
  consoleCall('consoleRestructureQuote', { id, instalmentCount, lateCharges });
export const proposePlan = (
  id: string,
  instalmentCount: number,
  lateCharges: 'freeze' | 'waive',
  reason: string,
) => consoleCall('consoleProposeRestructure', { id, instalmentCount, lateCharges, reason });

export const getBorrowerFile = (id: string, signal?: AbortSignal) =>
  consoleCall('consoleBorrowerFile', { id }, { signal });

/** An order's statement of account as its borrower downloads it, in the language picked (issue 42; audited). */
export const orderStatementPdf = (id: string, lang: 'en' | 'fil') =>
  consoleDocument('consoleOrderStatement', { id, lang });
