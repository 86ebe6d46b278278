// Domain events (issue 41): how a context tells others that something happened without importing them. The
// emitting context writes its event with emitEvent, in the same transaction as the change, so the event exists
// exactly when the change does (a rolled-back decision tells no one). Each subscriber is a context's handler,
// registered by the composition root; it receives the event at least once and must be idempotent. The bus records
// each delivery in the subscriber's own transaction (event_deliveries), so a second delivery of the same event does
// nothing, whoever brings it.
//
// Delivery: the instance that wrote an event delivers it as soon as the request that wrote it is answered
// (app.ts, dispatch()), which keeps a borrower's next screen in step with what they just did; whatever that misses
// (a failing subscriber, an instance that stopped) the job queue delivers: a relay job every few seconds sends one
// pg-boss job per delivery still owed, retried with backoff and kept in the dead-letter list when it keeps failing.
// Money that must balance in the same instant is not an event: it is a command of the owning context that takes
// the caller's transaction.
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/jobs';
import {
  claimDelivery,
  deliveredTo,
  findEvent,
  insertEvent,
  settleEvent,
  unsettledEvents,
  type EventRow,
} from './events.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's event bus (app.ts): tests that call a service directly deliver what it emitted with it. */
    events: EventBus;
  }
}

/** An event as a context declares it: its type and what it carries (ids and figures, never a whole row). */
export type DomainEvent = { type: string; payload: object };

/** An event as a subscriber receives it: with its outbox id and when the change happened (UTC ISO). */
export type Delivered<E extends DomainEvent> = E & { id: string; occurredAt: string };

export type Subscriber<E extends DomainEvent = DomainEvent> = {
  /** Unique and stable: the delivery records are keyed by it ('<context>.<what it does>'). */
  name: string;
  type: E['type'];
  /** Runs in a transaction of its own, with the delivery record; a throw rolls both back for a later try. */
  handle: (trx: Db, event: Delivered<E>) => Promise<void>;
};

/** Declares a subscriber to one type of a context's events, typed by that event. */
export function defineSubscriber<E extends DomainEvent, T extends E['type']>(
  name: string,
  type: T,
  handle: (trx: Db, event: Delivered<Extract<E, { type: T }>>) => Promise<void>,
): Subscriber {
  return { name, type, handle: handle as Subscriber['handle'] };
}

// Bumped by every emit in this process: an instance that emitted nothing since its last pass skips the query.
let emitted = 0;

/** Writes the event to the outbox, in the caller's transaction (the change's own). */
export async function emitEvent(trx: Db, at: Date, event: DomainEvent): Promise<void> {
  await insertEvent(trx, event.type, event.payload, at);
  emitted += 1;
}

/** The job the relay sends per delivery still owed. */
export const EVENT_DELIVERY_JOB = 'event-delivery';
const RELAY_JOB = 'event-relay';
const BATCH = 200;

export type EventBus = {
  subscribe(subscriber: Subscriber): void;
  /** Delivers every event some subscriber has not taken yet, here and now; answers how many deliveries ran. */
  dispatch(): Promise<number>;
  /** Delivers one event to one subscriber (what the queue's job does); false when it was delivered before. */
  deliver(eventId: string, subscriber: string): Promise<boolean>;
  /** The job queue's part: the relay and the delivery worker (register before the queue starts). */
  registerJobs(jobs: JobQueue, relaySeconds: number): void;
};

export function createEventBus(
  db: Db,
  clock: () => Date,
  log: (message: string, error: unknown) => void,
): EventBus {
  const subscribers = new Map<string, Subscriber>();
  const byType = new Map<string, Subscriber[]>();
  let seen = -1;
  let running: Promise<number> | undefined;
  let again = false;

  const eventOf = (row: EventRow): Delivered<DomainEvent> => ({
    id: String(row.id),
    type: row.type,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as object,
    occurredAt: new Date(row.occurred_at).toISOString(),
  });

  async function deliverRow(row: EventRow, subscriber: Subscriber): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (!(await claimDelivery(trx, String(row.id), subscriber.name, clock()))) return false;
      await subscriber.handle(trx, eventOf(row));
      return true;
    });
  }

  /** Settles the event when every subscriber of its type has taken it. */
  async function settleIfDone(row: EventRow): Promise<void> {
    if ((await owedOf(row)).length === 0) await settleEvent(db, String(row.id), clock());
  }

  /** The subscribers of the event's type that have not taken it yet. */
  async function owedOf(row: EventRow): Promise<Subscriber[]> {
    const done = await deliveredTo(db, String(row.id));
    return (byType.get(row.type) ?? []).filter((s) => !done.has(s.name));
  }

  async function pass(): Promise<number> {
    let count = 0;
    for (;;) {
      const rows = await unsettledEvents(db, BATCH);
      let progressed = false;
      for (const row of rows) {
        let owed = 0;
        for (const subscriber of await owedOf(row)) {
          try {
            if (await deliverRow(row, subscriber)) count += 1;
          } catch (error) {
            // Left for the queue (registerJobs), which tries again with backoff.
            owed += 1;
            log(`event ${row.id} (${row.type}) not delivered to ${subscriber.name}`, error);
          }
        }
        if (owed === 0) {
          await settleEvent(db, String(row.id), clock());
          progressed = true;
        }
      }
      if (rows.length < BATCH || !progressed) return count;
    }
  }

  return {
    subscribe(subscriber) {
      if (subscribers.has(subscriber.name)) throw new Error(`two subscribers named ${subscriber.name}`);
      subscribers.set(subscriber.name, subscriber);
      byType.set(subscriber.type, [...(byType.get(subscriber.type) ?? []), subscriber]);
    },
    async dispatch() {
      if (running) {
        again = true;
        return running;
      }
      if (seen === emitted) return 0;
      running = (async () => {
        let count = 0;
        try {
          do {
            again = false;
            seen = emitted;
            count += await pass();
          } while (again);
        } catch (error) {
          // The database is away, say: what is owed stays in the outbox for the next pass or the queue's relay, and
          // the request whose answer triggered this pass is answered as it would have been.
          seen = -1;
          log('events not delivered now; the outbox keeps them', error);
        }
        return count;
      })().finally(() => (running = undefined));
      return running;
    },
    async deliver(eventId, name) {
      const subscriber = subscribers.get(name);
      const row = await findEvent(db, eventId);
      if (!subscriber || !row) return false;
      const delivered = await deliverRow(row, subscriber);
      await settleIfDone(row);
      return delivered;
    },
    registerJobs(jobs, relaySeconds) {
      jobs.work<{ eventId: string; subscriber: string }>(
        EVENT_DELIVERY_JOB,
        { retryLimit: 5, retryDelaySeconds: 5 },
        async ({ data }) => void (await this.deliver(data.eventId, data.subscriber)),
      );
      jobs.every(RELAY_JOB, relaySeconds, async () => {
        for (const row of await unsettledEvents(db, BATCH)) {
          const owed = await owedOf(row);
          if (owed.length === 0) await settleEvent(db, String(row.id), clock());
          for (const s of owed) {
            await jobs.send(
              EVENT_DELIVERY_JOB,
              { eventId: String(row.id), subscriber: s.name },
              { key: `${row.id}:${s.name}` },
            );
          }
        }
      });
    },
  };
}
