// @module-tag once: parses the environment
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  defaultCompany,
  demoModeOf,
  loadConfig,
  PRODUCTION_REQUIRED,
  publicOriginOf,
  trustProxyOf,
} from './config';

describe('demo mode', () => {
  it('is npm start’s default on a loopback address, and off in production unless asked', () => {
    expect(demoModeOf({}, '127.0.0.1')).toEqual({ demo: true });
    expect(demoModeOf({ NODE_ENV: 'production' }, '127.0.0.1')).toEqual({ demo: false });
    expect(demoModeOf({ NODE_ENV: 'production', DEMO: '1' }, 'localhost')).toEqual({ demo: true });
    expect(demoModeOf({ DEMO: '0' }, '0.0.0.0')).toEqual({ demo: false });
  });

  it('refuses to start on a non-loopback HOST unless DEMO=1 is set outright, then warns', () => {
    expect(() => demoModeOf({}, '0.0.0.0')).toThrow(/only on a loopback HOST, not 0\.0\.0\.0/);
    expect(() => demoModeOf({}, '192.168.1.20')).toThrow(/DEMO=1 to run the demo on this address anyway/);
    const explicit = demoModeOf({ DEMO: '1' }, '192.168.1.20');
    expect(explicit.demo).toBe(true);
    expect(explicit.warning).toMatch(/anyone who can reach this address can sign in as a demo borrower/);
    expect(() => loadConfig({ HOST: '10.0.0.5', PUBLIC_ORIGIN: 'http://10.0.0.5:3000' })).toThrow(/loopback/);
  });
});

describe('public origin', () => {
  it('defaults to the listening address and takes PUBLIC_ORIGIN as a bare origin', () => {
    expect(publicOriginOf(undefined, '127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(publicOriginOf('https://app.pautang.ph', '0.0.0.0', 3000)).toBe('https://app.pautang.ph');
    expect(publicOriginOf('https://app.pautang.ph:443', '127.0.0.1', 3000)).toBe('https://app.pautang.ph');
    expect(loadConfig({ PORT: '4100' }).publicOrigin).toBe('http://127.0.0.1:4100');
  });

  it('refuses a path, credentials, another scheme, or a wildcard address without one', () => {
    for (const bad of [
      'https://app.pautang.ph/h5',
      'https://u:p@app.pautang.ph',
      'ftp://x.ph',
      'not a url',
    ]) {
      expect(() => publicOriginOf(bad, '127.0.0.1', 3000)).toThrow(/PUBLIC_ORIGIN must be an origin/);
    }
    expect(() => publicOriginOf(undefined, '0.0.0.0', 3000)).toThrow(/set PUBLIC_ORIGIN/);
  });
});

// Production with everything chosen outright: real SEC numbers, Dragonpay, Semaphore, and the one debit rail.
const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-production-secret-of-32-chars!',
  SEC_REGISTRATION_NO: 'CS201911111',
  CERTIFICATE_OF_AUTHORITY_NO: '2999',
  PAYMENT_GATEWAY: 'dragonpay',
  DRAGONPAY_MERCHANT_ID: 'PAUTANG',
  DRAGONPAY_PASSWORD: 'dp-secret',
  DRAGONPAY_BASE_URL: 'https://gw.dragonpay.ph/api/collect/v1',
  PAYOUT_GATEWAY: 'dragonpay',
  DRAGONPAY_PAYOUT_BASE_URL: 'https://gw.dragonpay.ph/api/payout/merchant/v1',
  DRAGONPAY_PAYOUT_API_KEY: 'dp-payout-key',
  DIRECT_DEBIT: 'sandbox',
  SMS_PROVIDER: 'semaphore',
  SEMAPHORE_API_KEY: 'semaphore-key',
};

describe('production', () => {
  it('refuses to start without each of the settings it must be told, naming the one missing', () => {
    expect(PRODUCTION_REQUIRED).toEqual([
      'SEC_REGISTRATION_NO',
      'CERTIFICATE_OF_AUTHORITY_NO',
      'PAYMENT_GATEWAY',
      'PAYOUT_GATEWAY',
      'DIRECT_DEBIT',
      'SMS_PROVIDER',
    ]);
    for (const name of PRODUCTION_REQUIRED) {
      for (const unset of [undefined, '', '  ']) {
        const env = { ...PRODUCTION, [name]: unset };
        expect(() => loadConfig(env), `${name}=${String(unset)}`).toThrow(
          new RegExp(`NODE_ENV=production refuses to start: set ${name} explicitly`),
        );
      }
    }
    // All missing at once: each is named in the one message.
    const bare = { NODE_ENV: 'production', APP_SECRET: PRODUCTION.APP_SECRET };
    expect(() => loadConfig(bare)).toThrow(
      'set SEC_REGISTRATION_NO, CERTIFICATE_OF_AUTHORITY_NO, PAYMENT_GATEWAY, PAYOUT_GATEWAY, DIRECT_DEBIT, SMS_PROVIDER explicitly',
    );
  });

  it('refuses the demo SEC and CA numbers, which the legal documents would print', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION, SEC_REGISTRATION_NO: defaultCompany.secRegistrationNo }),
    ).toThrow('SEC_REGISTRATION_NO must not be the demo value');
    expect(() =>
      loadConfig({ ...PRODUCTION, CERTIFICATE_OF_AUTHORITY_NO: defaultCompany.certificateOfAuthorityNo }),
    ).toThrow('CERTIFICATE_OF_AUTHORITY_NO must not be the demo value');
  });

  it('starts with every setting given, and prints the lender’s own numbers', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.demo).toBe(false);
    expect(config.company.secRegistrationNo).toBe('CS201911111');
    expect(config.company.certificateOfAuthorityNo).toBe('2999');
    expect(config.gateway).toMatchObject({ kind: 'dragonpay', postbackSignature: 'rsa-sha256' });
    expect(config.sms.kind).toBe('semaphore');
    expect(config.payout).toEqual({
      kind: 'dragonpay',
      merchantId: 'PAUTANG',
      apiKey: 'dp-payout-key',
      password: 'dp-secret',
      baseUrl: 'https://gw.dragonpay.ph/api/payout/merchant/v1',
    });
    expect(config.directDebit).toEqual({ kind: 'sandbox' });
    // The debit rail is still the sandbox bank (no real rail yet): said, even with everything else real.
    expect(config.sandboxWarnings).toEqual([expect.stringContaining('DIRECT_DEBIT=sandbox in production')]);
  });

  it('warns of each sandbox chosen on purpose: the gateway, the payout rail, the bank, the SMS outbox', () => {
    const config = loadConfig({
      ...PRODUCTION,
      PAYMENT_GATEWAY: 'sandbox',
      PAYOUT_GATEWAY: 'sandbox',
      SMS_PROVIDER: 'outbox',
    });
    expect(config.gateway.kind).toBe('sandbox');
    expect(config.payout).toEqual({ kind: 'sandbox', secret: 'pautang-sandbox-gateway', delaySeconds: 15 });
    expect(config.sandboxWarnings).toHaveLength(4);
    expect(config.sandboxWarnings.join('\n')).toMatch(/PAYOUT_GATEWAY=sandbox in production/);
    expect(config.sandboxWarnings.join('\n')).toMatch(/PAYMENT_GATEWAY=sandbox in production/);
    expect(config.sandboxWarnings.join('\n')).toMatch(/DIRECT_DEBIT=sandbox in production/);
    expect(config.sandboxWarnings.join('\n')).toMatch(/SMS_PROVIDER=outbox in production/);
  });

  it('outside production keeps the demo defaults, with nothing to warn of', () => {
    const config = loadConfig({});
    expect(config.gateway.kind).toBe('sandbox');
    expect(config.directDebit).toEqual({ kind: 'sandbox' });
    expect(config.sms.kind).toBe('outbox');
    expect(config.company.secRegistrationNo).toBe(defaultCompany.secRegistrationNo);
    expect(config.sandboxWarnings).toEqual([]);
  });

  it('knows one debit rail and two postback signatures', () => {
    expect(() => loadConfig({ DIRECT_DEBIT: 'bpi' })).toThrow('DIRECT_DEBIT must be sandbox');
    const sha1 = loadConfig({ ...PRODUCTION, DRAGONPAY_POSTBACK_SIGNATURE: 'sha1' });
    expect(sha1.gateway).toMatchObject({ postbackSignature: 'sha1' });
    expect(() => loadConfig({ ...PRODUCTION, DRAGONPAY_POSTBACK_SIGNATURE: 'md5' })).toThrow(
      'DRAGONPAY_POSTBACK_SIGNATURE must be rsa-sha256 or sha1',
    );
  });
});

describe('trusted proxies', () => {
  it('takes a number of hops or the proxies’ addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.0/8, 192.0.2.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);
    for (const bad of ['true', 'yes', '*', '10.0.0.0/33', 'proxy.internal', '1.5', '1000']) {
      expect(() => trustProxyOf(bad), bad).toThrow(/TRUST_PROXY must be/);
    }
  });
});

describe('a value that breaks its variable’s rule', () => {
  it('stops the start with one line naming the variable, what it must be and what it got', () => {
    const refused = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).message;
      }
      throw new Error(`accepted ${JSON.stringify(env)}`);
    };
    // A bare Number() took these: NaN as a port, 3000.5 minutes, -1 seconds.
    expect(refused({ PORT: 'abc' })).toBe('PORT must be a whole number from 1 to 65535, got "abc"');
    expect(refused({ PORT: '70000' })).toBe('PORT must be a whole number from 1 to 65535, got "70000"');
    expect(refused({ SESSION_TTL_MINUTES: '3000.5' })).toBe(
      'SESSION_TTL_MINUTES must be a whole number of at least 1, got "3000.5"',
    );
    expect(refused({ PAYOUT_SANDBOX_DELAY_SECONDS: '-1' })).toBe(
      'PAYOUT_SANDBOX_DELAY_SECONDS must be a whole number, got "-1"',
    );
    // Dragonpay's payout rail needs its own key and API besides the merchant's.
    expect(() =>
      loadConfig({ PAYOUT_GATEWAY: 'dragonpay', DRAGONPAY_MERCHANT_ID: 'M', DRAGONPAY_PASSWORD: 'p' }),
    ).toThrow(
      'PAYOUT_GATEWAY=dragonpay needs DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD, DRAGONPAY_PAYOUT_API_KEY and DRAGONPAY_PAYOUT_BASE_URL.',
    );
    // DEMO=yes meant "not demo" before; a switch is 1 or 0.
    expect(refused({ DEMO: 'yes' })).toBe('DEMO must be 1 or 0, got "yes"');
    expect(refused({ CAPS_ALL_LOANS: 'true' })).toBe('CAPS_ALL_LOANS must be 1 or 0, got "true"');
    expect(refused({ PAYMENT_GATEWAY: 'dragonpay', DRAGONPAY_BASE_URL: 'test.dragonpay.ph' })).toBe(
      'DRAGONPAY_BASE_URL must be a URL such as https://test.dragonpay.ph/api/collect/v1, got "test.dragonpay.ph"',
    );
    expect(refused({ S3_ENDPOINT: 'ftp://files.example.com' })).toBe(
      'S3_ENDPOINT must be a URL such as https://s3.example.com, got "ftp://files.example.com"',
    );
    expect(refused({ WIRE_MODE: 'scrambled' })).toBe(
      'WIRE_MODE must be plain or obfuscated, got "scrambled"',
    );
    expect(refused({ LOG_LEVEL: 'verbose' })).toBe(
      'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, got "verbose"',
    );
    expect(refused({ ALLOWED_HOSTS: 'https://pay.dragonpay.ph' })).toMatch(
      /^ALLOWED_HOSTS must be host names/,
    );
  });

  it('names every bad variable at once, with production’s refusal first', () => {
    expect(() => loadConfig({ PORT: 'abc', WIRE_MODE: 'x', PHONE_RULE: 'us' })).toThrow(
      [
        'PORT must be a whole number from 1 to 65535, got "abc"',
        'WIRE_MODE must be plain or obfuscated, got "x"',
        'PHONE_RULE must be ph or cn, got "us"',
      ].join('\n'),
    );
    expect(() => loadConfig({ ...PRODUCTION, SMS_PROVIDER: undefined, PORT: '0' })).toThrow(
      /^NODE_ENV=production refuses to start: set SMS_PROVIDER explicitly.*\nPORT must be a whole number/,
    );
  });

  it('never repeats a secret, nor a URL that may carry a password', () => {
    const message = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(message({ APP_SECRET: 'short-secret' })).toBe('APP_SECRET must be at least 16 characters');
    expect(message({ DATABASE_URL: 'mysql://root:hunter2@db/pautang' })).toBe(
      'DATABASE_URL must be a URL such as postgres://pautang@db.internal:5432/pautang',
    );
    expect(message({ REDIS_URL: 'cache:hunter2' })).not.toContain('hunter2');
  });

  it('takes an empty value as unset, except where empty means something', () => {
    const config = loadConfig({ PORT: '', WIRE_MODE: '', SMS_PROVIDER: '', S3_BUCKET: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.wireMode).toBe('plain');
    expect(config.sms).toEqual({ kind: 'outbox' });
    expect(config.storage.kind).toBe('disk');
    expect(config.databaseUrl).toBeUndefined();
    // No outside host at all, and keys at the bucket's root.
    expect(
      loadConfig({ ALLOWED_HOSTS: '', DEMO: '0', APP_SECRET: PRODUCTION.APP_SECRET }).allowedHosts,
    ).toEqual([]);
    const s3 = loadConfig({ S3_BUCKET: 'pautang-files', S3_PREFIX: '' }).storage;
    expect(s3).toEqual({
      kind: 's3',
      bucket: 'pautang-files',
      region: 'ap-southeast-1',
      endpoint: undefined,
      prefix: '',
    });
  });

  it('keeps what the hand-written reading gave for the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      wireMode: 'plain',
      demo: true,
      sessionTtlMinutes: 10080,
      payoutSweepSeconds: 2,
      payout: { kind: 'sandbox', secret: 'pautang-sandbox-gateway', delaySeconds: 15 },
      logLevel: 'warn',
      trustProxy: false,
      publicOrigin: 'http://127.0.0.1:3000',
      redisUrl: undefined,
      databaseUrl: undefined,
      rateLimit: {
        perIp: 1200,
        perSession: 120,
        authFailuresPerIp: 30,
        sessionMintsPerIp: 20,
        namespace: 'pautang-rl:',
      },
      gateway: { kind: 'sandbox', secret: 'pautang-sandbox-gateway' },
      appSecret: 'pautang-demo-app-secret',
      otpResendSeconds: 60,
      phoneRule: 'ph',
      app: { schemeUrl: 'pautang://open', storeId: 'ph.pautang.app' },
      capsAllLoans: true,
      company: defaultCompany,
    });
    expect(config.allowedHosts).toEqual([
      'pay.dragonpay.ph',
      'test.dragonpay.ph',
      'www.gcash.com',
      'www.paymaya.com',
      'partner-lender.example.com',
    ]);
    expect(config.dataDir).toMatch(/data\/pglite$/);
    expect(config.storage).toEqual({ kind: 'disk', directory: expect.stringMatching(/data\/files$/) });
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION }).logLevel).toBe('info');
    const dragonpay = loadConfig({
      ...PRODUCTION,
      DRAGONPAY_BASE_URL: 'https://gw.dragonpay.ph/api/collect/v1//',
    });
    expect(dragonpay.gateway).toMatchObject({ baseUrl: 'https://gw.dragonpay.ph/api/collect/v1' });
  });
});
