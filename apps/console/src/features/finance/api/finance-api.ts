// Finance's console calls (apps/server/src/contexts/back-office/finance, and the refunds owed in contexts/lending/payments): the payouts
// board, a failed payout sent again or returned, the refunds owed and a refund proposed, and the reconciliation.
import { consoleCall } from '../../../lib/request';

export const getPayoutBoard = (signal?: AbortSignal) => consoleCall('consolePayouts', {}, { signal });

export const retryPayout = (id: string) => consoleCall('consoleRetryPayout', { id });

export const returnPayout = (id: string, reason: string) =>
  consoleCall('consoleReturnPayout', { id, reason });

/** The refunds owed, and the latest paid (issue 40: a paid refund stays in view). */
export const getRefunds = (signal?: AbortSignal) => consoleCall('consoleRefunds', {}, { signal });

/** Refunds a payment's remainder: done at once within the limit, or pending a second finance member. */
export const proposeRefund = (paymentId: string) => consoleCall('consoleProposeRefund', { id: paymentId });

export const getReconciliation = (date: string, signal?: AbortSignal) =>
  consoleCall('consoleReconciliation', { date }, { signal });
