// @module-tag database: two checkers deciding one approval together, with the requests really in flight at once
// Maker-checker (issue 28), through app settings and landing templates (always checked, by an admin): the pending
// list says who may decide; the maker never approves their own, another role never decides, a rejection has a
// reason, a decided proposal stays decided, and two checkers racing decide it once and carry it out once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { Approval } from '@pautang/contract/staff';
import { DEMO_AGENT } from '../../demo/index';
import { DEMO_TEMPLATE, DEMO_TEMPLATE_ID } from '../../demo/index';
import { appSettings, defaultAppSettings } from '../app-settings/app-settings.service';
import { buildTestApp, type TestApp, staffCookie } from '../../../test-helper';
import { approveAs, decide, DEMO_ADMIN } from '../../../testing/approvals';

let t: TestApp;
let maker: string;
let checker: string;
let finance: string;
beforeAll(async () => {
  t = await buildTestApp();
  maker = await staffCookie(t);
  checker = await staffCookie(t, DEMO_ADMIN);
  finance = await staffCookie(t, { username: 'finance', password: 'pautang-finance' });
});
afterAll(() => t.close());

const propose = async (settings: Record<string, unknown>, cookie = maker): Promise<string> => {
  const res = await t.inject({
    method: 'POST',
    url: `${API_PREFIX}/console/app-settings`,
    headers: { cookie },
    payload: settings,
  });
  expect(res.json()).toMatchObject({ code: 0, data: { status: 'pending' } });
  return res.json().data.approvalId;
};
const list = async (cookie: string, status: 'pending' | 'decided' = 'pending'): Promise<Approval[]> => {
  const res = await t.inject({
    method: 'GET',
    url: `${API_PREFIX}/console/approvals?status=${status}`,
    headers: { cookie },
  });
  expect(res.json().code).toBe(0);
  return res.json().data.approvals;
};
const settingsNow = () => appSettings({ db: t.db, config: t.config });

describe('approvals', () => {
  const defaults = () => defaultAppSettings(t.config);

  it('lists a pending proposal with its maker and payload, and says who may decide it', async () => {
    const changed = { ...defaults(), servicePhone: '+63 2 8111 2222' };
    const id = await propose(changed);
    const expected = {
      id,
      kind: 'app-settings',
      summary: 'Change the app settings: servicePhone',
      amount: null,
      subjectKind: 'app-settings',
      subjectId: 'app-settings',
      borrowerId: null,
      payload: changed,
      makerId: DEMO_AGENT.id,
      makerName: DEMO_AGENT.displayName,
      status: 'pending',
      checkerName: null,
      checkedAt: null,
      reason: '',
    };
    expect((await list(checker)).find((a) => a.id === id)).toMatchObject({ ...expected, canDecide: true });
    // The maker sees it, and may not decide it; nor may finance, whose role is not the kind's.
    expect((await list(maker)).find((a) => a.id === id)).toMatchObject({ ...expected, canDecide: false });
    expect((await list(finance)).find((a) => a.id === id)).toMatchObject({ ...expected, canDecide: false });
    // A second proposal for the same record waits for the first.
    const again = await t.inject({
      method: 'POST',
      url: `${API_PREFIX}/console/app-settings`,
      headers: { cookie: checker },
      payload: defaults(),
    });
    expect(again.json()).toMatchObject({
      code: ErrorCode.Conflict,
      message: 'A proposal for this record is already waiting for approval.',
    });
    expect(await settingsNow()).toEqual(defaults());

    // The maker cannot approve their own; another role cannot decide; nothing changes.
    expect(await decide(t, maker, id, 'approve')).toMatchObject({
      code: ErrorCode.Forbidden,
      message: 'You cannot approve your own proposal: another staff member must.',
    });
    expect(await decide(t, finance, id, 'approve')).toMatchObject({
      code: ErrorCode.Forbidden,
      message: 'Only a staff member with the admin role can decide this.',
    });
    // A borrower-facing role holder without any checker role is refused by the call itself.
    const support = await staffCookie(t, { username: 'support', password: 'pautang-support' });
    expect((await decide(t, support, id, 'approve')).code).toBe(ErrorCode.Forbidden);
    expect(await settingsNow()).toEqual(defaults());

    const approved = await approveAs(t, checker, id);
    expect(approved).toMatchObject({
      status: 'approved',
      checkerName: DEMO_ADMIN.displayName,
      checkedAt: expect.any(String),
      canDecide: false,
    });
    expect(await settingsNow()).toEqual(changed);
    expect((await list(checker)).find((a) => a.id === id)).toBeUndefined();
    expect((await list(checker, 'decided'))[0]).toMatchObject({ id, status: 'approved' });
  });

  it('a rejection needs a reason, keeps the settings, and is kept with it', async () => {
    const before = await settingsNow();
    const id = await propose({ ...defaults(), appName: 'Not Ours' });
    for (const reason of ['', '   ']) {
      expect(await decide(t, checker, id, 'reject', reason)).toMatchObject({
        code: ErrorCode.Validation,
        message: 'Please give the reason for rejecting it.',
      });
    }
    const rejected = await decide(t, checker, id, 'reject', '  Not our brand.  ');
    expect(rejected).toMatchObject({
      code: 0,
      data: {
        approval: { status: 'rejected', reason: 'Not our brand.', checkerName: DEMO_ADMIN.displayName },
      },
    });
    expect(await settingsNow()).toEqual(before);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'note'])
      .where('action', 'like', 'app-settings.%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'app-settings.rejected',
      actor_id: DEMO_ADMIN.id,
      note: 'Not our brand.',
    });
  });

  it('a decided proposal cannot be decided again, either way', async () => {
    const id = await propose({ ...defaults(), appName: 'Pautang Again' });
    await approveAs(t, checker, id);
    const conflict = { code: ErrorCode.Conflict, message: 'This proposal has already been decided.' };
    expect(await decide(t, checker, id, 'approve')).toMatchObject(conflict);
    expect(await decide(t, checker, id, 'reject', 'Too late.')).toMatchObject(conflict);
    const row = await t.db.selectFrom('approvals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', reason: '' });
    const changes = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'app-settings.changed')
      .where('note', '=', `proposed by ${DEMO_AGENT.displayName}`)
      .execute();
    expect(changes.length).toBeGreaterThan(0);
  });

  it('two checkers deciding together: decided once, carried out once', async () => {
    // A third admin, so two may race on the demo agent's proposal.
    const created = await t.inject({
      method: 'POST',
      url: `${API_PREFIX}/console/staff`,
      headers: { cookie: maker },
      payload: {
        username: 'third.admin',
        displayName: 'Third Admin',
        password: 'third-admin-secret',
        roles: ['admin'],
      },
    });
    expect(created.json().code).toBe(0);
    const third = await staffCookie(t, { username: 'third.admin', password: 'third-admin-secret' });
    for (let round = 0; round < 3; round++) {
      const id = await propose({ ...defaults(), appName: `Race ${round}` });
      const answers = await Promise.all([
        decide(t, checker, id, 'approve'),
        decide(t, third, id, round === 1 ? 'reject' : 'approve', 'No.'),
      ]);
      const codes = answers.map((a) => a.code).sort();
      expect(codes).toEqual([0, ErrorCode.Conflict]);
      const row = await t.db
        .selectFrom('approvals')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const winner = answers.find((a) => a.code === 0)?.data?.approval;
      expect(row.status).toBe(winner?.status);
      expect(row.checker_id).toBe(
        winner?.checkerName === 'Third Admin' ? created.json().data.member.id : DEMO_ADMIN.id,
      );
      // One decision recorded, and carried out exactly once when approved: one 'changed' record of its value.
      const records = await t.db
        .selectFrom('audit_log')
        .select(['action', 'after'])
        .where('action', 'like', 'app-settings.%')
        .execute();
      const ofThis = (action: string) =>
        records.filter(
          (r) => r.action === action && (r.after as { appName?: string }).appName === `Race ${round}`,
        );
      expect(ofThis('app-settings.approved').length + ofThis('app-settings.rejected').length).toBe(1);
      expect(ofThis('app-settings.changed')).toHaveLength(row.status === 'approved' ? 1 : 0);
    }
  });

  it('an approved change that can no longer be carried out reads failed, with why', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `${API_PREFIX}/console/promotion-templates/${DEMO_TEMPLATE_ID}`,
      headers: { cookie: maker },
      payload: { ...DEMO_TEMPLATE, title: 'Gone soon' },
    });
    const id = res.json().data.approvalId as string;
    // The template disappears while the proposal waits.
    await t.db
      .updateTable('promotion_templates')
      .set({ id: 'tpl-renamed' })
      .where('id', '=', DEMO_TEMPLATE_ID)
      .execute();
    const answer = await decide(t, checker, id, 'approve');
    expect(answer).toMatchObject({
      code: 0,
      data: { approval: { status: 'failed', reason: 'This page is no longer available.' } },
    });
    await t.db
      .updateTable('promotion_templates')
      .set({ id: DEMO_TEMPLATE_ID })
      .where('id', '=', 'tpl-renamed')
      .execute();
    const failed = await t.db
      .selectFrom('audit_log')
      .select(['action', 'note'])
      .where('subject_id', '=', DEMO_TEMPLATE_ID)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({
      action: 'promotion-template.failed',
      note: 'This page is no longer available.',
    });
  });

  it('reads an unknown or impossible id as missing', async () => {
    for (const id of ['AP000000000000000000', 'x%00y']) {
      const res = await t.inject({
        method: 'POST',
        url: `${API_PREFIX}/console/approvals/${id}`,
        headers: { cookie: checker },
        payload: { decision: 'approve' },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
