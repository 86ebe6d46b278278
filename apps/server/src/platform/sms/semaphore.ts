// Semaphore (semaphore.co), an SMS gateway Philippine companies use: POST {base}/messages, form-encoded, with
// apikey, number (09XXXXXXXXX or 639XXXXXXXXX), message and sendername; it answers a JSON array with one record
// per recipient (message_id, status…), or an error status with a JSON body naming the fault.
// The outbox still gets a line per message, with the digits of any code masked: agents can see that a text went
// out and when, never the code itself.
import type { Db } from '../db/client';
import { insertOutboxMessage } from './sms-outbox.repository';
import type { SmsSender } from './sms';

export type SemaphoreConfig = { apiKey: string; senderName: string; baseUrl: string };

export class SmsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsError';
  }
}

const TIMEOUT_MS = 10_000;
const maskCodes = (body: string) => body.replace(/\d{4,}/g, (d) => '•'.repeat(d.length));

export function semaphoreSender(config: SemaphoreConfig, db: Db, clock: () => Date): SmsSender {
  return {
    name: 'semaphore',
    async send(phone, body) {
      const form = new URLSearchParams({
        apikey: config.apiKey,
        number: phone,
        message: body,
        sendername: config.senderName,
      });
      let status = 'failed';
      let ref = '';
      try {
        const response = await fetch(`${config.baseUrl}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer: unknown = await response.json().catch(() => undefined);
        const first = Array.isArray(answer)
          ? (answer[0] as { status?: unknown; message_id?: unknown } | undefined)
          : undefined;
        if (!response.ok || !first) throw new SmsError(`Semaphore answered ${response.status}`);
        status = typeof first.status === 'string' ? first.status.toLowerCase() : 'queued';
        ref =
          typeof first.message_id === 'number' || typeof first.message_id === 'string'
            ? String(first.message_id)
            : '';
      } catch (error) {
        throw error instanceof SmsError ? error : new SmsError('Semaphore could not be reached');
      } finally {
        await insertOutboxMessage(db, {
          phone,
          body: maskCodes(body),
          provider: 'semaphore',
          status,
          created_at: clock().toISOString(),
        });
      }
      return { status, ref };
    },
  };
}
