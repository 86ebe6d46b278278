// Server configuration from the environment, read once at start. Every variable is declared once, in ENV_SCHEMA:
// its type, its rule and its default (the `npm start` demo). A bad value stops the start with one line per
// variable naming it and what is wrong; rules between variables (production's explicit choices, demo mode only on
// a loopback address…) follow in loadConfig. The README's table is checked against ENV_SCHEMA (config-docs.test.ts).
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PhoneRule } from '@pautang/contract/accounts';
import type { WireMode } from '@pautang/contract/wire-names';
import { z } from 'zod';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type CompanyConfig = {
  legalName: string;
  appName: string;
  email: string;
  servicePhone: string;
  whatsapp: string;
  address: string;
  grievanceOfficer: string;
  /** SEC MC 19 s.2019: a lending company shows these on its disclosures and public pages. */
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
  /** The provider code the Credit Information Corporation gave the lender as a submitting entity (RA 9510). */
  cicProviderCode: string;
};

/** Fastify's trustProxy: a number of proxy hops, or the proxies' own addresses and networks. */
export type TrustProxy = false | number | string[];

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this instance's pool opens at most (DATABASE_POOL_SIZE); the change feed's is extra. */
  databasePoolSize: number;
  dataDir: string | undefined;
  wireMode: WireMode;
  demo: boolean;
  /** Set when demo mode runs on a non-loopback address by explicit request: printed at start. */
  demoWarning?: string | undefined;
  sessionTtlMinutes: number;
  /** How often deleted accounts whose retention has ended are anonymised; 0: only when asked (demo route). */
  anonymiseIntervalSeconds: number;
  /**
   * Demo mode only, off by default: an application the credit rules hold for a person's review is approved at
   * once, as a second decision row decided by 'demo'. Off, it waits for the back office's credit review queue
   * (issue 28), as outside demo mode, where it is ignored.
   */
  demoApproveReviews: boolean;
  /**
   * How often the payout sweep runs (PAYOUT_SWEEP_SECONDS): it sends again the payouts that could not be sent, and
   * the sandbox rail settles its due payouts in it. 0: only when asked (POST /attempt/dev/payouts, demo mode).
   */
  payoutSweepSeconds: number;
  /**
   * The durable job queue (platform/jobs, pg-boss on the database we run): on by default. Off (JOBS=0), nothing recurs
   * and sent jobs are dropped; tests turn it off unless they test jobs, so each app starts fast.
   */
  jobs: boolean;
  /** How often notifications whose time has come are sent (NOTIFY_SWEEP_SECONDS; 0: only on demand). */
  notifySweepSeconds: number;
  /** How often the business day's reminders are planned, and once at start (REMINDER_SWEEP_SECONDS; 0: never). */
  reminderSweepSeconds: number;
  /**
   * The portfolio report's kept figures (REPORT_FIGURES_SECONDS, contexts/back-office/reports/report-figures.ts): how often the
   * job sums the book and keeps the closed days, once at start too; a report shows the book's figures while at most
   * two periods old. 0: nothing kept, every view sums the book (a small book).
   */
  reportFiguresSeconds: number;
  /**
   * The books' daily accrual (BOOKS_ACCRUAL_SECONDS, flows/books.ts): how often the job looks whether the business
   * day is accrued yet, once at start too; it accrues each business day once. 0: on demand only (the check).
   */
  booksAccrualSeconds: number;
  /** Issue 42: how many days past due a loan must be before it may be written off (WRITE_OFF_DAYS). */
  writeOffDays: number;
  /**
   * Graceful shutdown (platform/operations/shutdown.ts): the bound from SIGTERM to the exit (SHUTDOWN_GRACE_MS,
   * below Kubernetes' 30 s), and how long the listener still takes connections while /readyz says draining
   * (SHUTDOWN_DRAIN_MS, SIGTERM only, within the bound).
   */
  shutdown: { graceMs: number; drainMs: number };
  /**
   * Maker-checker (issue 28): centavos up to which one staff member acts alone; above, a second one approves. App
   * settings and landing templates have no amount: every change is approved.
   */
  approvalLimits: { refund: number; penaltyWaiver: number; loanApproval: number };
  /** Hosts (besides our own origin) the H5 may navigate to with server-supplied URLs. */
  allowedHosts: string[];
  company: CompanyConfig;
  h5Dist: string;
  /** The H5's server-renderer build (entry-server.js); without it pages are rendered in the browser only. */
  h5ServerDist: string;
  consoleDist: string;
  logLevel: string;
  /**
   * Behind reverse proxies: how many of them (hops) or which addresses (IPs and CIDRs) to take X-Forwarded-* from,
   * for the client's address and Host; false: none. Never "trust every hop": the client writes the first ones.
   */
  trustProxy: TrustProxy;
  /**
   * The origin every absolute link we hand out starts with (lendDetailsUrl, contract_url…), and the only Host we
   * answer to besides its loopback aliases. Never taken from a request's Host header.
   */
  publicOrigin: string;
  /** Shared counters (rate limits) live here when set; in memory otherwise. */
  redisUrl: string | undefined;
  /** The bearer token /metrics asks for (METRICS_TOKEN); unset, it answers loopback addresses only. */
  metricsToken?: string | undefined;
  rateLimit: RateLimitConfig;
  storage: StorageConfig;
  gateway: GatewayConfig;
  /** The payout rail loans are disbursed through (PAYOUT_GATEWAY): the sandbox, or Dragonpay's Payout API. */
  payout: PayoutConfig;
  /**
   * Keys what the server signs and hashes for itself (one-time codes, repayment tokens). APP_SECRET; required
   * outside demo mode, because every instance must share it and a default would be public.
   */
  appSecret: string;
  /**
   * A second key accepted when checking what APP_SECRET signed, never used to sign (APP_SECRET_PREVIOUS): the key
   * being rotated out (or, in a rotation's first step, the one being rotated in), so a rolling restart refuses
   * nobody's code or token (docs/OPERATIONS.md, "Rotating secrets").
   */
  appSecretPrevious?: string | undefined;
  /** Seconds between two texts with a code to one phone (OTP_RESEND_SECONDS): 60, as the screens count down. */
  otpResendSeconds: number;
  sms: SmsConfig;
  /** Debits from a borrower's own account (DIRECT_DEBIT): only the sandbox bank so far. */
  directDebit: DirectDebitConfig;
  /**
   * Production with a stand-in chosen explicitly (the sandbox gateway, the sandbox bank, the SMS outbox): one line
   * each, printed at start and shown on /host, so nobody takes the stand-in for the real thing. Empty otherwise.
   */
  sandboxWarnings: string[];
  /** Which mobile numbers are accepted (PHONE_RULE): 'ph' (default) or the spec's 'cn' rule. */
  phoneRule: PhoneRule;
  /** The native app: its address scheme and Play Store id (APP_SCHEME_URL, APP_STORE_ID), for download links. */
  app: { schemeUrl: string; storeId: string };
  /**
   * The lender's policy (CAPS_ALL_LOANS, on by default; 0 turns it off): the 100 % total-cost cap and the 5 %-a-month
   * late-charge cap of MC 3 s.2022 / MC 14 s.2025 apply to every loan, not only to those the circulars cover. Each
   * order keeps the policy it was signed under.
   */
  capsAllLoans: boolean;
};

/**
 * The payment gateway: the local Dragonpay-like sandbox (default), or Dragonpay itself, configured by
 * DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD (the merchant's secret key, which also signs postbacks) and
 * DRAGONPAY_BASE_URL (the collection API, e.g. https://test.dragonpay.ph/api/collect/v1).
 */
export type GatewayConfig =
  | { kind: 'sandbox'; secret: string; previousSecret?: string | undefined }
  | {
      kind: 'dragonpay';
      merchantId: string;
      password: string;
      /** DRAGONPAY_PASSWORD_PREVIOUS: a second key the legacy digest is accepted under while the key rotates. */
      previousPassword?: string | undefined;
      baseUrl: string;
      /**
       * How postbacks are signed (DRAGONPAY_POSTBACK_SIGNATURE): 'rsa-sha256' (default), Dragonpay's current
       * signature checked with the public keys of its collection API; 'sha1', the legacy digest keyed by the
       * merchant's secret, for a merchant account not moved over yet.
       */
      postbackSignature: 'rsa-sha256' | 'sha1';
    };

/**
 * The payout rail: the local sandbox (default), which pays out after PAYOUT_SANDBOX_DELAY_SECONDS and fails for an
 * account number ending 0000 (the borrower must fix the account) or 9999 (the loan fails), signing its postbacks
 * with SANDBOX_GATEWAY_SECRET; or Dragonpay's Payout API at DRAGONPAY_PAYOUT_BASE_URL with the merchant's payout
 * API key (DRAGONPAY_PAYOUT_API_KEY, a Bearer token), whose postbacks carry a SHA-1 digest keyed by the merchant's
 * secret key (DRAGONPAY_PASSWORD).
 */
export type PayoutConfig =
  | { kind: 'sandbox'; secret: string; previousSecret?: string | undefined; delaySeconds: number }
  | {
      kind: 'dragonpay';
      merchantId: string;
      apiKey: string;
      password: string;
      /** DRAGONPAY_PASSWORD_PREVIOUS: the payout postback's digest is accepted under it too while the key rotates. */
      previousPassword?: string | undefined;
      baseUrl: string;
    };

/** The debit rail (DIRECT_DEBIT): 'sandbox', the local sandbox bank; no real rail is wired in yet. */
export type DirectDebitConfig = { kind: 'sandbox' };

/**
 * Text messages: the outbox the back office shows (default), or Semaphore (SMS_PROVIDER=semaphore) with
 * SEMAPHORE_API_KEY, SEMAPHORE_SENDER_NAME (an approved sender name) and SEMAPHORE_BASE_URL.
 */
export type SmsConfig =
  { kind: 'outbox' } | { kind: 'semaphore'; apiKey: string; senderName: string; baseUrl: string };

/**
 * Where uploaded files go: a folder on disk by default, or an S3-compatible bucket when S3_BUCKET is set
 * (credentials from the AWS SDK's usual sources: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
 * No directory: in memory (tests).
 */
export type StorageConfig =
  | { kind: 'disk'; directory: string | undefined }
  | { kind: 's3'; bucket: string; region: string; endpoint: string | undefined; prefix: string };

/** Requests per minute. Per IP is generous: Philippine mobile carriers put many phones behind one address. */
export type RateLimitConfig = {
  perIp: number;
  perSession: number;
  /** Calls whose session could not be resolved (a guessed or expired token), per IP. */
  authFailuresPerIp: number;
  /** Demo sign-ins (POST /attempt/dev/sessions), per IP. */
  sessionMintsPerIp: number;
  /** Prefix of the shared counters, so several apps (or test files) can share one Redis. */
  namespace: string;
};

export const defaultCompany: CompanyConfig = {
  legalName: 'Pautang Lending Corporation',
  appName: 'Pautang',
  email: 'support@pautang.ph',
  servicePhone: '+63 2 8123 4567',
  whatsapp: '639171234567',
  address: '18F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
  grievanceOfficer: 'Data Protection Officer',
  // Demo values; production sets SEC_REGISTRATION_NO and CERTIFICATE_OF_AUTHORITY_NO.
  secRegistrationNo: 'CS202400001',
  certificateOfAuthorityNo: '3601',
  cicProviderCode: 'PTG00001',
};

/** A start-up refusal: one line per problem, each naming its variable. server.ts prints it without a stack. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

// `VAR=` (in a shell, a compose file, a unit file) usually means "not set": so it does here, except for the few
// variables whose empty value means something (no outside hosts, no key prefix); those are not wrapped.
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  const rule =
    max === Number.MAX_SAFE_INTEGER
      ? `must be a whole number${min === 0 ? '' : ` of at least ${min}`}`
      : `must be a whole number from ${min} to ${max}`;
  return z.string().regex(/^\d+$/, rule).transform(Number).pipe(z.number().min(min, rule).max(max, rule));
}

/** 1 or 0, as the README writes switches. */
const flag = () => z.enum(['1', '0'], { error: 'must be 1 or 0' }).transform((value) => value === '1');

const orList = (values: readonly string[]) =>
  values.length === 1 ? `${values[0]}` : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

function oneOf<const T extends readonly [string, ...string[]]>(values: T, why = '') {
  return z.enum(values, { error: `must be ${orList(values)}${why}` });
}

/** A URL with one of `schemes`; `trimSlash` drops trailing slashes of an API base. */
function url(schemes: readonly string[] | 'any', example: string, trimSlash = false) {
  return z.string().transform((text, ctx) => {
    const parsed = URL.parse(text);
    if (parsed && (schemes === 'any' || schemes.includes(parsed.protocol))) {
      return trimSlash ? text.replace(/\/+$/, '') : text;
    }
    ctx.addIssue({ code: 'custom', message: `must be a URL such as ${example}` });
    return z.NEVER;
  });
}

/** PUBLIC_ORIGIN: a bare origin (scheme, host, port; no path), normalised as the browser writes it. */
const origin = () =>
  z.string().transform((text, ctx) => {
    const parsed = URL.parse(text);
    const bare = parsed?.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username;
    if (parsed && bare && /^https?:$/.test(parsed.protocol)) return parsed.origin;
    ctx.addIssue({ code: 'custom', message: 'must be an origin such as https://app.example.ph' });
    return z.NEVER;
  });

/** Host names, comma-separated; each is compared with a URL's hostname and written into the CSP. */
const hostList = () =>
  z.string().transform((text, ctx) => {
    const hosts = text
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    if (hosts.every((h) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(h))) return hosts;
    ctx.addIssue({
      code: 'custom',
      message: 'must be host names separated by commas (pay.dragonpay.ph,www.gcash.com)',
    });
    return z.NEVER;
  });

function isAddressOrNetwork(text: string): boolean {
  const [address = '', bits, extra] = text.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: 0 (no proxy), a number of hops (1: one balancer, which appends the client's address to
 * X-Forwarded-For), or a comma-separated list of the proxies' addresses or CIDRs. 'true' and the like are
 * refused: trusting every hop lets a client name its own address.
 */
const trustProxy = () =>
  z.string().transform((value, ctx): TrustProxy => {
    const text = value.trim();
    if (text === '' || text === '0') return false;
    if (/^\d+$/.test(text)) {
      if (Number(text) <= 10) return Number(text);
      ctx.addIssue({ code: 'custom', message: 'must be a small number of proxy hops' });
      return z.NEVER;
    }
    const addresses = text.split(',').map((a) => a.trim());
    if (addresses.every(isAddressOrNetwork)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message:
        "must be a number of proxy hops (1 behind one load balancer) or the proxies' addresses (10.0.0.0/8,192.0.2.7)",
    });
    return z.NEVER;
  });

const text = () => z.string();
const PINO_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every variable the server reads, with its rule and its default. No default: unset, or worked out in loadConfig
 * from other variables (DEMO, LOG_LEVEL, PUBLIC_ORIGIN, APP_SECRET). The meanings are in the README's table.
 */
export const ENV_SCHEMA = z.object({
  NODE_ENV: unsetWhenEmpty(text().optional()),
  PORT: unsetWhenEmpty(wholeNumber(1, 65535).default(3000)),
  HOST: unsetWhenEmpty(text().default('127.0.0.1')),
  DEMO: unsetWhenEmpty(flag().optional()),
  DATABASE_URL: unsetWhenEmpty(
    url(['postgres:', 'postgresql:'], 'postgres://pautang@db.internal:5432/pautang').optional(),
  ),
  DATABASE_POOL_SIZE: unsetWhenEmpty(wholeNumber(1, 1000).default(10)),
  DATA_DIR: unsetWhenEmpty(text().default(path.join(root, 'data', 'pglite'))),
  WIRE_MODE: unsetWhenEmpty(oneOf(['plain', 'obfuscated']).default('plain')),
  PUBLIC_ORIGIN: unsetWhenEmpty(origin().optional()),
  // Empty: no outside host at all.
  ALLOWED_HOSTS: hostList().default([
    'pay.dragonpay.ph',
    'test.dragonpay.ph',
    'www.gcash.com',
    'www.paymaya.com',
  ]),
  REDIS_URL: unsetWhenEmpty(url(['redis:', 'rediss:'], 'redis://cache.internal:6379').optional()),
  METRICS_TOKEN: unsetWhenEmpty(text().min(16, 'must be at least 16 characters').optional()),
  RATE_LIMIT_PER_IP: unsetWhenEmpty(wholeNumber(1).default(1200)),
  RATE_LIMIT_PER_SESSION: unsetWhenEmpty(wholeNumber(1).default(120)),
  RATE_LIMIT_AUTH_FAILURES_PER_IP: unsetWhenEmpty(wholeNumber(1).default(30)),
  RATE_LIMIT_SESSION_MINTS_PER_IP: unsetWhenEmpty(wholeNumber(1).default(20)),
  RATE_LIMIT_NAMESPACE: text().default('pautang-rl:'),
  SESSION_TTL_MINUTES: unsetWhenEmpty(wholeNumber(1).default(60 * 24 * 7)),
  TRUST_PROXY: unsetWhenEmpty(trustProxy().default(false)),
  SEC_REGISTRATION_NO: unsetWhenEmpty(text().default(defaultCompany.secRegistrationNo)),
  CERTIFICATE_OF_AUTHORITY_NO: unsetWhenEmpty(text().default(defaultCompany.certificateOfAuthorityNo)),
  CIC_PROVIDER_CODE: unsetWhenEmpty(
    text().max(8, 'is at most 8 characters').default(defaultCompany.cicProviderCode),
  ),
  PAYMENT_GATEWAY: unsetWhenEmpty(oneOf(['sandbox', 'dragonpay']).default('sandbox')),
  DRAGONPAY_MERCHANT_ID: unsetWhenEmpty(text().optional()),
  DRAGONPAY_PASSWORD: unsetWhenEmpty(text().optional()),
  DRAGONPAY_PASSWORD_PREVIOUS: unsetWhenEmpty(text().optional()),
  DRAGONPAY_BASE_URL: unsetWhenEmpty(
    url(['https:', 'http:'], 'https://test.dragonpay.ph/api/collect/v1', true).optional(),
  ),
  DRAGONPAY_POSTBACK_SIGNATURE: unsetWhenEmpty(oneOf(['rsa-sha256', 'sha1']).default('rsa-sha256')),
  PAYOUT_GATEWAY: unsetWhenEmpty(oneOf(['sandbox', 'dragonpay']).default('sandbox')),
  DRAGONPAY_PAYOUT_BASE_URL: unsetWhenEmpty(
    url(['https:', 'http:'], 'https://test.dragonpay.ph/api/payout/merchant/v1', true).optional(),
  ),
  DRAGONPAY_PAYOUT_API_KEY: unsetWhenEmpty(text().optional()),
  PAYOUT_SANDBOX_DELAY_SECONDS: unsetWhenEmpty(wholeNumber(0).default(15)),
  PAYOUT_SWEEP_SECONDS: unsetWhenEmpty(wholeNumber(0).default(2)),
  JOBS: unsetWhenEmpty(flag().default(true)),
  NOTIFY_SWEEP_SECONDS: unsetWhenEmpty(wholeNumber(0).default(5)),
  REMINDER_SWEEP_SECONDS: unsetWhenEmpty(wholeNumber(0).default(600)),
  REPORT_FIGURES_SECONDS: unsetWhenEmpty(wholeNumber(0).default(300)),
  BOOKS_ACCRUAL_SECONDS: unsetWhenEmpty(wholeNumber(0).default(600)),
  WRITE_OFF_DAYS: unsetWhenEmpty(wholeNumber(1).default(180)),
  SHUTDOWN_GRACE_MS: unsetWhenEmpty(wholeNumber(1000).default(25_000)),
  SHUTDOWN_DRAIN_MS: unsetWhenEmpty(wholeNumber(0).default(0)),
  APPROVAL_REFUND_ABOVE: unsetWhenEmpty(wholeNumber(0).default(20_000)),
  // Issue 40, D3: a waiver always waits for a second collector by default (maker-checker always).
  APPROVAL_WAIVER_ABOVE: unsetWhenEmpty(wholeNumber(0).default(0)),
  APPROVAL_LOAN_ABOVE: unsetWhenEmpty(wholeNumber(0).default(1_000_000)),
  // The sandbox signs its postbacks like Dragonpay; its key only has to outlive a restart of the demo.
  SANDBOX_GATEWAY_SECRET: unsetWhenEmpty(text().default('pautang-sandbox-gateway')),
  SANDBOX_GATEWAY_SECRET_PREVIOUS: unsetWhenEmpty(text().optional()),
  APP_SECRET: unsetWhenEmpty(text().min(16, 'must be at least 16 characters').optional()),
  APP_SECRET_PREVIOUS: unsetWhenEmpty(text().min(16, 'must be at least 16 characters').optional()),
  OTP_RESEND_SECONDS: unsetWhenEmpty(wholeNumber(1).default(60)),
  PHONE_RULE: unsetWhenEmpty(oneOf(['ph', 'cn']).default('ph')),
  APP_SCHEME_URL: unsetWhenEmpty(url('any', 'pautang://open').default('pautang://open')),
  APP_STORE_ID: unsetWhenEmpty(text().default('ph.pautang.app')),
  SMS_PROVIDER: unsetWhenEmpty(oneOf(['outbox', 'semaphore']).default('outbox')),
  DIRECT_DEBIT: unsetWhenEmpty(oneOf(['sandbox'], ' (the only rail so far)').default('sandbox')),
  SEMAPHORE_API_KEY: unsetWhenEmpty(text().optional()),
  SEMAPHORE_SENDER_NAME: unsetWhenEmpty(text().default('SEMAPHORE')),
  SEMAPHORE_BASE_URL: unsetWhenEmpty(
    url(['https:', 'http:'], 'https://api.semaphore.co/api/v4', true).default(
      'https://api.semaphore.co/api/v4',
    ),
  ),
  FILES_DIR: unsetWhenEmpty(text().default(path.join(root, 'data', 'files'))),
  S3_BUCKET: unsetWhenEmpty(text().optional()),
  S3_REGION: unsetWhenEmpty(text().default('ap-southeast-1')),
  S3_ENDPOINT: unsetWhenEmpty(url(['https:', 'http:'], 'https://s3.example.com').optional()),
  // Empty: keys at the bucket's root.
  S3_PREFIX: text().default('uploads/'),
  CAPS_ALL_LOANS: unsetWhenEmpty(flag().default(true)),
  ANONYMISE_INTERVAL_SECONDS: unsetWhenEmpty(wholeNumber(0).default(3600)),
  DEMO_APPROVE_REVIEWS: unsetWhenEmpty(flag().default(false)),
  SERVICE_PHONE: unsetWhenEmpty(text().default(defaultCompany.servicePhone)),
  LOG_LEVEL: unsetWhenEmpty(oneOf(PINO_LEVELS).optional()),
  H5_DIST: unsetWhenEmpty(text().default(path.join(root, 'apps/h5/dist'))),
  H5_SERVER_DIST: unsetWhenEmpty(text().default(path.join(root, 'apps/h5/dist-server'))),
  CONSOLE_DIST: unsetWhenEmpty(text().default(path.join(root, 'apps/console/dist'))),
});

export type EnvVariable = keyof typeof ENV_SCHEMA.shape;
export const ENV_VARIABLES = Object.keys(ENV_SCHEMA.shape) as EnvVariable[];

/** Never repeated in a refusal: keys, and URLs that may carry a password. */
const SECRET_VARIABLES: ReadonlySet<EnvVariable> = new Set([
  'APP_SECRET',
  'APP_SECRET_PREVIOUS',
  'DRAGONPAY_PASSWORD',
  'DRAGONPAY_PASSWORD_PREVIOUS',
  'SANDBOX_GATEWAY_SECRET_PREVIOUS',
  'DRAGONPAY_PAYOUT_API_KEY',
  'SEMAPHORE_API_KEY',
  'SANDBOX_GATEWAY_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'METRICS_TOKEN',
]);

function problemOf(name: string, message: string, value: unknown): string {
  const shown =
    SECRET_VARIABLES.has(name as EnvVariable) || typeof value !== 'string' ? '' : `, got "${value}"`;
  return `${name} ${message}${shown}`;
}

/** One line per variable refused (its first problem), in the schema's order. */
function problemsOf(error: z.ZodError, env: Record<string, unknown>): string[] {
  const first = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!first.has(name)) first.set(name, problemOf(name, issue.message, env[name]));
  }
  return ENV_VARIABLES.flatMap((name) => first.get(name) ?? []);
}

/** One variable read by its declaration; a bad value throws a ConfigError naming it. */
function readVariable<K extends EnvVariable>(
  name: K,
  value: string | undefined,
): z.output<(typeof ENV_SCHEMA.shape)[K]> {
  const parsed = ENV_SCHEMA.shape[name].safeParse(value);
  if (!parsed.success) {
    throw new ConfigError([problemOf(name, parsed.error.issues[0]?.message ?? 'is not valid', value)]);
  }
  return parsed.data as z.output<(typeof ENV_SCHEMA.shape)[K]>;
}

/** TRUST_PROXY as the server takes it: false, a number of hops, or the proxies' addresses and networks. */
export function trustProxyOf(value: string | undefined): TrustProxy {
  return readVariable('TRUST_PROXY', value);
}

export const DEMO_PARTNER_HOST = 'partner-lender.example.com';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Demo mode (demo data, scenarios, and calls that sign anyone in as any demo borrower) is `npm start`'s default,
 * but only on a loopback address: reachable from a network it would hand out borrowers' sessions. There it
 * needs DEMO=1 said outright, and the server prints a warning. Production is never demo unless told so.
 */
export function demoModeOf(
  env: NodeJS.ProcessEnv,
  host: string,
): { demo: boolean; warning?: string | undefined } {
  return demoModeFrom(readVariable('DEMO', env.DEMO), env.NODE_ENV === 'production', host);
}

function demoModeFrom(
  asked: boolean | undefined,
  production: boolean,
  host: string,
): { demo: boolean; warning?: string | undefined } {
  const demo = asked ?? !production;
  if (!demo || LOOPBACK_HOSTS.has(host)) return { demo };
  if (asked !== true) {
    throw new ConfigError([
      `Demo mode lets anyone sign in as a demo borrower, so it runs only on a loopback HOST, not ${host}. ` +
        'Set DEMO=0 (or NODE_ENV=production), or DEMO=1 to run the demo on this address anyway.',
    ]);
  }
  return {
    demo,
    warning: `Warning: demo mode on ${host} (DEMO=1): anyone who can reach this address can sign in as a demo borrower.`,
  };
}

/**
 * PUBLIC_ORIGIN as a bare origin (scheme, host, port; no path), or by default the listening address. A server
 * listening on every interface has no address of its own to link to, so it must be told its public origin.
 */
export function publicOriginOf(value: string | undefined, host: string, port: number): string {
  return publicOriginFrom(readVariable('PUBLIC_ORIGIN', value), host, port);
}

function publicOriginFrom(origin: string | undefined, host: string, port: number): string {
  if (origin) return origin;
  if (WILDCARD_HOSTS.has(host)) {
    throw new ConfigError([
      `HOST ${host} listens on every interface: set PUBLIC_ORIGIN to the address borrowers use.`,
    ]);
  }
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
}

/**
 * What production must be told outright: the lender's SEC numbers (printed on every disclosure and agreement) and
 * each outside service money or codes go through. A default here would be a demo value or a stand-in.
 */
export const PRODUCTION_REQUIRED = [
  'SEC_REGISTRATION_NO',
  'CERTIFICATE_OF_AUTHORITY_NO',
  'PAYMENT_GATEWAY',
  'PAYOUT_GATEWAY',
  'DIRECT_DEBIT',
  'SMS_PROVIDER',
] as const satisfies readonly EnvVariable[];

/** Why production refuses to start on this environment (every missing or demo variable named), if it does. */
function productionRefusal(env: NodeJS.ProcessEnv): string | undefined {
  const missing = PRODUCTION_REQUIRED.filter((name) => !env[name]?.trim());
  const demoValues = [
    ...(env.SEC_REGISTRATION_NO === defaultCompany.secRegistrationNo ? ['SEC_REGISTRATION_NO'] : []),
    ...(env.CERTIFICATE_OF_AUTHORITY_NO === defaultCompany.certificateOfAuthorityNo
      ? ['CERTIFICATE_OF_AUTHORITY_NO']
      : []),
  ];
  const problems = [
    ...(missing.length ? [`set ${missing.join(', ')} explicitly`] : []),
    ...(demoValues.length ? [`${demoValues.join(' and ')} must not be the demo value`] : []),
  ];
  if (!problems.length) return undefined;
  return (
    `NODE_ENV=production refuses to start: ${problems.join('; ')}. ` +
    'A sandbox can still be chosen on purpose (PAYMENT_GATEWAY=sandbox, PAYOUT_GATEWAY=sandbox, DIRECT_DEBIT=sandbox, ' +
    'SMS_PROVIDER=outbox); the server then warns at start and on /host.'
  );
}

/** Refuses to start production on a demo value or a default: every missing (or demo) variable is named. */
export function checkProductionEnv(env: NodeJS.ProcessEnv): void {
  const refusal = productionRefusal(env);
  if (refusal) throw new ConfigError([refusal]);
}

/** The stand-ins production was explicitly told to use, one warning each (AppConfig.sandboxWarnings). */
export function sandboxWarningsOf(
  config: Pick<AppConfig, 'gateway' | 'directDebit' | 'sms'> & { payout?: PayoutConfig },
  production: boolean,
): string[] {
  if (!production) return [];
  return [
    ...(config.gateway.kind === 'sandbox'
      ? [
          'Warning: PAYMENT_GATEWAY=sandbox in production: pay codes are served by the local sandbox gateway, ' +
            'whose page marks a code paid without any money moving.',
        ]
      : []),
    ...(config.payout?.kind === 'sandbox'
      ? [
          'Warning: PAYOUT_GATEWAY=sandbox in production: loans are paid out by the local sandbox rail, ' +
            'which confirms a payout without any money moving.',
        ]
      : []),
    ...(config.directDebit.kind === 'sandbox'
      ? [
          'Warning: DIRECT_DEBIT=sandbox in production: card repayments are debited from the sandbox bank, ' +
            'which approves them without any money moving.',
        ]
      : []),
    ...(config.sms.kind === 'outbox'
      ? [
          'Warning: SMS_PROVIDER=outbox in production: texts, one-time codes too, are not sent to phones; ' +
            'they wait in the back office’s SMS outbox.',
        ]
      : []),
  ];
}

type Env = z.output<typeof ENV_SCHEMA>;

/**
 * The configuration, or a ConfigError listing what is wrong: production's refusal and every variable whose value
 * breaks its rule at once, then the first broken rule between variables.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const refusal = production ? productionRefusal(env) : undefined;
  const parsed = ENV_SCHEMA.safeParse(env);
  const problems = [...(refusal ? [refusal] : []), ...(parsed.success ? [] : problemsOf(parsed.error, env))];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const gateway = gatewayOf(e);
  const payout = payoutOf(e);
  const sms = smsOf(e);
  const directDebit: DirectDebitConfig = { kind: e.DIRECT_DEBIT };
  const demoMode = demoModeFrom(e.DEMO, production, e.HOST);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    wireMode: e.WIRE_MODE,
    demo: demoMode.demo,
    demoWarning: demoMode.warning,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    anonymiseIntervalSeconds: e.ANONYMISE_INTERVAL_SECONDS,
    demoApproveReviews: demoMode.demo && e.DEMO_APPROVE_REVIEWS,
    payoutSweepSeconds: e.PAYOUT_SWEEP_SECONDS,
    jobs: e.JOBS,
    notifySweepSeconds: e.NOTIFY_SWEEP_SECONDS,
    reminderSweepSeconds: e.REMINDER_SWEEP_SECONDS,
    reportFiguresSeconds: e.REPORT_FIGURES_SECONDS,
    booksAccrualSeconds: e.BOOKS_ACCRUAL_SECONDS,
    writeOffDays: e.WRITE_OFF_DAYS,
    // The drain is a part of the bound: what is left of it closes the requests, the jobs and the database.
    shutdown: {
      graceMs: e.SHUTDOWN_GRACE_MS,
      drainMs: Math.min(e.SHUTDOWN_DRAIN_MS, e.SHUTDOWN_GRACE_MS / 2),
    },
    approvalLimits: {
      refund: e.APPROVAL_REFUND_ABOVE,
      penaltyWaiver: e.APPROVAL_WAIVER_ABOVE,
      loanApproval: e.APPROVAL_LOAN_ABOVE,
    },
    allowedHosts: [
      ...e.ALLOWED_HOSTS,
      // The demo's partner lender (Partner Cash): the spec opens a partner's https link, so the demo shows that.
      ...(demoMode.demo ? [DEMO_PARTNER_HOST] : []),
    ],
    company: {
      ...defaultCompany,
      servicePhone: e.SERVICE_PHONE,
      secRegistrationNo: e.SEC_REGISTRATION_NO,
      certificateOfAuthorityNo: e.CERTIFICATE_OF_AUTHORITY_NO,
      cicProviderCode: e.CIC_PROVIDER_CODE,
    },
    h5Dist: e.H5_DIST,
    h5ServerDist: e.H5_SERVER_DIST,
    consoleDist: e.CONSOLE_DIST,
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: e.TRUST_PROXY,
    publicOrigin: publicOriginFrom(e.PUBLIC_ORIGIN, e.HOST, e.PORT),
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    rateLimit: {
      perIp: e.RATE_LIMIT_PER_IP,
      perSession: e.RATE_LIMIT_PER_SESSION,
      authFailuresPerIp: e.RATE_LIMIT_AUTH_FAILURES_PER_IP,
      sessionMintsPerIp: e.RATE_LIMIT_SESSION_MINTS_PER_IP,
      namespace: e.RATE_LIMIT_NAMESPACE,
    },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          prefix: e.S3_PREFIX,
        }
      : { kind: 'disk', directory: e.FILES_DIR },
    gateway,
    payout,
    appSecret: appSecretOf(e.APP_SECRET, demoMode.demo),
    appSecretPrevious: e.APP_SECRET_PREVIOUS,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    sms,
    directDebit,
    sandboxWarnings: sandboxWarningsOf({ gateway, payout, directDebit, sms }, production),
    phoneRule: e.PHONE_RULE,
    app: { schemeUrl: e.APP_SCHEME_URL, storeId: e.APP_STORE_ID },
    capsAllLoans: e.CAPS_ALL_LOANS,
  };
}

function smsOf(e: Env): SmsConfig {
  if (e.SMS_PROVIDER === 'outbox') return { kind: 'outbox' };
  if (!e.SEMAPHORE_API_KEY) throw new ConfigError(['SMS_PROVIDER=semaphore needs SEMAPHORE_API_KEY.']);
  return {
    kind: 'semaphore',
    apiKey: e.SEMAPHORE_API_KEY,
    senderName: e.SEMAPHORE_SENDER_NAME,
    baseUrl: e.SEMAPHORE_BASE_URL,
  };
}

function appSecretOf(secret: string | undefined, demo: boolean): string {
  if (secret) return secret;
  if (!demo) {
    throw new ConfigError(['APP_SECRET is required outside demo mode (at least 16 random characters).']);
  }
  return 'pautang-demo-app-secret';
}

function gatewayOf(e: Env): GatewayConfig {
  if (e.PAYMENT_GATEWAY === 'sandbox') {
    return {
      kind: 'sandbox',
      secret: e.SANDBOX_GATEWAY_SECRET,
      previousSecret: e.SANDBOX_GATEWAY_SECRET_PREVIOUS,
    };
  }
  const { DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD, DRAGONPAY_BASE_URL } = e;
  if (!DRAGONPAY_MERCHANT_ID || !DRAGONPAY_PASSWORD || !DRAGONPAY_BASE_URL) {
    throw new ConfigError([
      'PAYMENT_GATEWAY=dragonpay needs DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD and DRAGONPAY_BASE_URL.',
    ]);
  }
  return {
    kind: 'dragonpay',
    merchantId: DRAGONPAY_MERCHANT_ID,
    password: DRAGONPAY_PASSWORD,
    previousPassword: e.DRAGONPAY_PASSWORD_PREVIOUS,
    baseUrl: DRAGONPAY_BASE_URL,
    postbackSignature: e.DRAGONPAY_POSTBACK_SIGNATURE,
  };
}

function payoutOf(e: Env): PayoutConfig {
  if (e.PAYOUT_GATEWAY === 'sandbox') {
    return {
      kind: 'sandbox',
      secret: e.SANDBOX_GATEWAY_SECRET,
      previousSecret: e.SANDBOX_GATEWAY_SECRET_PREVIOUS,
      delaySeconds: e.PAYOUT_SANDBOX_DELAY_SECONDS,
    };
  }
  const { DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD, DRAGONPAY_PAYOUT_API_KEY, DRAGONPAY_PAYOUT_BASE_URL } =
    e;
  if (
    !DRAGONPAY_MERCHANT_ID ||
    !DRAGONPAY_PASSWORD ||
    !DRAGONPAY_PAYOUT_API_KEY ||
    !DRAGONPAY_PAYOUT_BASE_URL
  ) {
    throw new ConfigError([
      'PAYOUT_GATEWAY=dragonpay needs DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD, DRAGONPAY_PAYOUT_API_KEY and ' +
        'DRAGONPAY_PAYOUT_BASE_URL.',
    ]);
  }
  return {
    kind: 'dragonpay',
    merchantId: DRAGONPAY_MERCHANT_ID,
    apiKey: DRAGONPAY_PAYOUT_API_KEY,
    password: DRAGONPAY_PASSWORD,
    previousPassword: e.DRAGONPAY_PASSWORD_PREVIOUS,
    baseUrl: DRAGONPAY_PAYOUT_BASE_URL,
  };
}
