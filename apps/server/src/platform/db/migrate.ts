// Migrations are plain modules listed here in order, so the bundle-free server and both databases run the same set.
import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as m0001 from './migrations/0001-foundation';
import * as m0002 from './migrations/0002-loans';
import * as m0003 from './migrations/0003-money-rules';
import * as m0004 from './migrations/0004-push-request-hash';
import * as m0005 from './migrations/0005-change-feed';
import * as m0006 from './migrations/0006-complaints';
import * as m0007 from './migrations/0007-reply-request';
import * as m0008 from './migrations/0008-payments';
import * as m0009 from './migrations/0009-one-time-codes';
import * as m0010 from './migrations/0010-card-repayments';
import * as m0011 from './migrations/0011-disbursement-account';
import * as m0012 from './migrations/0012-promotion';
import * as m0013 from './migrations/0013-template-editor';
import * as m0014 from './migrations/0014-contact-messages';
import * as m0015 from './migrations/0015-cached-lists';
import * as m0016 from './migrations/0016-one-live-code';
import * as m0018 from './migrations/0018-loan-caps';
import * as m0019 from './migrations/0019-profiles';
import * as m0020 from './migrations/0020-credit-decisions';
import * as m0021 from './migrations/0021-payouts';
import * as m0022 from './migrations/0022-staff-roles';
import * as m0023 from './migrations/0023-borrower-file-search';
import * as m0024 from './migrations/0024-finance';
import * as m0025 from './migrations/0025-collections';
import * as m0026 from './migrations/0026-notifications';
import * as m0027 from './migrations/0027-user-lang';
import * as m0028 from './migrations/0028-contact-message-handling';
import * as m0029 from './migrations/0029-back-office-indexes';
import * as m0030 from './migrations/0030-report-indexes';
import * as m0031 from './migrations/0031-overdue-since';
import * as m0032 from './migrations/0032-report-figures';
import * as m0033 from './migrations/0033-overdue-borrower';
import * as m0034 from './migrations/0034-privacy-consents';
import * as m0035 from './migrations/0035-psgc-city-names';
import * as m0036 from './migrations/0036-payout-account-name';
import * as m0037 from './migrations/0037-waiver-modes';
import * as m0038 from './migrations/0038-domain-events';
import * as m0039 from './migrations/0039-books';
import * as m0040 from './migrations/0040-books-accrual-days';
import * as m0041 from './migrations/0041-write-offs';
import * as m0042 from './migrations/0042-provisioning';
import * as m0043 from './migrations/0043-posting-guard';
import * as m0044 from './migrations/0044-restructures';
import * as m0045 from './migrations/0045-posting-function';
import * as m0046 from './migrations/0046-consent-channel';
import * as m0047 from './migrations/0047-cic-submissions';
import type { Db } from './client';

const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-loans': m0002,
  '0003-money-rules': m0003,
  '0004-push-request-hash': m0004,
  '0005-change-feed': m0005,
  '0006-complaints': m0006,
  '0007-reply-request': m0007,
  '0008-payments': m0008,
  '0009-one-time-codes': m0009,
  '0010-card-repayments': m0010,
  '0011-disbursement-account': m0011,
  '0012-promotion': m0012,
  '0013-template-editor': m0013,
  '0014-contact-messages': m0014,
  '0015-cached-lists': m0015,
  '0016-one-live-code': m0016,
  '0018-loan-caps': m0018,
  '0019-profiles': m0019,
  '0020-credit-decisions': m0020,
  '0021-payouts': m0021,
  '0022-staff-roles': m0022,
  '0023-borrower-file-search': m0023,
  '0024-finance': m0024,
  '0025-collections': m0025,
  '0026-notifications': m0026,
  '0027-user-lang': m0027,
  '0028-contact-message-handling': m0028,
  '0029-back-office-indexes': m0029,
  '0030-report-indexes': m0030,
  '0031-overdue-since': m0031,
  '0032-report-figures': m0032,
  '0033-overdue-borrower': m0033,
  '0034-privacy-consents': m0034,
  '0035-psgc-city-names': m0035,
  '0036-payout-account-name': m0036,
  '0037-waiver-modes': m0037,
  '0038-domain-events': m0038,
  '0039-books': m0039,
  '0040-books-accrual-days': m0040,
  '0041-write-offs': m0041,
  '0042-provisioning': m0042,
  '0043-posting-guard': m0043,
  '0044-restructures': m0044,
  '0045-posting-function': m0045,
  '0046-consent-channel': m0046,
  '0047-cic-submissions': m0047,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Migrations that cannot run in a transaction (CREATE INDEX CONCURRENTLY): each runs alone, without one, once those
 * before it are in. Kysely's Migrator otherwise runs every pending migration in one transaction.
 */
const OUTSIDE_TRANSACTION = new Set(
  Object.entries(migrations)
    .filter(([, m]) => 'outsideTransaction' in m && m.outsideTransaction === true)
    .map(([name]) => name),
);

/** Our own lock over a whole run (Kysely's is per Migrator run, and a run here is several of them). */
const MIGRATE_LOCK = 3_105_290_029;

export const createMigrator = (db: Db) => new Migrator({ db, provider });

function check({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Every pending migration, in order: the runs between the outside-transaction ones each in one transaction, as
 * before, and each outside-transaction one on its own. One connection holds a session lock for the whole of it, so
 * two instances starting together migrate one after the other, and the second reads the state the first left.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATE_LOCK})`.execute(conn);
    try {
      for (;;) {
        const pending = (await createMigrator(conn).getMigrations()).filter((m) => !m.executedAt);
        const first = pending[0];
        if (!first) return;
        if (OUTSIDE_TRANSACTION.has(first.name)) {
          check(await new Migrator({ db: conn, provider, disableTransactions: true }).migrateUp());
          continue;
        }
        const stop = pending.findIndex((m) => OUTSIDE_TRANSACTION.has(m.name));
        const last = stop === -1 ? undefined : pending[stop - 1];
        // Under our lock nothing else moves the state, so this target is pending: migrateTo only goes up here.
        check(
          await (last ? createMigrator(conn).migrateTo(last.name) : createMigrator(conn).migrateToLatest()),
        );
      }
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATE_LOCK})`.execute(conn);
    }
  });
}
