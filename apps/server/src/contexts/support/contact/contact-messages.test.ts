// @module-tag once: calls through the call runner, the back office speaks plain names in both modes
// Website messages as support staff work them (issue 30): open until marked handled (by whom, when) or answered by
// SMS through the outbox to the phone the visitor left; each act audited, each refusal clear, and listed by status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, staffCall, staffCookie, type TestApp } from '../../../test-helper';
import { CONTACT_MESSAGES } from './contact-messages.service';

let t: TestApp;
let support: string;
beforeAll(async () => {
  t = await buildTestApp();
  support = await staffCookie(t, 'support');
});
afterAll(() => t.close());

/** A message as the site keeps it (the site's own tests cover the form). */
async function leaveMessage(
  telephone = '+63 917 123 4567',
  message = 'Do you lend to OFWs?',
): Promise<number> {
  const row = await t.db
    .insertInto('contact_messages')
    .values({ name: 'Ana Cruz', telephone, email: 'ana@example.ph', message, ip_key: '127.0.0.1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const listed = async (status?: 'open' | 'handled', cookie = support) => {
  const res = await staffCall(t, cookie, 'consoleContactMessages', status ? { status } : {});
  expect(res.code).toBe(0);
  return (res.data as { messages: { id: number; status: string }[] }).messages;
};

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'actor_name', 'note'])
    .where('subject_kind', '=', 'contact-message')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();

const outboxTo = (phone: string) =>
  t.db.selectFrom('sms_outbox').select(['phone', 'body']).where('phone', '=', phone).execute();

describe('website messages', () => {
  it('an agent marks one handled: who and when are kept, it leaves the open list, and the act is audited once', async () => {
    const id = await leaveMessage();
    expect((await listed('open')).map((m) => m.id)).toContain(id);

    const res = await staffCall(t, support, 'consoleHandleContactMessage', { id: String(id) });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ id, status: 'handled', handledBy: 'Joy Santos', answer: null });
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.handled_by).toBe('Joy Santos');
    expect(new Date(row.handled_at ?? '').toISOString()).toBe(t.clock.now.toISOString());

    expect((await listed('open')).map((m) => m.id)).not.toContain(id);
    expect((await listed('handled')).find((m) => m.id === id)).toMatchObject({ status: 'handled' });
    expect((await listed()).map((m) => m.id)).toContain(id);

    // Handled twice is handled once: nothing changes, nothing more is recorded.
    const again = await staffCall(t, await staffCookie(t, 'admin'), 'consoleHandleContactMessage', {
      id: String(id),
    });
    expect(again.data).toMatchObject({ status: 'handled', handledBy: 'Joy Santos' });
    expect(await auditOf(id)).toEqual([
      { action: 'contact-message.handled', actor_id: 'staff-support', actor_name: 'Joy Santos', note: '' },
    ]);
  });

  it('an answer goes by SMS to the phone the visitor left, handles the message, and is sent once', async () => {
    const id = await leaveMessage('+63 918 765 4321');
    const res = await staffCall(t, support, 'consoleAnswerContactMessage', {
      id: String(id),
      text: '  Yes, we lend to OFWs with a Philippine mobile number.  ',
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      status: 'handled',
      handledBy: 'Joy Santos',
      answer: {
        text: 'Yes, we lend to OFWs with a Philippine mobile number.',
        by: 'Joy Santos',
        channel: 'sms',
        to: '09187654321',
      },
    });
    expect(await outboxTo('09187654321')).toEqual([
      { phone: '09187654321', body: 'Pautang: Yes, we lend to OFWs with a Philippine mobile number.' },
    ]);
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      answer: 'Yes, we lend to OFWs with a Philippine mobile number.',
      answered_by: 'Joy Santos',
      answer_to: '09187654321',
      handled_by: 'Joy Santos',
    });
    expect(row.answer_ref).toMatch(/^\d+$/);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['contact-message.answered']);

    // A second click, or a second agent: refused, and the visitor gets one text.
    const twice = await staffCall(t, support, 'consoleAnswerContactMessage', {
      id: String(id),
      text: 'Again',
    });
    expect(twice).toMatchObject({ code: ErrorCode.Validation, message: CONTACT_MESSAGES.answered });
    expect(await outboxTo('09187654321')).toHaveLength(1);
  });

  it('a message left with a landline cannot be texted: it says so, sends nothing and stays open', async () => {
    const id = await leaveMessage('+63 2 8123 4567');
    const res = await staffCall(t, support, 'consoleAnswerContactMessage', { id: String(id), text: 'Hello' });
    expect(res).toMatchObject({ code: ErrorCode.Validation, message: CONTACT_MESSAGES.noMobile });
    expect(res.status).toBeLessThan(500);
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ handled_at: null, answer: null });
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses an empty answer and an unknown message clearly, never with a 500', async () => {
    const id = await leaveMessage();
    const empty = await staffCall(t, support, 'consoleAnswerContactMessage', { id: String(id), text: '   ' });
    expect(empty.code).toBe(ErrorCode.Validation);
    expect(empty.message).toContain('Write an answer first.');
    for (const unknown of ['999999', 'CP000000000000', '0', '99999999999999']) {
      const res = await staffCall(t, support, 'consoleHandleContactMessage', { id: unknown });
      expect(res).toMatchObject({
        status: 404,
        code: ErrorCode.NotFound,
        message: CONTACT_MESSAGES.notFound,
      });
    }
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.handled_at).toBeNull();
  });

  it('support and admins work them; other roles are refused', async () => {
    const id = await leaveMessage();
    const credit = await staffCall(t, await staffCookie(t, 'credit'), 'consoleHandleContactMessage', {
      id: String(id),
    });
    expect(credit.code).toBe(ErrorCode.Forbidden);
    expect((await listed(undefined, await staffCookie(t, 'admin'))).map((m) => m.id)).toContain(id);
  });
});
