// A borrower's refund balance (money owed back to them) applied to their overdue order (issue 40): each refund
// whole, oldest first, while it fits what the order may take today; a refund larger than what is left stays owed
// back whole, so every refund is either returned or applied, never split.
import { assertAmount } from './money';

/** What of the refunds (oldest first) can be applied to an order that may take `maxAmount` today, and how many. */
export function applicableRefund(
  refundAmounts: readonly number[],
  maxAmount: number,
): { take: number; count: number } {
  assertAmount(maxAmount, 'maxAmount');
  let take = 0;
  let count = 0;
  for (const amount of refundAmounts) {
    if (take + amount > maxAmount) break;
    take += amount;
    count++;
  }
  return { take, count };
}
