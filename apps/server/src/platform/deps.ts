// What every module receives from the composition root (app.ts). A file of its own, importing only types, so
// modules can name it without importing app.ts, which imports them all (that was a 12-file import circle).
import type { Wire } from '@pautang/contract/wire-names';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { JobQueue } from './jobs/jobs';
import type { DirectDebit } from './direct-debit/direct-debit';
import type { PaymentGateway } from './payment-gateway/gateway';
import type { PayoutRail } from './payout/payout';
import type { SmsSender } from './sms/sms';
import type { FileStore } from './storage';
import type { AppMetrics } from './operations/metrics';
import type { CallAuth } from './auth';
import type { EventBus } from './events/events';
import type { OtpStore } from './otp-store';

export type Deps = {
  db: Db;
  config: AppConfig;
  wire: Wire;
  /** The wall clock; tests pass their own. */
  clock: () => Date;
  /** Uploaded files: disk, S3-compatible storage, or memory (platform/storage.ts). */
  files: FileStore;
  /** The payment gateway: the local sandbox or Dragonpay (platform/payment-gateway). */
  gateway: PaymentGateway;
  /** The payout rail loans are disbursed through: the local sandbox or Dragonpay's Payout API (platform/payout). */
  payout: PayoutRail;
  /** Debits from borrowers' own accounts (card repayment): the local sandbox bank by default. */
  debit: DirectDebit;
  /** Text messages: the outbox the back office shows by default (platform/sms). */
  sms: SmsSender;
  /**
   * Where one-time codes and their send limits live, for a database handle (a transaction when the check must
   * share one): that database by default, Redis when REDIS_URL is set (then the handle is not used).
   */
  otpStore: (db: Db) => OtpStore;
  /**
   * The durable job queue (platform/jobs): pg-boss on the database in use. Register workers and recurring jobs while the
   * app is composed (app.ts); send once it has started. Off (enabled false) when JOBS=0.
   */
  jobs: JobQueue;
  /** This app's Prometheus metrics (platform/operations): counters are moved where their event happens. */
  metrics: AppMetrics;
  /** Who a call comes from: identity's session check and staff's cookie check (auth.ts). */
  auth: CallAuth;
  /** Domain events' delivery to their subscribers (platform/events); contexts emit with emitEvent. */
  events: EventBus;
};
