// @module-tag database: the append-only trigger and the audit search, on PostgreSQL too
// The audit trail the issue asks for (issue 28): an app-settings change, a landing-template change, a refund and a
// view of a borrower's file are each in the one audit log, found by an admin's search, with who did what to which
// record and whose, and the record before and after for a change. Each is made through the real calls, as the
// console makes them, by the demo staff who hold the roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@pautang/contract/staff';
import { DEMO_AGENT, DEMO_STAFF } from '../../demo/index';
import { DEMO_TEMPLATE_ID } from '../../demo/index';
import { buildTestApp, type TestApp, staffCall, staffCookie } from '../../../test-helper';
import { approveAs } from '../../../testing/approvals';

let t: TestApp;
const cookies = new Map<string, string>();
const as = async (who: string) => {
  const known = cookies.get(who);
  if (known) return known;
  const cookie = await staffCookie(t, who);
  cookies.set(who, cookie);
  return cookie;
};
const nameOf = (username: string) =>
  username === DEMO_AGENT.username
    ? DEMO_AGENT.displayName
    : (DEMO_STAFF.find((p) => p.username === username)?.displayName ?? '');

/** The audit log as an admin searches it. */
async function audit(query: Record<string, string>): Promise<AuditEntry[]> {
  const res = await staffCall(t, await as('admin'), 'consoleAuditLog', query);
  expect(res.code).toBe(0);
  return (res.data as { entries: AuditEntry[] }).entries;
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('the audit log records', () => {
  it('an app-settings change: proposed by one admin, approved by another, with the settings before and after', async () => {
    const current = await staffCall(t, await as('agent'), 'consoleAppSettings', {});
    const before = (current.data as { settings: Record<string, string> }).settings;
    const after = { ...before, servicePhone: '+63 2 8999 0000' };
    const proposed = await staffCall(t, await as('agent'), 'consoleSaveAppSettings', after);
    expect(proposed.data).toMatchObject({ status: 'pending' });
    const approvalId = (proposed.data as { approvalId: string }).approvalId;
    await approveAs(t, await as('admin'), approvalId);

    const entries = await audit({ action: 'app-settings' });
    const changed = entries.find((e) => e.action === 'app-settings.changed');
    expect(changed).toMatchObject({ actorName: nameOf('admin') });
    expect((changed?.before as Record<string, string>).servicePhone).toBe(before.servicePhone);
    expect((changed?.after as Record<string, string>).servicePhone).toBe('+63 2 8999 0000');
    expect(entries.find((e) => e.action === 'app-settings.proposed')?.actorName).toBe(DEMO_AGENT.displayName);
    expect(entries.find((e) => e.action === 'app-settings.approved')?.actorName).toBe(nameOf('admin'));
  });

  it('a landing-template change, with the template before and after', async () => {
    const list = await staffCall(t, await as('agent'), 'consolePromotionTemplates', {});
    const entry = (
      list.data as { templates: { id: string; template: Record<string, unknown> }[] }
    ).templates.find((e) => e.id === DEMO_TEMPLATE_ID);
    expect(entry).toBeDefined();
    const title = `Audited title ${Date.now() % 1000}`;
    const proposed = await staffCall(t, await as('agent'), 'consoleSavePromotionTemplate', {
      ...entry!.template,
      title,
      id: DEMO_TEMPLATE_ID,
    });
    expect(proposed.code).toBe(0);
    await approveAs(t, await as('admin'), (proposed.data as { approvalId: string }).approvalId);

    const changed = (await audit({ action: 'promotion-template.changed', subjectId: DEMO_TEMPLATE_ID }))[0];
    expect(changed?.actorName).toBe(nameOf('admin'));
    expect((changed?.before as { title: string }).title).toBe(entry!.template.title);
    expect((changed?.after as { title: string }).title).toBe(title);
  });

  it('a refund: proposed by one finance officer, approved by the other, on the borrower’s record', async () => {
    const opened = await t.inject({ method: 'POST', url: '/attempt/dev/scenarios/order-refund-owed' });
    expect(opened.json()).toMatchObject({ code: 0 });
    const proposed = await staffCall(t, await as('finance'), 'consoleProposeRefund', {
      id: 'PTX000000000350',
    });
    expect(proposed.data).toMatchObject({ status: 'pending' });
    await approveAs(t, await as('finance2'), (proposed.data as { approvalId: string }).approvalId);

    const entries = await audit({ action: 'refund', subjectId: 'PTX000000000350' });
    expect(entries.map((e) => [e.action, e.actorName, e.borrowerId])).toEqual(
      expect.arrayContaining([
        ['refund.proposed', nameOf('finance'), '10001'],
        ['refund.approved', nameOf('finance2'), '10001'],
      ]),
    );
  });

  it('a view of a borrower’s file, by whom and whose', async () => {
    const viewed = await staffCall(t, await as('support'), 'consoleBorrowerFile', { id: '10001' });
    expect(viewed.code).toBe(0);
    const entries = await audit({ action: 'borrower.viewed', borrowerId: '10001' });
    expect(entries[0]).toMatchObject({
      action: 'borrower.viewed',
      actorName: nameOf('support'),
      subjectId: '10001',
      borrowerId: '10001',
    });
  });

  it('and nobody can rewrite it: the database refuses an update or a delete', async () => {
    await expect(t.db.updateTable('audit_log').set({ note: 'edited' }).execute()).rejects.toThrow();
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow();
  });
});
