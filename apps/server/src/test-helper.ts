// Builds the app on a database of the test file's own: in-memory PGlite, or a new database on the PostgreSQL server
// named by TEST_DATABASE_URL, each a copy of the run's migrated and seeded one (test-database.ts). WIRE_MODE picks
// the wire mode, so the whole suite runs in both.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { AGENT_SESSION_PATHS } from '@pautang/contract/back-office';
import { fillPath } from '@pautang/contract/call';
import { calls, type RequestOf, type StaffCall } from '@pautang/contract/calls';
import { API_PREFIX, endpoints, type EndpointKey } from '@pautang/contract/endpoints';
import { createFullWire } from '@pautang/contract/native-wire';
import type { Wire } from '@pautang/contract/wire-names';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './platform/config';
import { createDb, openPglite, type DatabaseOptions, type Db } from './platform/db/client';
import { createSession } from './contexts/identity/index';
import { AGREEMENT_KINDS, PRIVACY_NOTICE_VERSION } from '@pautang/contract/constants';
import { hashToken } from './platform/token-hash';
import type { PaymentGateway } from './platform/payment-gateway/gateway';
import type { PayoutRail } from './platform/payout/payout';
import { MemoryStore, type FileStore } from './platform/storage';
import { freshPostgres, migrateAndSeed, TEST_START } from './test-database';
import { leaseSeeded } from './test-pglite-pool';
import { approveOffer, saveSignerProfile, type SignerProfile } from './contexts/demo/index';
import { DEMO_AGENT, DEMO_STAFF } from './contexts/demo/index';
import { DEMO_PROFILES } from './contexts/demo/index';
import { getBusinessDate } from './contexts/staff/index';
import { findProductById } from './contexts/lending/index';

export type TestApp<Files extends FileStore = MemoryStore> = {
  app: FastifyInstance;
  db: Db;
  /** The database under the app: another app of the same file may be built on it (buildTestApp's `database`). */
  database: TestDatabase;
  config: AppConfig;
  wire: Wire;
  clock: { now: Date };
  /** Where this app's uploads are stored: memory, unless the test brought its own store. */
  files: Files;
  /** Calls an endpoint by logical name, translating names to and from the wire as the H5 does. */
  call: (key: EndpointKey, options?: CallOptions) => Promise<CallResult>;
  /** app.inject as our own page would send it: the XMLHttpRequest marker (headers given win). */
  inject: (options: InjectOptions) => Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  signIn: (userId: string, ttlMinutes?: number) => Promise<string>;
  /**
   * The session parameters a host sends with this token (sessionId, and the userId and deviceId it was issued
   * to), as a query string: wire names for /attempt (the default), logical names for pages and /files/.
   */
  sessionQuery: (sessionId: string, names?: 'wire' | 'logical') => Promise<string>;
  /** The 6-digit code in the newest text to this phone, as the outbox holds it. */
  lastCode: (phone: string) => Promise<string>;
  /**
   * Delivers the domain events written since (platform/events): a request's are delivered before its answer, so
   * only a test that calls a service directly needs this.
   */
  deliverEvents: () => Promise<number>;
  close: () => Promise<void>;
};

export type CallOptions = {
  /** Sent with the userId and deviceId it was issued to, as the host does, unless `query` names them. */
  sessionId?: string | undefined;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  form?: Record<string, string | number>;
  /** A multipart body with one file (field problemImage unless given), as the uploader sends it, and its fields. */
  file?: { field?: string; name: string; type: string; body: Buffer; fields?: Record<string, string> };
};

export type CallResult = {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number | string; message: string; data: unknown; success?: boolean };
  /** The answer's bytes when it is a file (format=pdf), not the envelope. */
  file?: Buffer;
};

const tarballs = new Map<string, Blob>();

/**
 * What the run's global setup provided, or nothing outside a Vitest run (a bench builds its app with this helper,
 * and Vitest's inject throws there: the database is then made afresh).
 */
function provided<K extends Parameters<typeof inject>[0]>(key: K): ReturnType<typeof inject<K>> | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** A PGlite data directory the run's global setup prepared, read once per file; none outside that setup. */
function pgliteTarball(state: 'empty' | 'seeded'): Blob | undefined {
  const file = provided(state === 'seeded' ? 'pgliteTemplate' : 'pgliteEmpty');
  if (!file) return undefined;
  let blob = tarballs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    tarballs.set(file, blob);
  }
  return blob;
}

export type TestDatabase = {
  db: Db;
  /** The PostgreSQL database's address; undefined on PGlite. */
  url: string | undefined;
  close: () => Promise<void>;
};

/**
 * A database of the caller's own, on what the run is on (PGlite, or TEST_DATABASE_URL's PostgreSQL): migrated and
 * seeded as of TEST_START (a copy of the run's template), or `empty`, with no table, for a test that migrates it
 * itself. Without the global setup (test-global-setup.ts) it is built from scratch, as slowly as before.
 */
export async function testDatabase(
  options: { empty?: boolean; readCache?: boolean; log?: DatabaseOptions['log'] } = {},
): Promise<TestDatabase> {
  const state = options.empty ? 'empty' : 'seeded';
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = pgUrl && state === 'seeded' ? provided('postgresTemplate') : undefined;
  const fresh = pgUrl ? await freshPostgres(pgUrl, template) : undefined;
  const loadDataDir = pgUrl ? undefined : pgliteTarball(state);
  // A seeded PGlite comes from the worker's pool (test-pglite-pool.ts); an empty one is loaded afresh.
  const lease =
    loadDataDir && state === 'seeded' ? await leaseSeeded(() => openPglite({ loadDataDir })) : undefined;
  const db = await createDb({
    databaseUrl: fresh?.url,
    ...(options.readCache === false ? { readCache: false } : {}),
    ...(lease ? { pglite: lease.pglite } : loadDataDir ? { loadDataDir } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  if (state === 'seeded' && !template && !loadDataDir) await migrateAndSeed(db);
  return {
    db,
    url: fresh?.url,
    close: async () => {
      await db.destroy();
      await lease?.giveBack();
      await fresh?.drop();
    },
  };
}

/** The run's migrated and seeded PGlite data directory (a tarball), when its global setup made one. */
export const seededPgliteTarball = (): Blob | undefined => pgliteTarball('seeded');

/** A PGlite data directory just past initdb (a tarball), when the run's global setup made one. */
export const emptyPgliteTarball = (): Blob | undefined => pgliteTarball('empty');

/** An in-memory PGlite with no table yet, whatever the run is on (the embedded database's own tests). */
export const emptyPglite = (options: { readCache?: boolean } = {}): Promise<Db> =>
  createDb({ ...options, loadDataDir: emptyPgliteTarball() });

/** The 6-digit code in the newest text to this phone, as the outbox holds it (any app on this database). */
export async function lastTextedCode(db: Db, phone: string): Promise<string> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('body')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)?.[1] ?? '';
}

/**
 * The session parameters a host sends with this token: the userId and deviceId the session was issued to (an
 * unknown token gets none, as a stranger's copy would).
 */
export async function sessionParamsOf(db: Db, sessionId: string): Promise<Record<string, string>> {
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'device_id'])
    .where('token_hash', '=', hashToken(sessionId))
    .executeTakeFirst();
  return row ? { sessionId, userId: row.user_id, deviceId: row.device_id } : { sessionId };
}

/**
 * The host app sends the privacy notice's version with sign-in once the person has agreed (issue 40): so does a test,
 * unless its body names privacyConsent itself (undefined included: the refusal tests send none).
 */
function withConsent(key: EndpointKey, body: Record<string, unknown>): Record<string, unknown> {
  if ((key !== 'smsCode' && key !== 'login') || 'privacyConsent' in body) return body;
  return { ...body, privacyConsent: PRIVACY_NOTICE_VERSION };
}

export async function buildTestApp<Files extends FileStore = MemoryStore>(
  overrides: Partial<AppConfig> = {},
  options: {
    logStream?: { write: (line: string) => void };
    gateway?: PaymentGateway;
    /** A payout rail of the test's own (a fake Dragonpay); the configured one (the sandbox) otherwise. */
    payout?: PayoutRail;
    files?: Files;
    /**
     * A database the test holds (testDatabase()), shared by several apps of one file; closing the app leaves it
     * open. Without one the app gets its own, closed with it.
     */
    database?: TestDatabase;
  } = {},
): Promise<TestApp<Files>> {
  const database = options.database ?? (await testDatabase());
  const config: AppConfig = {
    ...loadConfig({ ...process.env, NODE_ENV: 'test', DEMO: '1' }),
    databaseUrl: database.url,
    dataDir: undefined,
    // Uploads in memory: nothing of a test run is left on disk.
    storage: { kind: 'disk', directory: undefined },
    h5Dist: '/nonexistent',
    h5ServerDist: '/nonexistent',
    consoleDist: '/nonexistent',
    // app.inject says Host: localhost:80, so the tests run as if served at http://localhost.
    publicOrigin: 'http://localhost',
    // Tests make many calls from one address; the rate-limit tests set their own limits.
    redisUrl: undefined,
    rateLimit: {
      perIp: 1_000_000,
      perSession: 1_000_000,
      authFailuresPerIp: 1_000_000,
      sessionMintsPerIp: 1_000_000,
      namespace: `pautang-test-${randomBytes(6).toString('hex')}:`,
    },
    // The payout sweep runs when a test asks (POST /attempt/dev/payouts), on the test's clock.
    payoutSweepSeconds: 0,
    // No job queue (each app would start pg-boss): the tests of jobs turn it on.
    jobs: false,
    ...overrides,
  };
  const { db } = database;
  // The seed's business date is TEST_START's (test-database.ts), so the clock starts there.
  const clock = { now: new Date(TEST_START) };
  // Without a store of the test's own, Files is MemoryStore (its default).
  const files = options.files ?? (new MemoryStore() as FileStore as Files);
  const app = await buildApp({
    db,
    config,
    files,
    clock: () => clock.now,
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.payout ? { payout: options.payout } : {}),
    ...(options.logStream ? { logStream: options.logStream, logger: true } : { logger: false }),
  });
  const wire = createFullWire(config.wireMode);

  // What each session was issued to, kept once known: a test may call while the database is down (faults/).
  const issued = new Map<string, Record<string, string>>();
  const hostParams = async (sessionId: string) => {
    const known = issued.get(sessionId);
    if (known) return known;
    const params = await sessionParamsOf(db, sessionId);
    if (params.deviceId) issued.set(sessionId, params);
    return params;
  };

  const call: TestApp<Files>['call'] = async (key, options = {}) => {
    const def = endpoints[key];
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries({
      ...(options.sessionId ? await hostParams(options.sessionId) : {}),
      ...options.query,
    })) {
      query.set(wire.keyToWire(k), String(v));
    }
    const inject: InjectOptions = {
      method: def.method,
      url: `${API_PREFIX}${wire.pathToWire(def.path)}${query.size ? `?${query}` : ''}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    };
    if (options.body) inject.payload = wire.toWire(withConsent(key, options.body)) as Record<string, unknown>;
    if (options.form) {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(options.form)) form.set(wire.keyToWire(k), String(v));
      inject.payload = form.toString();
      inject.headers = { ...inject.headers, 'content-type': 'application/x-www-form-urlencoded' };
    }
    if (options.file) {
      const boundary = `----pautang${randomBytes(8).toString('hex')}`;
      const field = wire.keyToWire(options.file.field ?? 'problemImage');
      const fields = Object.entries(options.file.fields ?? {}).map(([k, v]) =>
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${wire.keyToWire(k)}"\r\n\r\n${v}\r\n`,
        ),
      );
      inject.payload = Buffer.concat([
        ...fields,
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${options.file.name}"\r\n` +
            `Content-Type: ${options.file.type}\r\n\r\n`,
        ),
        options.file.body,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      inject.headers = { ...inject.headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
    }
    const res = await app.inject(inject);
    // A document (a statement's PDF) is the file itself, not the envelope.
    if (!String(res.headers['content-type']).startsWith('application/json')) {
      return {
        status: res.statusCode,
        headers: res.headers,
        body: { code: '', message: '', data: null },
        file: res.rawPayload,
      };
    }
    const body = res.json() as CallResult['body'];
    return {
      status: res.statusCode,
      headers: res.headers,
      body: { ...body, data: wire.fromWire(body.data) },
    };
  };

  return {
    app,
    db,
    database,
    config,
    wire,
    clock,
    files,
    call,
    inject: (options) =>
      app.inject({ ...options, headers: { 'x-requested-with': 'XMLHttpRequest', ...options.headers } }),
    signIn: async (userId, ttlMinutes = 60) => {
      const deviceId = `test-device-${userId}`;
      const sessionId = await createSession(
        db,
        { userId, deviceId, appName: 'Pautang', ttlMinutes },
        clock.now,
      );
      issued.set(sessionId, { sessionId, userId, deviceId });
      return sessionId;
    },
    sessionQuery: async (sessionId, names = 'wire') => {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(await hostParams(sessionId))) {
        query.set(names === 'wire' ? wire.keyToWire(k) : k, v);
      }
      return query.toString();
    },
    lastCode: (phone) => lastTextedCode(db, phone),
    deliverEvents: () => app.events.dispatch(),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** A profile that names a borrower, with an ID number of their own (so no other borrower shares it). */
export function testProfile(userId: string, overrides: Partial<SignerProfile> = {}): SignerProfile {
  // A demo borrower keeps the name their demo payout account is in (a payout checks the account is theirs).
  const demo = DEMO_PROFILES.find((p) => p.userId === userId)?.basic;
  return {
    basic: {
      firstName: demo?.firstName ?? 'Test',
      middleName: demo?.middleName ?? '',
      lastName: demo?.lastName ?? `Borrower ${userId}`,
      birthDate: '1990-05-20',
      nationality: 'Filipino',
      ...overrides.basic,
    },
    city: {
      street: '1 Rizal Ave.',
      barangay: 'San Roque',
      city: 'Quezon City',
      province: 'Metro Manila',
      ...overrides.city,
    },
    identity: { idType: 'umid', idNumber: `ID-${userId}`, ...overrides.identity },
  };
}

/** An offer as loan confirmation's Next signs it. */
export type SignedOffer = { productId: string; amount: number; periods: number };

/** Signs a loan as loan confirmation's Next does: the offer, consent to both agreements, and a request id. */
export function signLoan(t: Pick<TestApp, 'call'>, sessionId: string, offer: SignedOffer, requestId: string) {
  return t.call('loanDetailPush', {
    sessionId,
    body: {
      ...offer,
      termUnit: 1,
      channel: 'h5',
      agreed: 1,
      agreementIds: [...AGREEMENT_KINDS],
      requestId,
    },
  });
}

/**
 * Makes a borrower ready to sign a product's loan (issue 27), as the credit decision would leave them: a profile
 * that names them (every step saved; steps already saved are kept), a bound payout account (when they have none),
 * and an approved, unsigned offer of the amount and term given (the product's default otherwise), recorded as
 * decided by 'test'. Returns the decision's id. `profile: false` or `account: false` leaves that part out, to test
 * the refusals.
 */
export async function readyToSign(
  t: { db: Db; clock: { now: Date } },
  userId: string,
  productId: string,
  options: { amount?: number; termDays?: number; profile?: SignerProfile | false; account?: boolean } = {},
): Promise<string> {
  const at = t.clock.now.toISOString();
  const profile = options.profile === false ? undefined : (options.profile ?? testProfile(userId));
  if (profile) await saveSignerProfile(t.db, userId, profile, at);
  // The account is in the borrower's own name, as binding and the payout require.
  const basic = (profile ?? testProfile(userId)).basic;
  const ownName = [basic.firstName, basic.middleName, basic.lastName].filter(Boolean).join(' ');
  if (options.account !== false) {
    const bound = await t.db
      .selectFrom('bank_accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!bound) {
      await t.db
        .insertInto('bank_accounts')
        .values({
          id: `ba-test-${userId}`,
          user_id: userId,
          kind: 'ewallet',
          bank_code: 'GCASH',
          bank_name: 'GCash',
          account_no: '09170000001', // not ending 0000 or 9999: the payout sandbox's failing accounts
          account_name: ownName,
          debit_authorized_at: null,
          created_at: at,
          deleted_at: null,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ deleted_at: null }))
        .execute();
    }
  }
  const product = await findProductById(t.db, productId);
  if (!product) throw new Error(`no product ${productId}`);
  return approveOffer(t.db, {
    userId,
    productId,
    amount: options.amount ?? product.definition.principalAmount,
    termDays: options.termDays ?? product.definition.termDays,
    businessDate: await getBusinessDate(t.db, t.clock.now),
    at,
    decidedBy: 'test',
    reason: 'Approved for the test.',
  });
}

/** A demo staff member (contexts/demo/seed/demo-complaints.ts), by username or as typed in: the supervisor unless named. */
export type StaffWho = string | { username: string; password: string };

/**
 * Signs a demo staff member in through the real sign-in route, as the console does; answers the Cookie header's
 * value. Fails the test when the sign-in does.
 */
export async function staffCookie(t: Pick<TestApp, 'inject'>, who: StaffWho = DEMO_AGENT): Promise<string> {
  const person = typeof who === 'string' ? [DEMO_AGENT, ...DEMO_STAFF].find((p) => p.username === who) : who;
  if (!person) throw new Error(`no demo staff member ${String(who)}`);
  const res = await t.inject({
    method: 'POST',
    url: API_PREFIX + AGENT_SESSION_PATHS.signIn,
    payload: { username: person.username, password: person.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${person.username} failed: ${res.body}`);
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
}

export type StaffAnswer = { status: number; code: number; message: string; data: unknown };

/**
 * One staff call as the console makes it (apps/console lib/request.ts consoleCall): the request's fields named in the
 * path fill it, the rest go in the query of a GET or the JSON body of a POST.
 */
export async function staffCall<K extends StaffCall>(
  t: Pick<TestApp, 'inject'>,
  cookie: string,
  key: K,
  request: RequestOf<K> | Record<string, unknown>,
): Promise<StaffAnswer> {
  const def = calls[key];
  const { path, rest: fields } = fillPath(def.path, request as Record<string, unknown>);
  const options: InjectOptions = { method: def.method, url: API_PREFIX + path, headers: { cookie } };
  if (def.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(fields).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    if (query.size) options.url += `?${query}`;
  } else {
    options.payload = fields;
  }
  const res = await t.inject(options);
  const body = res.json() as { code: number; message: string; data: unknown };
  return { status: res.statusCode, ...body };
}
