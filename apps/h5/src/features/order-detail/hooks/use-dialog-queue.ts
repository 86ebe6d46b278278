// One dialog at a time. The queue is decided once, when the order arrives, in the order of precedence:
// withdraw reminder, bank-card prompt, kind tips, score. Closing one shows the next. A bank-card prompt the order
// asks for later (its payout failed while the page was open) joins the queue then.
import { useCallback, useEffect, useState } from 'react';
import type { OrderDetails } from '@pautang/contract/loans';
import { bankTipFlagSet, markWithdrawReminder, withdrawReminderSeen } from '../session-flags';
import { remindsWithdraw } from '../status';

export type DialogKind = 'withdraw' | 'cardPrompt' | 'kindTips' | 'score' | 'scoreThanks';

/** Reads flags only, so React may call it twice (StrictMode) without losing a dialog. */
export function initialDialogs(order: OrderDetails, fromConfirm: boolean): DialogKind[] {
  const queue: DialogKind[] = [];
  if (fromConfirm && remindsWithdraw(order.orderStatus) && !withdrawReminderSeen(order.orderId)) {
    queue.push('withdraw');
  }
  if (order.cardNeedPop === 1) queue.push('cardPrompt');
  if (order.KindTipsMsg.trim() !== '' && !bankTipFlagSet()) queue.push('kindTips');
  if (order.isScore === '1') queue.push('score');
  return queue;
}

export function useDialogQueue(order: OrderDetails, fromConfirm: boolean) {
  const [queue, setQueue] = useState(() => initialDialogs(order, fromConfirm));
  const current = queue[0];
  useEffect(() => {
    if (current === 'withdraw') markWithdrawReminder(order.orderId);
  }, [current, order.orderId]);
  // A payout that failed while the page was open asks for another account (a fresher look at the order).
  useEffect(() => {
    if (order.cardNeedPop === 1) setQueue((q) => (q.includes('cardPrompt') ? q : [...q, 'cardPrompt']));
  }, [order.cardNeedPop]);
  /** Closes the current dialog; the next one in the queue (if any) shows. */
  const next = useCallback(() => setQueue((q) => q.slice(1)), []);
  /** Swaps the current dialog for another (the score's thank-you modal). */
  const replace = useCallback((kind: DialogKind) => setQueue((q) => [kind, ...q.slice(1)]), []);
  return { current, next, replace };
}
