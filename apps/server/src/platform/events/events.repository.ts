// The outbox's SQL (migration 0038): events written with their change, each subscriber's delivery, settled events.
import type { Db } from '../db/client';

export type EventRow = { id: string; type: string; payload: unknown; occurred_at: string };

export async function insertEvent(db: Db, type: string, payload: object, at: Date): Promise<void> {
  await db
    .insertInto('domain_events')
    .values({ type, payload: JSON.stringify(payload), occurred_at: at.toISOString(), settled_at: null })
    .execute();
}

/** The oldest events some subscriber has not taken yet. */
export function unsettledEvents(db: Db, limit: number): Promise<EventRow[]> {
  return db
    .selectFrom('domain_events')
    .select(['id', 'type', 'payload', 'occurred_at'])
    .where('settled_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<EventRow[]>;
}

export function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  return db
    .selectFrom('domain_events')
    .select(['id', 'type', 'payload', 'occurred_at'])
    .where('id', '=', id)
    .executeTakeFirst() as Promise<EventRow | undefined>;
}

/**
 * Records a subscriber's delivery; false when it was delivered before. Inside the subscriber's transaction, so the
 * record and the effect commit together; a delivery in flight at the same time waits on the key, then reads false.
 */
export async function claimDelivery(db: Db, eventId: string, subscriber: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('event_deliveries')
    .values({ event_id: eventId, subscriber, delivered_at: at.toISOString() })
    .onConflict((oc) => oc.columns(['event_id', 'subscriber']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The subscribers that have taken the event. */
export async function deliveredTo(db: Db, eventId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('event_deliveries')
    .select('subscriber')
    .where('event_id', '=', eventId)
    .execute();
  return new Set(rows.map((r) => r.subscriber));
}

export async function settleEvent(db: Db, eventId: string, at: Date): Promise<void> {
  await db
    .updateTable('domain_events')
    .set({ settled_at: at.toISOString() })
    .where('id', '=', eventId)
    .execute();
}
