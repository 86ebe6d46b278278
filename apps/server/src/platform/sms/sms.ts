// Every text message goes through this adapter. The default is the outbox: the message is stored and the back
// office shows it (apps/console), which is how the demo and the tests read a code. An HTTP SMS provider for
// production plugs in behind the same interface.
import type { Db } from '../db/client';
import { insertOutboxMessage } from './sms-outbox.repository';

/** What the provider said of a message it took: its delivery state ('queued', 'sent'…) and its reference. */
export type SmsReceipt = { status: string; ref: string };

export interface SmsSender {
  readonly name: string;
  send(phone: string, body: string): Promise<SmsReceipt>;
}

export function outboxSender(db: Db, clock: () => Date): SmsSender {
  return {
    name: 'outbox',
    async send(phone, body) {
      const id = await insertOutboxMessage(db, {
        phone,
        body,
        provider: 'outbox',
        status: 'queued',
        created_at: clock().toISOString(),
      });
      return { status: 'queued', ref: String(id) };
    },
  };
}
