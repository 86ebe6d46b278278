// @module-tag once: which key checks a signature; the database only carries the values between instances
// Rotating APP_SECRET and the gateway keys without downtime (docs/OPERATIONS.md, "Rotating secrets"): during a
// rolling restart, what an instance on the old key signed reaches one already on the new key. Three instances of
// the app on one database stand for that moment: `before` signs with the old key; `during` signs with the new one
// and accepts the old as APP_SECRET_PREVIOUS (and the gateway's *_PREVIOUS); `stranger` signs with the new key and
// names a key it was never given as previous, so what the old key signed is refused there, as a forgery would be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Login } from '@pautang/contract/accounts';
import { ErrorCode } from '@pautang/contract/errors';
import type { RepaymentWay } from '@pautang/contract/repayment';
import type { AppConfig } from '../platform/config';
import { DEMO_AUTHORIZED_ACCOUNT, resetDemoBankAccounts } from '../contexts/demo/index';
import { postbackDigest } from '../platform/payment-gateway/gateway';
import { dragonpayGateway } from '../platform/payment-gateway/dragonpay';
import { dragonpayPayoutRail } from '../platform/payout/dragonpay-payout';
import { sandboxPayoutDigest, sandboxPayoutRail } from '../platform/payout/sandbox-payout';
import { CARD_MESSAGES } from '../contexts/lending/index';
import { OTP_MESSAGES } from '../contexts/identity/index';
import { POSTBACK_PATH } from '../contexts/lending/index';
import { buildTestApp, testDatabase, type TestApp, type TestDatabase } from '../test-helper';

const OLD = 'old-app-secret-0123456789';
const NEW = 'new-app-secret-9876543210';
const NEVER = 'never-given-secret-000000';
const OLD_GATEWAY = 'old-gateway-secret';
const NEW_GATEWAY = 'new-gateway-secret';

const sandboxGatewayOf = (secret: string, previousSecret?: string): AppConfig['gateway'] => ({
  kind: 'sandbox',
  secret,
  previousSecret,
});

let database: TestDatabase;
let before: TestApp;
let during: TestApp;
let stranger: TestApp;

beforeAll(async () => {
  database = await testDatabase();
  before = await buildTestApp({ appSecret: OLD, gateway: sandboxGatewayOf(OLD_GATEWAY) }, { database });
  during = await buildTestApp(
    { appSecret: NEW, appSecretPrevious: OLD, gateway: sandboxGatewayOf(NEW_GATEWAY, OLD_GATEWAY) },
    { database },
  );
  stranger = await buildTestApp(
    { appSecret: NEW, appSecretPrevious: NEVER, gateway: sandboxGatewayOf(NEW_GATEWAY, NEVER) },
    { database },
  );
});
afterAll(async () => {
  for (const t of [before, during, stranger]) await t?.close();
  await database?.close();
});

describe('APP_SECRET', () => {
  it('a one-time code texted by an instance on the old key signs in on one that keeps it as previous', async () => {
    const phone = '09181234501';
    expect((await before.call('smsCode', { body: { phone } })).body.code).toBe(0);
    const smsCode = await before.lastCode(phone);
    const body = { phone, smsCode, deviceId: 'rotation', appName: 'Pautang' };

    // The stranger's keys do not make the code's hash: the code reads as wrong, and costs a try.
    expect((await stranger.call('login', { body })).body.message).toBe(OTP_MESSAGES.wrong);
    const login = await during.call('login', { body });
    expect(login.body.code).toBe(0);
    const { userId } = login.body.data as Login;
    const user = await database.db
      .selectFrom('users')
      .select('mobile_phone')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.mobile_phone).toBe(phone);
  });

  it('a code texted under the new key is checked under it, the previous one aside', async () => {
    const phone = '09181234502';
    expect((await during.call('smsCode', { body: { phone } })).body.code).toBe(0);
    const smsCode = await during.lastCode(phone);
    const body = { phone, smsCode, deviceId: 'rotation', appName: 'Pautang' };
    // The instance still on the old key alone cannot check it: why a rotation first gives every instance the
    // new key as previous before any signs with it (docs/OPERATIONS.md).
    expect((await before.call('login', { body })).body.message).toBe(OTP_MESSAGES.wrong);
    expect((await during.call('login', { body })).body.code).toBe(0);
  });

  it('a repayment token issued under the old key pays on an instance that keeps it as previous', async () => {
    const orderId = 'PT0000000180';
    await resetDemoBankAccounts(
      database.db,
      '10001',
      DEMO_AUTHORIZED_ACCOUNT,
      before.clock.now.toISOString(),
    );
    const way = await before.call('repaymentWay', {
      sessionId: await before.signIn('10001'),
      body: { orderId },
    });
    const { repayToken } = way.body.data as RepaymentWay;
    const commit = (t: TestApp, sessionId: string) =>
      t.call('repaymentCommit', {
        sessionId,
        body: {
          orderId,
          couponId: null,
          amount: 100_00,
          cardId: DEMO_AUTHORIZED_ACCOUNT,
          repayToken,
          sendMsg: 0,
        },
      });

    expect((await commit(stranger, await stranger.signIn('10001'))).body).toMatchObject({
      code: ErrorCode.Validation,
      message: CARD_MESSAGES.staleToken,
    });
    expect(await paymentsBy(repayToken)).toEqual([]);

    const paid = await commit(during, await during.signIn('10001'));
    expect(paid.body).toMatchObject({ code: 0, data: { needValid: 0 } });
    expect(await paymentsBy(repayToken)).toEqual([{ status: 'paid' }]);
  });
});

const paymentsBy = (repayToken: string) =>
  database.db.selectFrom('card_repayments').select('status').where('repay_token', '=', repayToken).execute();

describe('the gateway keys', () => {
  const postback = (t: TestApp, secret: string, txnid: string) => {
    const fields = { txnid, refno: 'REF00001', status: 'S', message: 'Payment received' };
    return t.app.inject({
      method: 'POST',
      url: POSTBACK_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, digest: postbackDigest(fields, secret) }).toString(),
    });
  };

  it('a sandbox postback signed under the old key is taken by an instance that keeps it as previous', async () => {
    // An unknown transaction: past the signature, the postback is answered for what it names, not refused.
    const txnid = 'PT9999999901';
    const refused = await postback(stranger, OLD_GATEWAY, txnid);
    expect(refused.body).toBe('result=FAIL_DIGEST_MISMATCH');
    const accepted = await postback(during, OLD_GATEWAY, txnid);
    expect(accepted.body).not.toBe('result=FAIL_DIGEST_MISMATCH');
    expect((await postback(during, NEW_GATEWAY, txnid)).body).toBe(accepted.body);
    expect((await postback(during, NEVER, txnid)).body).toBe('result=FAIL_DIGEST_MISMATCH');
  });

  it("Dragonpay's legacy digest and the payout rails' digests verify under the previous key, and no other", () => {
    const fields = { txnid: 'PT0000000001', refno: 'R1', status: 'S', message: 'ok' };
    const signed = (secret: string) => ({
      ...fields,
      digest: postbackDigest(fields, secret),
      signatures: '',
      merchantid: 'M',
      param1: '',
      param2: '',
      amount: '',
    });
    const dragonpay = dragonpayGateway({
      kind: 'dragonpay',
      merchantId: 'M',
      password: NEW_GATEWAY,
      previousPassword: OLD_GATEWAY,
      baseUrl: 'http://127.0.0.1:1/api/collect/v1',
      postbackSignature: 'sha1',
    });
    expect([NEW_GATEWAY, OLD_GATEWAY, NEVER].map((k) => dragonpay.verifyPostback(signed(k)))).toEqual([
      true,
      true,
      false,
    ]);

    const payout = dragonpayPayoutRail({
      kind: 'dragonpay',
      merchantId: 'M',
      apiKey: 'key',
      password: NEW_GATEWAY,
      previousPassword: OLD_GATEWAY,
      baseUrl: 'http://127.0.0.1:1/api/payout/merchant/v1',
    });
    const payoutSigned = (k: string) => ({ ...fields, digest: postbackDigest(fields, k) });
    expect([NEW_GATEWAY, OLD_GATEWAY, NEVER].map((k) => payout.verifyPostback(payoutSigned(k)))).toEqual([
      true,
      true,
      false,
    ]);

    const sandbox = sandboxPayoutRail(
      database.db,
      { secret: NEW_GATEWAY, previousSecret: OLD_GATEWAY, delaySeconds: 5 },
      () => during.clock.now,
    );
    const sandboxSigned = (k: string) => ({ ...fields, digest: sandboxPayoutDigest(fields, k) });
    expect([NEW_GATEWAY, OLD_GATEWAY, NEVER].map((k) => sandbox.verifyPostback(sandboxSigned(k)))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('the configuration', () => {
  it('reads the previous keys, keeps them out of refusals, and holds APP_SECRET_PREVIOUS to the same rule', async () => {
    const { loadConfig, ConfigError } = await import('../platform/config');
    const config = loadConfig({
      DEMO: '0',
      APP_SECRET: NEW,
      APP_SECRET_PREVIOUS: OLD,
      SANDBOX_GATEWAY_SECRET: NEW_GATEWAY,
      SANDBOX_GATEWAY_SECRET_PREVIOUS: OLD_GATEWAY,
    });
    expect(config.appSecretPrevious).toBe(OLD);
    expect(config.gateway).toEqual({ kind: 'sandbox', secret: NEW_GATEWAY, previousSecret: OLD_GATEWAY });
    expect(config.payout).toMatchObject({ secret: NEW_GATEWAY, previousSecret: OLD_GATEWAY });
    const short = 'short-secret';
    let error: unknown;
    try {
      loadConfig({ DEMO: '0', APP_SECRET: NEW, APP_SECRET_PREVIOUS: short });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toContain('APP_SECRET_PREVIOUS must be at least 16 characters');
    expect(String((error as Error).message)).not.toContain(short);
  });
});
