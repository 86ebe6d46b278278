// Page views, clicks and business events (spec 1 §1, spec 2 /service/event/save). Stored as they come;
// the H5 never waits on them.
import type { EventSaveRequest, TrackEvent } from '@pautang/contract/events';
import type { Db } from '../../../platform/db/client';
import { insertEvents } from './events.repository';

export async function saveBusinessEvent(
  db: Db,
  userId: string,
  input: EventSaveRequest,
  now: Date,
): Promise<void> {
  await insertEvents(db, [
    {
      user_id: userId,
      kind: 'event',
      product_id: input.productId === undefined ? null : String(input.productId),
      module_id: Number(input.moduleId),
      position_id: Number(input.positionId),
      occurred_at: now.toISOString(),
    },
  ]);
}

export async function saveTrackEvents(db: Db, userId: string, events: TrackEvent[]): Promise<void> {
  await insertEvents(
    db,
    events.map((e) => ({
      user_id: userId,
      kind: e.kind,
      page: e.page,
      element: e.element ?? null,
      label: e.label ?? null,
      occurred_at: e.occurredAt,
    })),
  );
}
