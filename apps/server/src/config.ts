// Server configuration from the environment, read once at start. Defaults are the `npm start` demo.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PhoneRule } from '@pautang/contract/accounts';
import type { WireMode } from '@pautang/contract/wire-names';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
};

/** Fastify's trustProxy: a number of proxy hops, or the proxies' own addresses and networks. */
export type TrustProxy = false | number | string[];

function isAddressOrNetwork(text: string): boolean {
  const [address = '', bits, extra] = text.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or 0 (no proxy), a number of hops (1: one balancer, which appends the client's address to
 * X-Forwarded-For), or a comma-separated list of the proxies' addresses or CIDRs. 'true' and the like are
 * refused: trusting every hop lets a client name its own address.
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY must be a small number of proxy hops, not ${value}`);
    return hops;
  }
  const addresses = text.split(',').map((a) => a.trim());
  if (addresses.every(isAddressOrNetwork)) return addresses;
  throw new Error(
    `TRUST_PROXY must be a number of proxy hops (1 behind one load balancer) or the proxies' addresses (10.0.0.0/8,192.0.2.7), not ${value}`,
  );
}

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  wireMode: WireMode;
  demo: boolean;
  /** Set when demo mode runs on a non-loopback address by explicit request: printed at start. */
  demoWarning?: string | undefined;
  sessionTtlMinutes: number;
  /** Demo mode: seconds before the demo lender disburses (or refuses) a pushed order. */
  demoLenderDelaySeconds: number;
  /** How often the demo lender sweeps for orders to disburse; 0: only when asked (POST /attempt/dev/lender). */
  demoLenderIntervalSeconds: number;
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
  rateLimit: RateLimitConfig;
  storage: StorageConfig;
  gateway: GatewayConfig;
  /**
   * Keys what the server signs and hashes for itself (one-time codes, repayment tokens). APP_SECRET; required
   * outside demo mode, because every instance must share it and a default would be public.
   */
  appSecret: string;
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
  | { kind: 'sandbox'; secret: string }
  | {
      kind: 'dragonpay';
      merchantId: string;
      password: string;
      baseUrl: string;
      /**
       * How postbacks are signed (DRAGONPAY_POSTBACK_SIGNATURE): 'rsa-sha256' (default), Dragonpay's current
       * signature checked with the public keys of its collection API; 'sha1', the legacy digest keyed by the
       * merchant's secret, for a merchant account not moved over yet.
       */
      postbackSignature: 'rsa-sha256' | 'sha1';
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
};

function wireModeFrom(value: string | undefined): WireMode {
  if (value === undefined || value === '' || value === 'plain') return 'plain';
  if (value === 'obfuscated') return 'obfuscated';
  throw new Error(`WIRE_MODE must be plain or obfuscated, not ${value}`);
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
  const demo = env.DEMO ? env.DEMO === '1' : env.NODE_ENV !== 'production';
  if (!demo || LOOPBACK_HOSTS.has(host)) return { demo };
  if (env.DEMO !== '1') {
    throw new Error(
      `Demo mode lets anyone sign in as a demo borrower, so it runs only on a loopback HOST, not ${host}. ` +
        'Set DEMO=0 (or NODE_ENV=production), or DEMO=1 to run the demo on this address anyway.',
    );
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
  if (value) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`PUBLIC_ORIGIN must be an origin such as https://app.example.ph, not ${value}`);
    }
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
      throw new Error(`PUBLIC_ORIGIN must be an origin such as https://app.example.ph, not ${value}`);
    }
    return url.origin;
  }
  if (WILDCARD_HOSTS.has(host)) {
    throw new Error(
      `HOST ${host} listens on every interface: set PUBLIC_ORIGIN to the address borrowers use.`,
    );
  }
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
}

const perMinute = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`${name} must be a positive whole number, not ${value}`);
  return n;
};

/**
 * What production must be told outright: the lender's SEC numbers (printed on every disclosure and agreement) and
 * each outside service money or codes go through. A default here would be a demo value or a stand-in.
 */
export const PRODUCTION_REQUIRED = [
  'SEC_REGISTRATION_NO',
  'CERTIFICATE_OF_AUTHORITY_NO',
  'PAYMENT_GATEWAY',
  'DIRECT_DEBIT',
  'SMS_PROVIDER',
] as const;

/** Refuses to start production on a demo value or a default: every missing (or demo) variable is named. */
export function checkProductionEnv(env: NodeJS.ProcessEnv): void {
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
  if (problems.length) {
    throw new Error(
      `NODE_ENV=production refuses to start: ${problems.join('; ')}. ` +
        'A sandbox can still be chosen on purpose (PAYMENT_GATEWAY=sandbox, DIRECT_DEBIT=sandbox, ' +
        'SMS_PROVIDER=outbox); the server then warns at start and on /host.',
    );
  }
}

/** The stand-ins production was explicitly told to use, one warning each (AppConfig.sandboxWarnings). */
export function sandboxWarningsOf(
  config: Pick<AppConfig, 'gateway' | 'directDebit' | 'sms'>,
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  if (production) checkProductionEnv(env);
  const gateway = gatewayOf(env);
  const sms = smsOf(env);
  const directDebit = directDebitOf(env);
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const demoMode = demoModeOf(env, host);
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(root, 'data', 'pglite'),
    wireMode: wireModeFrom(env.WIRE_MODE),
    demo: demoMode.demo,
    demoWarning: demoMode.warning,
    sessionTtlMinutes: Number(env.SESSION_TTL_MINUTES ?? 60 * 24 * 7),
    demoLenderDelaySeconds: Number(env.DEMO_LENDER_DELAY_SECONDS ?? 15),
    demoLenderIntervalSeconds: Number(env.DEMO_LENDER_INTERVAL_SECONDS ?? 2),
    allowedHosts: [
      ...(env.ALLOWED_HOSTS ?? 'pay.dragonpay.ph,test.dragonpay.ph,www.gcash.com,www.paymaya.com').split(','),
      // The demo's partner lender (Partner Cash): the spec opens a partner's https link, so the demo shows that.
      ...(demoMode.demo ? [DEMO_PARTNER_HOST] : []),
    ]
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    company: {
      ...defaultCompany,
      ...(env.SERVICE_PHONE ? { servicePhone: env.SERVICE_PHONE } : {}),
      ...(env.SEC_REGISTRATION_NO ? { secRegistrationNo: env.SEC_REGISTRATION_NO } : {}),
      ...(env.CERTIFICATE_OF_AUTHORITY_NO
        ? { certificateOfAuthorityNo: env.CERTIFICATE_OF_AUTHORITY_NO }
        : {}),
    },
    h5Dist: env.H5_DIST ?? path.join(root, 'apps/h5/dist'),
    h5ServerDist: env.H5_SERVER_DIST ?? path.join(root, 'apps/h5/dist-server'),
    consoleDist: env.CONSOLE_DIST ?? path.join(root, 'apps/console/dist'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicOrigin: publicOriginOf(env.PUBLIC_ORIGIN, host, port),
    redisUrl: env.REDIS_URL || undefined,
    rateLimit: {
      perIp: perMinute(env.RATE_LIMIT_PER_IP, 1200, 'RATE_LIMIT_PER_IP'),
      perSession: perMinute(env.RATE_LIMIT_PER_SESSION, 120, 'RATE_LIMIT_PER_SESSION'),
      authFailuresPerIp: perMinute(
        env.RATE_LIMIT_AUTH_FAILURES_PER_IP,
        30,
        'RATE_LIMIT_AUTH_FAILURES_PER_IP',
      ),
      sessionMintsPerIp: perMinute(
        env.RATE_LIMIT_SESSION_MINTS_PER_IP,
        20,
        'RATE_LIMIT_SESSION_MINTS_PER_IP',
      ),
      namespace: env.RATE_LIMIT_NAMESPACE ?? 'pautang-rl:',
    },
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'ap-southeast-1',
          endpoint: env.S3_ENDPOINT || undefined,
          prefix: env.S3_PREFIX ?? 'uploads/',
        }
      : { kind: 'disk', directory: env.FILES_DIR ?? path.join(root, 'data', 'files') },
    gateway,
    appSecret: appSecretOf(env, demoMode.demo),
    otpResendSeconds: perMinute(env.OTP_RESEND_SECONDS, 60, 'OTP_RESEND_SECONDS'),
    sms,
    directDebit,
    sandboxWarnings: sandboxWarningsOf({ gateway, directDebit, sms }, production),
    phoneRule: phoneRuleOf(env.PHONE_RULE),
    app: {
      schemeUrl: env.APP_SCHEME_URL ?? 'pautang://open',
      storeId: env.APP_STORE_ID ?? 'ph.pautang.app',
    },
    capsAllLoans: capsAllLoansOf(env.CAPS_ALL_LOANS),
  };
}

function capsAllLoansOf(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '1') return true;
  if (value === '0') return false;
  throw new Error(`CAPS_ALL_LOANS must be 1 or 0, not ${value}`);
}

function phoneRuleOf(value: string | undefined): PhoneRule {
  if (value === undefined || value === '' || value === 'ph') return 'ph';
  if (value === 'cn') return 'cn';
  throw new Error(`PHONE_RULE must be ph or cn, not ${value}`);
}

function smsOf(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER ?? 'outbox';
  if (provider === 'outbox') return { kind: 'outbox' };
  if (provider !== 'semaphore') throw new Error(`SMS_PROVIDER must be outbox or semaphore, not ${provider}`);
  if (!env.SEMAPHORE_API_KEY) throw new Error('SMS_PROVIDER=semaphore needs SEMAPHORE_API_KEY.');
  return {
    kind: 'semaphore',
    apiKey: env.SEMAPHORE_API_KEY,
    senderName: env.SEMAPHORE_SENDER_NAME ?? 'SEMAPHORE',
    baseUrl: (env.SEMAPHORE_BASE_URL ?? 'https://api.semaphore.co/api/v4').replace(/\/+$/, ''),
  };
}

function directDebitOf(env: NodeJS.ProcessEnv): DirectDebitConfig {
  const rail = env.DIRECT_DEBIT || 'sandbox';
  if (rail !== 'sandbox') throw new Error(`DIRECT_DEBIT must be sandbox (the only rail so far), not ${rail}`);
  return { kind: 'sandbox' };
}

function appSecretOf(env: NodeJS.ProcessEnv, demo: boolean): string {
  const secret = env.APP_SECRET ?? '';
  if (secret.length >= 16) return secret;
  if (secret !== '') throw new Error('APP_SECRET must be at least 16 characters.');
  if (!demo) throw new Error('APP_SECRET is required outside demo mode (at least 16 random characters).');
  return 'pautang-demo-app-secret';
}

function gatewayOf(env: NodeJS.ProcessEnv): GatewayConfig {
  if ((env.PAYMENT_GATEWAY ?? 'sandbox') === 'sandbox') {
    // The sandbox signs its postbacks like Dragonpay; its key only has to outlive a restart of the demo.
    return { kind: 'sandbox', secret: env.SANDBOX_GATEWAY_SECRET ?? 'pautang-sandbox-gateway' };
  }
  if (env.PAYMENT_GATEWAY !== 'dragonpay') {
    throw new Error(`PAYMENT_GATEWAY must be sandbox or dragonpay, not ${env.PAYMENT_GATEWAY}`);
  }
  const { DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD, DRAGONPAY_BASE_URL } = env;
  if (!DRAGONPAY_MERCHANT_ID || !DRAGONPAY_PASSWORD || !DRAGONPAY_BASE_URL) {
    throw new Error(
      'PAYMENT_GATEWAY=dragonpay needs DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD and DRAGONPAY_BASE_URL.',
    );
  }
  const signature = env.DRAGONPAY_POSTBACK_SIGNATURE || 'rsa-sha256';
  if (signature !== 'rsa-sha256' && signature !== 'sha1') {
    throw new Error(`DRAGONPAY_POSTBACK_SIGNATURE must be rsa-sha256 or sha1, not ${signature}`);
  }
  return {
    kind: 'dragonpay',
    merchantId: DRAGONPAY_MERCHANT_ID,
    password: DRAGONPAY_PASSWORD,
    baseUrl: DRAGONPAY_BASE_URL.replace(/\/+$/, ''),
    postbackSignature: signature,
  };
}
