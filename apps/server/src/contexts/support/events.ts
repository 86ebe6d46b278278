// What support tells the other contexts (issue 41), written to the outbox with the change (platform/events).
import { emitEvent } from '../../platform/events/events';
import type { Db } from '../../platform/db/client';

/** Staff answered a borrower's complaint. */
export type ComplaintReplied = {
  type: 'complaint.replied';
  payload: { id: string; userId: string; complaintId: string };
};

export type SupportEvent = ComplaintReplied;

/** Writes one of support's events in the change's transaction. */
export const emitSupportEvent = (trx: Db, at: Date, event: SupportEvent): Promise<void> =>
  emitEvent(trx, at, event);
