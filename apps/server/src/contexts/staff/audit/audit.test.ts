// @module-tag once: the back office speaks plain names in both modes
// The audit log (issue 28): admins search it by actor, action, record, borrower and Manila days, a page of 100 at
// a time; and what the support screens read or do, and every settings or template change, is in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { AuditEntry } from '@pautang/contract/staff';
import { DEMO_AGENT } from '../../demo/index';
import { DEMO_TEMPLATE, DEMO_TEMPLATE_ID } from '../../demo/index';
import { approveAs, DEMO_ADMIN } from '../../../testing/approvals';
import { defaultAppSettings } from '../app-settings/app-settings.service';
import { buildTestApp, type TestApp, staffCookie } from '../../../test-helper';
import { AUDIT_PAGE, recordAudit } from './audit.service';

let t: TestApp;
let admin: string;
let second: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffCookie(t);
  second = await staffCookie(t, DEMO_ADMIN);
});
afterAll(() => t.close());

const search = async (query: Record<string, string | number>, cookie = admin) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.inject({
    method: 'GET',
    url: `${API_PREFIX}/console/audit?${qs}`,
    headers: { cookie },
  });
  return res.json() as {
    code: number;
    message: string;
    data: { entries: AuditEntry[]; next: number | null };
  };
};
const actions = (entries: AuditEntry[]) => entries.map((e) => e.action);

describe('searching the audit log', () => {
  const ana = { id: 'staff-audit-ana', displayName: 'Ana Searcher' };
  const ben = { id: 'staff-audit-ben', displayName: 'Ben Other' };

  beforeAll(async () => {
    const rec = (actor: typeof ana, action: string, subjectId: string, at: string, borrowerId?: string) =>
      recordAudit(t.db, actor, { action, subjectKind: 'test', subjectId, borrowerId }, new Date(at));
    // 2026-11-24T16:30Z is 00:30 of 25 November in Manila; 2026-11-24T15:59Z is still the 24th there.
    await rec(ana, 'refund.proposed', 'RF-1', '2026-11-24T15:59:00Z', '20000001');
    await rec(ana, 'refund.approved', 'RF-1', '2026-11-24T16:30:00Z', '20000001');
    await rec(ben, 'refunds.viewed', 'owed', '2026-11-25T10:00:00Z');
    await rec(ben, 'borrower.viewed', '20000002', '2026-11-25T15:59:59Z', '20000002');
    await rec(ben, 'complaint.viewed', 'CP1', '2026-11-25T16:00:00Z', '20000001');
  });

  it('finds by actor, by id or by name in any case', async () => {
    expect(actions((await search({ actor: ana.id })).data.entries)).toEqual([
      'refund.approved',
      'refund.proposed',
    ]);
    expect(actions((await search({ actor: 'ana searcher' })).data.entries)).toEqual([
      'refund.approved',
      'refund.proposed',
    ]);
  });

  it('finds a staff member by part of their name, username or id, in any case; names the account and the borrower (issue 40)', async () => {
    const lea = { id: DEMO_AGENT.id, displayName: DEMO_AGENT.displayName };
    await recordAudit(
      t.db,
      lea,
      {
        action: 'staff.partial-test',
        subjectKind: 'staff',
        subjectId: 'staff-collector',
        borrowerId: '10001',
      },
      new Date(),
    );
    for (const part of ['bautista', 'LEA BAU', 'agent-de', 'agen']) {
      const found = (await search({ actor: part, action: 'staff.partial-test' })).data.entries;
      expect(
        found.map((e) => e.actorName),
        part,
      ).toEqual(['Lea Bautista']);
    }
    expect((await search({ actor: 'nobody-like-this', action: 'staff.partial-test' })).data.entries).toEqual(
      [],
    );
    // LIKE's own characters are searched as themselves.
    expect((await search({ actor: '%', action: 'staff.partial-test' })).data.entries).toEqual([]);
    const [entry] = (await search({ action: 'staff.partial-test' })).data.entries;
    expect(entry).toMatchObject({
      subjectId: 'staff-collector',
      subjectName: 'Mario Reyes',
      borrowerName: 'Maria Santos',
    });
  });

  it('names the staff a record holds only by id, as they are named now (issue 40)', async () => {
    const name = async (id: string) =>
      (await t.db.selectFrom('agents').select('display_name').where('id', '=', id).executeTakeFirstOrThrow())
        .display_name;
    await recordAudit(
      t.db,
      { id: 'names-tester', displayName: 'Names Tester' },
      {
        action: 'collections.assigned',
        subjectKind: 'order',
        subjectId: 'PT-AUDIT-NAMES',
        before: { collectorId: 'staff-collector' },
        after: { collectorId: 'staff-collector2', note: 'not an id', by: ['staff-gone'] },
      },
      new Date('2026-11-20T01:00:00Z'),
    );
    const [entry] = (await search({ subjectId: 'PT-AUDIT-NAMES' })).data.entries;
    expect(entry?.staffNames).toEqual({
      'staff-collector': await name('staff-collector'),
      'staff-collector2': await name('staff-collector2'),
    });
    expect(entry?.staffNames?.['staff-collector']).toBe('Mario Reyes');
  });

  it('finds an action by its feature or its start, newest first', async () => {
    expect(actions((await search({ action: 'refund' })).data.entries)).toEqual([
      'refund.approved',
      'refund.proposed',
    ]);
    expect(actions((await search({ action: 'refund.pro' })).data.entries)).toEqual(['refund.proposed']);
    expect(actions((await search({ action: 'refunds' })).data.entries)).toEqual(['refunds.viewed']);
    // LIKE's own characters are searched as themselves.
    expect((await search({ action: 'refund%' })).data.entries).toEqual([]);
    expect((await search({ action: '_efund' })).data.entries).toEqual([]);
  });

  it('finds by record and by borrower', async () => {
    expect(actions((await search({ subjectId: 'RF-1' })).data.entries)).toEqual([
      'refund.approved',
      'refund.proposed',
    ]);
    expect(actions((await search({ borrowerId: '20000001' })).data.entries)).toEqual([
      'complaint.viewed',
      'refund.approved',
      'refund.proposed',
    ]);
    expect(actions((await search({ borrowerId: '20000001', action: 'complaint' })).data.entries)).toEqual([
      'complaint.viewed',
    ]);
  });

  it('reads from and to as Manila calendar days, both inclusive', async () => {
    const day = async (from: string, to: string) => (await search({ from, to })).data.entries;
    const on25 = (await day('2026-11-25', '2026-11-25')).filter((e) => e.actorId.startsWith('staff-audit'));
    expect(actions(on25)).toEqual(['borrower.viewed', 'refunds.viewed', 'refund.approved']);
    const on24 = (await day('2026-11-24', '2026-11-24')).filter((e) => e.actorId.startsWith('staff-audit'));
    expect(actions(on24)).toEqual(['refund.proposed']);
    const from26 = (await search({ from: '2026-11-26', actor: ben.id })).data.entries;
    expect(actions(from26)).toEqual(['complaint.viewed']);
    const to24 = (await search({ to: '2026-11-24', actor: ana.id })).data.entries;
    expect(actions(to24)).toEqual(['refund.proposed']);
    expect((await search({ from: '25 Nov' })).code).toBe(ErrorCode.Validation);
  });

  it('pages 100 at a time, newest first, with `before` the next page', async () => {
    const pager = { id: 'staff-audit-pager', displayName: 'Pager' };
    for (let i = 0; i < AUDIT_PAGE + 5; i++) {
      await recordAudit(
        t.db,
        pager,
        { action: 'page.test', subjectKind: 'test', subjectId: `S${i}` },
        new Date(),
      );
    }
    const first = (await search({ actor: pager.id })).data;
    expect(first.entries).toHaveLength(AUDIT_PAGE);
    expect(first.entries[0]?.subjectId).toBe(`S${AUDIT_PAGE + 4}`);
    expect(first.next).toBe(first.entries.at(-1)?.id);
    const rest = (await search({ actor: pager.id, before: first.next ?? 0 })).data;
    expect(rest.entries.map((e) => e.subjectId)).toEqual(['S4', 'S3', 'S2', 'S1', 'S0']);
    expect(rest.next).toBeNull();
  });

  it('is for admins only', async () => {
    const support = await staffCookie(t, { username: 'support', password: 'pautang-support' });
    expect((await search({}, support)).code).toBe(ErrorCode.Forbidden);
  });
});

describe('what is recorded', () => {
  const latest = async (action: string) =>
    (await search({ action })).data.entries.find((e) => e.action === action);

  it("a complaint's view and each action on it, under its borrower; the support lists' reads", async () => {
    const support = await staffCookie(t, { username: 'support', password: 'pautang-support' });
    const finance = await staffCookie(t, { username: 'finance', password: 'pautang-finance' });
    const get = (cookie: string, path: string) =>
      t.inject({ method: 'GET', url: `${API_PREFIX}/console/${path}`, headers: { cookie } });
    const post = (path: string, payload: Record<string, unknown>) =>
      t.inject({
        method: 'POST',
        url: `${API_PREFIX}/console/${path}`,
        headers: { cookie: support },
        payload,
      });

    const filed = await t.call('problemSave', {
      sessionId: await t.signIn('10002'),
      body: { problemType: 2, problemDetail: 'My payment is not shown.', orderNo: 'PT0000000174' },
    });
    const id = (filed.body.data as { problemId: string }).problemId;
    expect((await get(support, `complaints/${id}`)).json().code).toBe(0);
    expect((await post(`complaints/${id}/start`, {})).json().code).toBe(0);
    expect(
      (await post(`complaints/${id}/reply`, { text: 'We are checking your payment.' })).json().code,
    ).toBe(0);
    expect((await post(`complaints/${id}/close`, {})).json().code).toBe(0);
    // A refused action (closed already) leaves no record of having been done.
    expect((await post(`complaints/${id}/close`, {})).json().code).toBe(ErrorCode.Conflict);
    const onIt = (await search({ subjectId: id })).data.entries;
    expect(onIt.map((e) => [e.action, e.actorName, e.subjectKind, e.borrowerId])).toEqual([
      ['complaint.closed', 'Joy Santos', 'complaint', '10002'],
      ['complaint.replied', 'Joy Santos', 'complaint', '10002'],
      ['complaint.started', 'Joy Santos', 'complaint', '10002'],
      ['complaint.viewed', 'Joy Santos', 'complaint', '10002'],
    ]);
    expect(onIt[1]?.after).toMatchObject({
      text: 'We are checking your payment.',
      images: 0,
      wantsRating: false,
    });
    // An unknown complaint is not found, and nothing is recorded of it.
    expect((await get(support, 'complaints/CP000000000000')).json().code).toBe(ErrorCode.NotFound);
    expect((await search({ subjectId: 'CP000000000000' })).data.entries).toEqual([]);

    for (const [cookie, path, action] of [
      [support, 'sms-outbox', 'sms-outbox.viewed'],
      [support, 'contact-messages', 'contact-messages.viewed'],
      [finance, 'refunds', 'refunds.viewed'],
    ] as const) {
      expect((await get(cookie, path)).json().code).toBe(0);
      expect(await latest(action)).toMatchObject({ actorName: expect.any(String), action });
    }
    expect((await latest('refunds.viewed'))?.actorName).toBe('Carla Mendoza');
  });

  it('an app-settings change (to a hostile-looking URL and back): proposed, approved, and changed before and after', async () => {
    const defaults = defaultAppSettings(t.config);
    const hostile = { ...defaults, appSchemeUrl: 'evilapp://steal' };
    const propose = (settings: typeof defaults) =>
      t.inject({
        method: 'POST',
        url: `${API_PREFIX}/console/app-settings`,
        headers: { cookie: admin },
        payload: settings,
      });
    const one = (await propose(hostile)).json();
    await approveAs(t, second, one.data.approvalId);
    const two = (await propose(defaults)).json();
    await approveAs(t, second, two.data.approvalId);

    const trail = (await search({ subjectId: 'app-settings' })).data.entries;
    expect(trail.map((e) => [e.action, e.actorName])).toEqual([
      ['app-settings.changed', DEMO_ADMIN.displayName],
      ['app-settings.approved', DEMO_ADMIN.displayName],
      ['app-settings.proposed', DEMO_AGENT.displayName],
      ['app-settings.changed', DEMO_ADMIN.displayName],
      ['app-settings.approved', DEMO_ADMIN.displayName],
      ['app-settings.proposed', DEMO_AGENT.displayName],
    ]);
    const changes = trail.filter((e) => e.action === 'app-settings.changed');
    expect(changes.map((e) => [e.before, e.after])).toEqual([
      [hostile, defaults],
      [defaults, hostile],
    ]);
    expect(changes[0]?.note).toBe(`proposed by ${DEMO_AGENT.displayName}`);
  });

  it('a landing-template change, with the template before and after', async () => {
    const changed = { ...DEMO_TEMPLATE, title: 'Cash today' };
    const proposed = (
      await t.inject({
        method: 'POST',
        url: `${API_PREFIX}/console/promotion-templates/${DEMO_TEMPLATE_ID}`,
        headers: { cookie: second },
        payload: changed,
      })
    ).json();
    // The maker was the second admin, so the demo agent checks it.
    await approveAs(t, admin, proposed.data.approvalId);
    const change = await latest('promotion-template.changed');
    expect(change).toMatchObject({
      actorName: DEMO_AGENT.displayName,
      subjectKind: 'promotion-template',
      subjectId: DEMO_TEMPLATE_ID,
      before: DEMO_TEMPLATE,
      after: changed,
      note: `proposed by ${DEMO_ADMIN.displayName}`,
    });
  });
});
