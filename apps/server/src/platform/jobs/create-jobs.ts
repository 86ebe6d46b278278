// The job queue the configuration asks for: pg-boss on the database in use, or none (JOBS=0, most tests).
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { disabledJobQueue, type JobQueue } from './jobs';
import { createPgBossQueue } from './pg-boss-queue';

export function createJobQueue(
  config: AppConfig,
  db: Db,
  log: (message: string, error: unknown) => void,
): JobQueue {
  if (!config.jobs) return disabledJobQueue();
  return createPgBossQueue({ db, databaseUrl: config.databaseUrl, log });
}
