// @module-tag wire: the marketing opt-out is a native call, renamed by the wire table in the obfuscated pass
// The message templates staff edit (issue 29): listed per event and language with their placeholders, default or
// saved; a save refuses an unknown placeholder naming it and the allowed ones, an empty or too long text; a saved
// wording is what the next message reads; reset brings the default back; preview fills sample values; every change
// is audited with before and after; admin's alone; a Filipino wording per event beside the English (issue 30). And
// the borrower's marketing opt-out, from the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS, type NotificationTemplateEntry } from '@pautang/contract/notifications';
import { ErrorCode } from '@pautang/contract/errors';
import type { Deps } from '../../../platform/deps';
import { buildTestApp, staffCall, staffCookie, type TestApp } from '../../../test-helper';
import { placeholdersOf } from '../../../platform/i18n/localize';
import { defaultWording } from './notification-texts';
import { notify } from './notify';
import { checkWording } from './templates.service';

let t: TestApp;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffCookie(t, 'admin');
  support = await staffCookie(t, 'support');
});
afterAll(() => t?.close());

const entries = async () =>
  (
    (await staffCall(t, admin, 'consoleNotificationTemplates', {})).data as {
      templates: NotificationTemplateEntry[];
    }
  ).templates;
const save = (event: string, title: string, body: string, cookie = admin) =>
  staffCall(t, cookie, 'consoleSaveNotificationTemplate', { event, lang: 'en', title, body });

describe('notification templates', () => {
  it('lists every event with its default wording and placeholders; support may not', async () => {
    const list = await entries();
    // Each event in English and in Filipino (issue 30).
    expect(list).toHaveLength(34);
    expect(list.find((e) => e.event === 'payment-received' && e.lang === 'fil')).toMatchObject({
      title: 'Natanggap ang bayad mo',
      placeholders: ['name', 'amount', 'balance', 'orderNo', 'link'],
      source: 'default',
    });
    expect(list.find((e) => e.event === 'payment-received' && e.lang === 'en')).toEqual({
      event: 'payment-received',
      lang: 'en',
      title: 'Payment received',
      body: 'Hi {name}, we received {amount} for order {orderNo}. Your balance is now {balance}. Thank you!',
      placeholders: ['name', 'amount', 'balance', 'orderNo', 'link'],
      source: 'default',
      legal: true,
      updatedBy: '',
      updatedAt: null,
    });
    expect(list.find((e) => e.event === 'promotion')?.legal).toBe(false);
    expect((await staffCall(t, support, 'consoleNotificationTemplates', {})).status).toBe(403);
    expect((await save('refund-sent', 'x', 'y', support)).status).toBe(403);
  });

  it('refuses an unknown placeholder, naming it and the allowed ones; an empty or too long text', async () => {
    const unknown = await save('refund-sent', 'Refund sent', 'Hi {name}, {amont} is on its way.');
    expect(unknown).toMatchObject({
      code: ErrorCode.Validation,
      message:
        'The body uses {amont}, which this message cannot fill. It may use: {name}, {amount}, {account}.',
    });
    expect((await save('refund-sent', '{ name }', 'ok')).message).toContain('The title uses { name }');
    expect((await save('refund-sent', '  ', 'ok')).message).toBe(
      'The title is empty: please write the message.',
    );
    expect((await save('refund-sent', 'ok', 'x'.repeat(301))).message).toBe(
      'The body is too long: at most 300 characters.',
    );
    expect((await entries()).find((e) => e.event === 'refund-sent')?.source).toBe('default');
    const audited = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_kind', '=', 'notification-template')
      .execute();
    expect(audited).toHaveLength(0);
  });

  it('a saved wording is what the next message reads, audited before and after; reset brings the default', async () => {
    const saved = await save('refund-sent', ' Money back ', '{name}, {amount} is on its way to {account}.');
    expect(saved).toMatchObject({
      code: 0,
      data: {
        title: 'Money back',
        body: '{name}, {amount} is on its way to {account}.',
        source: 'saved',
        updatedBy: 'Grace Tan',
      },
    });
    const deps = { db: t.db, clock: () => t.clock.now } as unknown as Deps;
    await notify(deps, {
      userId: '10002',
      event: 'refund-sent',
      key: 'RF-T1',
      vars: { name: 'Jose', amount: '₱350.00', account: 'GCash **** 4502' },
    });
    const row = await t.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('event_key', '=', 'RF-T1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Money back', body: 'Jose, ₱350.00 is on its way to GCash **** 4502.' });

    const reset = await staffCall(t, admin, 'consoleResetNotificationTemplate', {
      event: 'refund-sent',
      lang: 'en',
    });
    expect(reset.data).toMatchObject({ source: 'default', title: 'Refund sent' });
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'before', 'after'])
      .where('subject_kind', '=', 'notification-template')
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      {
        action: 'notification-template.changed',
        subject_id: 'refund-sent/en',
        before: { title: 'Refund sent', body: 'Hi {name}, we have sent {amount} back to {account}.' },
        after: { title: 'Money back', body: '{name}, {amount} is on its way to {account}.' },
      },
      {
        action: 'notification-template.reset',
        subject_id: 'refund-sent/en',
        before: { title: 'Money back', body: '{name}, {amount} is on its way to {account}.' },
        after: { title: 'Refund sent', body: 'Hi {name}, we have sent {amount} back to {account}.' },
      },
    ]);
  });

  it("keeps a Filipino wording per event beside the English: a Filipino borrower's message reads it", async () => {
    // Every built-in wording passes the checks a save makes, with the English's placeholders, in both languages.
    for (const event of NOTIFICATION_EVENTS) {
      const [en, fil] = [defaultWording(event, 'en'), defaultWording(event, 'fil')];
      expect(checkWording(event, fil)).toEqual(fil);
      expect(placeholdersOf(fil.body).sort(), event).toEqual(placeholdersOf(en.body).sort());
      expect(placeholdersOf(fil.title).sort(), event).toEqual(placeholdersOf(en.title).sort());
    }
    const saved = await staffCall(t, admin, 'consoleSaveNotificationTemplate', {
      event: 'complaint-replied',
      lang: 'fil',
      title: 'May sagot na kami',
      body: 'Hi {name}, may sagot na ang support team sa concern mo.',
    });
    expect(saved).toMatchObject({ code: 0, data: { lang: 'fil', source: 'saved' } });
    await t.db.updateTable('users').set({ lang: 'fil' }).where('id', '=', '10001').execute();
    const deps = { db: t.db, clock: () => t.clock.now } as unknown as Deps;
    for (const userId of ['10001', '10002']) {
      await notify(deps, {
        userId,
        event: 'complaint-replied',
        key: 'CR-T1',
        vars: { name: 'Ana', link: '' },
      });
    }
    const rows = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'lang', 'title', 'body'])
      .where('event_key', '=', 'CR-T1')
      .orderBy('user_id')
      .execute();
    expect(rows).toEqual([
      {
        user_id: '10001',
        lang: 'fil',
        title: 'May sagot na kami',
        body: 'Hi Ana, may sagot na ang support team sa concern mo.',
      },
      {
        user_id: '10002',
        lang: 'en',
        title: 'We replied to your concern',
        body: 'Hi Ana, our support team has replied to your concern. Open the app to read it.',
      },
    ]);
  });

  it('previews the wording with sample values, refusing what a save would', async () => {
    const preview = await staffCall(t, admin, 'consolePreviewNotificationTemplate', {
      event: 'due-in-3-days',
      lang: 'en',
      title: 'Due on {dueDate}',
      body: 'Hi {name}, {amount} is due.',
    });
    expect(preview.data).toEqual({ title: 'Due on 2026-12-01', body: 'Hi Maria, ₱1,500.00 is due.' });
    const refused = await staffCall(t, admin, 'consolePreviewNotificationTemplate', {
      event: 'due-in-3-days',
      lang: 'en',
      title: 'x',
      body: '{reason}',
    });
    expect(refused.code).toBe(ErrorCode.Validation);
  });
});

describe('marketing opt-out', () => {
  it('the borrower opts out from the app: marketing is skipped, a notice the law requires still goes', async () => {
    const session = await t.signIn('10003');
    const res = await t.call('setMarketingOptOut', { sessionId: session, body: { marketingOptOut: true } });
    expect(res.body).toMatchObject({ code: 0, data: { marketingOptOut: true } });
    // Mine reads the choice back, for the app's switch.
    const menu = await t.call('userMenu', { sessionId: session });
    expect(menu.body).toMatchObject({ code: 0, data: { marketingOptOut: true } });
    const deps = { db: t.db, clock: () => t.clock.now } as unknown as Deps;
    await notify(deps, { userId: '10003', event: 'promotion', key: 'P1', vars: { name: 'Ana', link: '' } });
    await notify(deps, {
      userId: '10003',
      event: 'due-today',
      key: 'PT1:2026-12-01',
      vars: { name: 'Ana', amount: '₱1.00', dueDate: '2026-12-01', orderNo: 'PT1', link: '' },
    });
    const statuses = await t.db
      .selectFrom('notifications')
      .select(['event', 'status'])
      .where('user_id', '=', '10003')
      .orderBy('event')
      .execute();
    expect(statuses).toEqual([
      { event: 'due-today', status: 'scheduled' },
      { event: 'promotion', status: 'skipped' },
    ]);
    // Back in: the next offer is filed to be sent.
    await t.call('setMarketingOptOut', { sessionId: session, body: { marketingOptOut: false } });
    await notify(deps, { userId: '10003', event: 'promotion', key: 'P2', vars: { name: 'Ana', link: '' } });
    const p2 = await t.db
      .selectFrom('notifications')
      .select('status')
      .where('event_key', '=', 'P2')
      .executeTakeFirstOrThrow();
    expect(p2.status).toBe('scheduled');
    // Without a session nothing is set.
    const anonymous = await t.call('setMarketingOptOut', { body: { marketingOptOut: true } });
    expect(anonymous.body.code).not.toBe(0);
  });
});
