// @module-tag wire: the delete call and the sign-in calls on the wire, multipart uploads
// @module-tag database: the deletion locks the borrower's row; a phone is unique among live accounts only
// User delete (issue 27): refused while a loan is open, with nothing changed; otherwise every session ends, the
// account is marked with the day its personal data is anonymised (five years, AMLA), signing in again with the
// phone opens a new account, and the anonymisation sweep replaces the name and phone, deletes the profile and
// its photos when the day comes, and keeps the loans.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { CertifyImage, UserDelete } from '@pautang/contract/origination';
import { DEMO_ORDER_SPECS, demoOrderRow } from '../contexts/demo/index';
import { buildTestApp, type TestApp } from '../test-helper';
import { getBusinessDate, setBusinessDate } from '../contexts/staff/index';
import { anonymiseDue, retentionEnd } from './account-deletion';
import { ANONYMISED_NAME, DELETE_TEXTS } from '../contexts/identity/index';

let t: TestApp;
const ANA = '10003';
const ANA_PHONE = '09171234503';
const TODAY = '2026-11-21';
const ANA_PAID_ORDER = 'PTDEL0000001';
/** Ana's ID photo, taken before she deletes the account. */
let anaPhotoKey = '';

const user = (id: string) =>
  t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const remove = (session: string, confirm = 'DELETE') =>
  t.call('userDelete', { sessionId: session, body: { confirm } });

beforeAll(async () => {
  t = await buildTestApp();
  // Ana once had a loan, repaid: it is kept whatever happens to her account.
  const spec = DEMO_ORDER_SPECS['order-200'];
  if (!spec) throw new Error('no demo order-200');
  await t.db
    .insertInto('orders')
    .values(demoOrderRow({ ...spec, id: ANA_PAID_ORDER, userId: ANA }, TODAY))
    .execute();
});
afterAll(() => t.close());

describe('user delete', () => {
  it('is refused with the reason while a loan is open, and changes nothing', async () => {
    const jose = await t.signIn('10002');
    const before = await user('10002');
    const res = await remove(jose);
    expect(res.body).toMatchObject({ code: ErrorCode.Conflict, message: DELETE_TEXTS.openLoan, data: null });
    expect(await user('10002')).toEqual(before);
    expect((await t.call('certifyList', { sessionId: jose })).body.code).toBe(0);
  });

  it('asks the borrower to type DELETE', async () => {
    const ana = await t.signIn(ANA);
    const res = await remove(ana, 'yes');
    expect(res.body.code).toBe(ErrorCode.Validation);
    expect((await user(ANA)).deleted_at).toBeNull();
  });

  it('in flight together with a loan push, never leaves a deleted account with a new loan', async () => {
    for (let round = 0; round < 4; round++) {
      const id = `3000000${round}`;
      await t.db
        .insertInto('users')
        .values({ id, mobile_phone: `0917300000${round}`, full_name: 'Maria Santos', client_type: 'new' })
        .execute();
      // A named, complete profile (Maria's), so only the race decides the push.
      const steps = await t.db
        .selectFrom('profile_steps')
        .selectAll()
        .where('user_id', '=', '10001')
        .execute();
      await t.db
        .insertInto('profile_steps')
        .values(steps.map((r) => ({ ...r, user_id: id, answers: JSON.stringify(r.answers) })))
        .execute();
      const session = await t.signIn(id);
      const push = t.call('loanDetailPush', {
        sessionId: session,
        body: {
          productId: 'prod-quick-5k',
          amount: 500000,
          periods: 91,
          termUnit: 1,
          channel: 'h5',
          agreed: 1,
          agreementIds: ['loan-agreement', 'disclosure-statement'],
          requestId: `0000000${round}-2222-3333-4444-555555555555`,
        },
      });
      const [pushed, deleted] = await Promise.all([push, remove(session)]);
      const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', id).execute();
      const row = await user(id);
      // Exactly one of the two happened.
      expect(deleted.body.code === 0, JSON.stringify([pushed.body, deleted.body])).toBe(
        row.deleted_at !== null,
      );
      if (row.deleted_at !== null) expect(orders).toEqual([]);
      else {
        expect(deleted.body).toMatchObject({ code: ErrorCode.Conflict, message: DELETE_TEXTS.openLoan });
        expect(pushed.body.code).toBe(0);
        expect(orders).toHaveLength(1);
      }
    }
  });

  it('twice in flight together, deletes once', async () => {
    const id = '30000010';
    await t.db
      .insertInto('users')
      .values({ id, mobile_phone: '09173000010', full_name: '', client_type: 'new' })
      .execute();
    const [a, b] = [await t.signIn(id), await t.signIn(id)];
    const answers = await Promise.all([remove(a), remove(b)]);
    expect(answers.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(answers.map((r) => r.body.code)).toContain(ErrorCode.SessionExpired);
    expect((await user(id)).deleted_at).not.toBeNull();
  });

  it('ends every session, marks the account and sets the anonymisation day five years on', async () => {
    const [phone, tablet] = [await t.signIn(ANA), await t.signIn(ANA)];
    const shot = await t.call('certifyImage', {
      sessionId: phone,
      file: {
        name: 'id.png',
        type: 'image/png',
        body: await sharp({ create: { width: 30, height: 20, channels: 3, background: '#246' } })
          .png()
          .toBuffer(),
        fields: { kind: 'id' },
      },
    });
    const photo = shot.body.data as CertifyImage;
    anaPhotoKey = `profiles/id-${photo.imageId}.png`;
    const res = await remove(phone);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data as UserDelete).toEqual({ anonymiseOn: '2031-11-21', erased: 0 });
    for (const session of [phone, tablet])
      expect((await t.call('userMenu', { sessionId: session })).body.code).toBe(ErrorCode.SessionExpired);
    const row = await user(ANA);
    expect(row.deleted_at).not.toBeNull();
    expect(String(row.anonymise_on)).toMatch(/^2031-11-21/);
    expect(row).toMatchObject({ full_name: 'Ana Cruz', mobile_phone: ANA_PHONE, anonymised_at: null });
    // Kept until the day: the profile, the photo and the loan.
    expect(
      await t.db.selectFrom('profile_steps').select('step').where('user_id', '=', ANA).execute(),
    ).toHaveLength(7);
    expect(t.files.files.has(anaPhotoKey)).toBe(true);
  });

  it('opens a new, empty account when the phone signs in again', async () => {
    const deviceId = 'device-ana-again';
    await t.call('smsCode', { body: { phone: ANA_PHONE } });
    const res = await t.call('login', {
      body: { phone: ANA_PHONE, smsCode: await t.lastCode(ANA_PHONE), deviceId, appName: 'Pautang' },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const again = res.body.data as { userId: string; sessionId: string };
    expect(again.userId).not.toBe(ANA);
    const fresh = await user(again.userId);
    expect(fresh).toMatchObject({ mobile_phone: ANA_PHONE, full_name: '', deleted_at: null });
    expect((await user(ANA)).deleted_at).not.toBeNull();
  });

  it('anonymises on the day, not before: name and phone replaced, profile and photos gone, loans kept', async () => {
    expect(await anonymiseDue(depsOf())).toEqual({ anonymised: 0 });
    await setBusinessDate(t.db, t.clock.now, '2031-11-20');
    expect(await anonymiseDue(depsOf())).toEqual({ anonymised: 0 });
    await setBusinessDate(t.db, t.clock.now, '2031-11-21');
    // Ana, and the accounts deleted in the races above: all deleted on the same day.
    const due = await t.db
      .selectFrom('users')
      .select('id')
      .where('deleted_at', 'is not', null)
      .where('anonymised_at', 'is', null)
      .execute();
    expect(due.map((u) => u.id)).toContain(ANA);
    const dev = await t.inject({ method: 'POST', url: '/attempt/dev/anonymise' });
    expect(dev.json()).toMatchObject({ code: 0, data: { anonymised: due.length } });
    const row = await user(ANA);
    expect(row).toMatchObject({ full_name: ANONYMISED_NAME, mobile_phone: `anonymised-${ANA}` });
    expect(row.anonymised_at).not.toBeNull();
    expect(
      await t.db.selectFrom('profile_steps').select('step').where('user_id', '=', ANA).execute(),
    ).toEqual([]);
    const photos = await t.db
      .selectFrom('uploads')
      .select('storage_key')
      .where('owner_id', '=', ANA)
      .execute();
    expect(photos.filter((p) => p.storage_key.startsWith('profiles/'))).toEqual([]);
    expect(t.files.files.has(anaPhotoKey)).toBe(false);
    const order = await t.db
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', ANA_PAID_ORDER)
      .executeTakeFirst();
    expect(order?.user_id).toBe(ANA);
    const identities = await t.db
      .selectFrom('orders')
      .select('borrower_identity')
      .where('user_id', '=', ANA)
      .where('borrower_identity', 'is not', null)
      .execute();
    expect(identities).toEqual([]);
    const accounts = await t.db
      .selectFrom('bank_accounts')
      .select(['account_name', 'account_no'])
      .where('user_id', '=', ANA)
      .execute();
    expect(accounts.length).toBeGreaterThan(0);
    for (const a of accounts) {
      expect(a.account_name).toBe(ANONYMISED_NAME);
      expect(a.account_no).toMatch(/^\d{4}$/);
    }
    // Once only.
    expect(await anonymiseDue(depsOf())).toEqual({ anonymised: 0 });
  });

  it('erases at once an account that never received a loan: only the anonymised row is left', async () => {
    // Issue 40: it was told its data is kept until 2031, though no loan record binds us to keep anything.
    const id = '30000020';
    const phone = '09173000020';
    await t.db
      .insertInto('users')
      .values({ id, mobile_phone: phone, full_name: 'Lea Salonga', client_type: 'new' })
      .execute();
    const session = await t.signIn(id);
    await t.call('certifyBasic', {
      sessionId: session,
      body: {
        values: {
          firstName: 'Lea',
          middleName: '',
          lastName: 'Salonga',
          birthDate: '1990-02-22',
          sex: 'female',
          nationality: 'Filipino',
        },
      },
    });
    const shot = await t.call('certifyImage', {
      sessionId: session,
      file: {
        name: 'id.png',
        type: 'image/png',
        body: await sharp({ create: { width: 30, height: 20, channels: 3, background: '#642' } })
          .png()
          .toBuffer(),
        fields: { kind: 'id' },
      },
    });
    const photoKey = `profiles/id-${(shot.body.data as CertifyImage).imageId}.png`;
    const bound = await t.call('bindCardNew', {
      sessionId: session,
      form: {
        cardType: '1',
        channelNumber: '90006',
        walletAccount: '09173000020',
        accountName: 'Lea Salonga',
      },
    });
    expect(bound.body.code, JSON.stringify(bound.body)).toBe(0);
    await t.db
      .insertInto('notifications')
      .values({
        id: 'NTERASE000001',
        user_id: id,
        event: 'application-declined',
        event_key: 'D-erase',
        lang: 'en',
        title: 'About your loan application',
        body: 'Hi Lea, we cannot offer you a loan this time.',
        link: '',
        legal: true,
        status: 'sent',
        send_after: t.clock.now.toISOString(),
        created_at: t.clock.now.toISOString(),
      })
      .execute();

    const res = await remove(session);
    expect(res.body.data as UserDelete).toEqual({
      anonymiseOn: await getBusinessDate(t.db, t.clock.now),
      erased: 1,
    });
    // What the database holds after: the row, anonymised; nothing that names her.
    expect(await user(id)).toMatchObject({ full_name: ANONYMISED_NAME, mobile_phone: `anonymised-${id}` });
    expect((await user(id)).anonymised_at).not.toBeNull();
    const left = async (table: 'profile_steps' | 'notifications') =>
      t.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute();
    expect(await left('profile_steps')).toEqual([]);
    expect(await left('notifications')).toEqual([]);
    expect(await t.db.selectFrom('uploads').select('id').where('owner_id', '=', id).execute()).toEqual([]);
    expect(t.files.files.has(photoKey)).toBe(false);
    const accounts = await t.db
      .selectFrom('bank_accounts')
      .select(['account_name', 'account_no'])
      .where('user_id', '=', id)
      .execute();
    expect(accounts).toEqual([{ account_name: ANONYMISED_NAME, account_no: '0020' }]);
    expect(JSON.stringify(await user(id))).not.toContain(phone);
    expect((await t.call('userMenu', { sessionId: session })).body.code).toBe(ErrorCode.SessionExpired);
  });

  it('keeps a whole five years, even from 29 February', () => {
    expect(retentionEnd('2026-11-21')).toBe('2031-11-21');
    expect(retentionEnd('2028-02-29')).toBe('2033-03-01');
  });
});

/** What anonymiseDue needs of the app's dependencies: this app's database, clock and files. */
function depsOf() {
  return {
    db: t.db,
    clock: () => t.clock.now,
    files: t.files,
  } as unknown as Parameters<typeof anonymiseDue>[0];
}
