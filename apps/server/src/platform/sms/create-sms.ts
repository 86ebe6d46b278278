// The configured SMS adapter: the outbox by default, Semaphore when SMS_PROVIDER=semaphore (config.ts).
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { semaphoreSender } from './semaphore';
import { outboxSender, type SmsSender } from './sms';

export function createSmsSender(config: AppConfig, db: Db, clock: () => Date): SmsSender {
  return config.sms.kind === 'semaphore' ? semaphoreSender(config.sms, db, clock) : outboxSender(db, clock);
}
