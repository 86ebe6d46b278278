// @module-tag wire: uploads multipart bodies
// @module-tag database: a list read right after a write, and double taps
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { ProblemDetail, ProblemInit, ProblemList } from '@pautang/contract/complaints';
import { buildTestApp, type TestApp } from '../../../test-helper';

let t: TestApp;
let jose: string;
let maria: string;
let ana: string;

beforeAll(async () => {
  t = await buildTestApp();
  [jose, maria, ana] = await Promise.all([t.signIn('10002'), t.signIn('10001'), t.signIn('10003')]);
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

async function upload(session: string, body?: Buffer) {
  return t.call('uploadProblemImg', {
    sessionId: session,
    file: { name: 'photo.png', type: 'image/png', body: body ?? (await png()) },
  });
}

async function uploadUrl(session: string) {
  const res = await upload(session);
  expect(res.body.code).toBe('00');
  return (res.body.data as { url: string }).url;
}

const save = (session: string, body: Record<string, unknown>) =>
  t.call('problemSave', {
    sessionId: session,
    body: { problemType: 2, problemDetail: 'My payment is not shown.', orderNo: 'PT0000000174', ...body },
  });

describe('problem-init', () => {
  it('shows the order of the query, its collection flag, and the borrower’s other orders', async () => {
    const res = await t.call('problemInit', { sessionId: jose, body: { orderId: 'PT0000000021' } });
    expect(res.body.code).toBe(0);
    const data = res.body.data as ProblemInit;
    expect(data.orderDetail).toMatchObject({ orderNo: 'PT0000000021', status: 21, isShow: 0 });
    expect(data.orderList.map((o) => o.orderNo)).toContain('PT0000000174');
    expect(data.orderList.find((o) => o.orderNo === 'PT0000000174')).toMatchObject({
      status: 174,
      isShow: 1,
    });
    expect(data.orderList.every((o) => o.orderNo.startsWith('PT'))).toBe(true);
    expect(data.problemType[0]).toEqual({ value: 1, title: 'Collection' });
    expect(data.problemSonType.length).toBeGreaterThan(0);
    expect(data.replyWithinWeekdays).toBe(3);
  });

  it('another borrower’s order in the query is ignored like a missing one', async () => {
    const foreign = (await t.call('problemInit', { sessionId: jose, body: { orderId: 'PT0000000180' } })).body
      .data as ProblemInit;
    const missing = (await t.call('problemInit', { sessionId: jose, body: { orderId: 'PT9999999999' } })).body
      .data as ProblemInit;
    expect(foreign).toEqual(missing);
    expect(foreign.orderList.some((o) => o.orderNo === 'PT0000000180')).toBe(false);
  });

  it('a borrower with no order gets none', async () => {
    const data = (await t.call('problemInit', { sessionId: ana, body: {} })).body.data as ProblemInit;
    expect(data.orderDetail).toBeNull();
    expect(data.orderList).toEqual([]);
  });
});

describe('filing a complaint', () => {
  it('files it with two images, once per form, and lists and shows it', async () => {
    const urls = [await uploadUrl(jose), await uploadUrl(jose)];
    const requestId = randomUUID();
    const first = await save(jose, { problemImage: urls.join(','), requestId });
    expect(first.body).toMatchObject({ success: true });
    const { problemId } = first.body.data as { problemId: string };
    // The same form sent again (a double tap, a retry) files nothing new.
    const again = await save(jose, { problemImage: urls.join(','), requestId });
    expect((again.body.data as { problemId: string }).problemId).toBe(problemId);
    const rows = await t.db.selectFrom('complaints').selectAll().where('user_id', '=', '10002').execute();
    expect(rows.filter((r) => r.request_id === requestId)).toHaveLength(1);
    expect(rows.find((r) => r.id === problemId)).toMatchObject({
      status: 'submitted',
      order_id: 'PT0000000174',
      problem_type: 2,
      problem_son_type: null,
      detail: 'My payment is not shown.',
      // Filed on Saturday 2026-11-21 (the test clock): 3 weekdays is Wednesday; 30 days for resolution.
      reply_due_on: '2026-11-25',
      resolve_by: '2026-12-21',
    });
    const events = await t.db
      .selectFrom('complaint_events')
      .selectAll()
      .where('complaint_id', '=', problemId)
      .execute();
    expect(events).toMatchObject([
      { actor_kind: 'borrower', actor_id: '10002', action: 'filed', to_status: 'submitted' },
    ]);

    const list = (await t.call('problemList', { sessionId: jose, body: {} })).body.data as ProblemList;
    expect(list.tabs.map((tab) => tab.title)).toEqual(['Processing', 'Completed']);
    expect(list.tabs[0]?.list.find((e) => e.id === problemId)).toMatchObject({
      type: 'Repayment',
      content: 'My payment is not shown.',
    });

    const detail = (await t.call('problemDetail', { sessionId: jose, body: { problemId } })).body
      .data as ProblemDetail;
    expect(detail).toMatchObject({
      problemId,
      type: 'Repayment',
      sonType: '',
      content: 'My payment is not shown.',
      images: urls,
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      statusText: 'Submitted',
    });
  });

  it('a collection complaint needs a sub-type and an order that allows it', async () => {
    const blocked = await save(jose, { problemType: 1, problemSonType: 1, orderNo: 'PT0000000021' });
    expect(blocked.status).toBe(400);
    expect(blocked.body.message).toBe('El pedido seleccionado no admite el envío de tipo de colección');
    const noSubType = await save(jose, { problemType: 1 });
    expect(noSubType.body.code).toBe(ErrorCode.Validation);
    const ok = await save(jose, { problemType: 1, problemSonType: 3 });
    expect(ok.body.success).toBe(true);
    const detail = (
      await t.call('problemDetail', {
        sessionId: jose,
        body: { problemId: (ok.body.data as { problemId: string }).problemId },
      })
    ).body.data as ProblemDetail;
    expect(detail).toMatchObject({ type: 'Collection', sonType: 'Calls or messages between 10 PM and 6 AM' });
  });

  it('refuses empty text, text over 200 characters and a tenth image, storing nothing', async () => {
    const before = await t.db.selectFrom('complaints').select('id').execute();
    const empty = await save(jose, { problemDetail: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe(ErrorCode.Validation);
    expect((await save(jose, { problemDetail: 'x'.repeat(201) })).body.code).toBe(ErrorCode.Validation);
    expect((await save(jose, { problemDetail: 'x'.repeat(200) })).body.success).toBe(true);
    const ten = await Promise.all(Array.from({ length: 10 }, () => uploadUrl(jose)));
    const tooMany = await save(jose, { problemImage: ten.join(',') });
    expect(tooMany.body.code).toBe(ErrorCode.Validation);
    expect(tooMany.body.message).toMatch(/at most 9 images/);
    const after = await t.db.selectFrom('complaints').select('id').execute();
    expect(after.length).toBe(before.length + 1);
  });

  // The list is remembered per set of rows the read cache holds: a read just before must not hide what came after.
  it('the list read right before shows a new complaint, and its move to Completed, at once', async () => {
    const list = async () =>
      (await t.call('problemList', { sessionId: ana, body: {} })).body.data as ProblemList;
    const before = await list();
    expect(await list()).toEqual(before);
    const saved = await save(ana, { problemDetail: 'Listed at once?', orderNo: '' });
    expect(saved.body.success).toBe(true);
    const { problemId } = saved.body.data as { problemId: string };
    const filed = await list();
    expect(filed.tabs[0]?.list.map((e) => e.id)).toContain(problemId);
    expect(filed.tabs[0]?.list.find((e) => e.id === problemId)?.content).toBe('Listed at once?');
    await t.db.updateTable('complaints').set({ status: 'closed' }).where('id', '=', problemId).execute();
    const closed = await list();
    expect(closed.tabs[0]?.list.map((e) => e.id)).not.toContain(problemId);
    expect(closed.tabs[1]?.list.map((e) => e.id)).toContain(problemId);
  });

  // A textarea's text: the borrower's line breaks are kept as typed; other control characters are refused.
  it('keeps line breaks and tabs in the text, and refuses other control characters', async () => {
    const typed = 'Paid on 21 Nov via GCash.\nStill shown as overdue.\r\n\tRef: 12345';
    const saved = await save(jose, { problemDetail: typed });
    expect(saved.body.success).toBe(true);
    const { problemId } = saved.body.data as { problemId: string };
    const row = await t.db
      .selectFrom('complaints')
      .select('detail')
      .where('id', '=', problemId)
      .executeTakeFirst();
    expect(row?.detail).toBe(typed);
    const bell = await save(jose, { problemDetail: 'ring\u0007' });
    expect(bell.body.code).toBe(ErrorCode.Validation);
  });

  it('refuses another borrower’s order and another borrower’s image, filing nothing', async () => {
    const before = (await t.db.selectFrom('complaints').select('id').execute()).length;
    const foreignOrder = await save(jose, { orderNo: 'PT0000000180' });
    expect(foreignOrder.status).toBe(404);
    const marias = await uploadUrl(maria);
    const foreignImage = await save(jose, { problemImage: marias });
    expect(foreignImage.status).toBe(400);
    expect(foreignImage.body.message).toMatch(/not uploaded by you/);
    const outside = await save(jose, { problemImage: 'https://evil.example.com/files/complaints/x.png' });
    expect(outside.status).toBe(400);
    expect((await t.db.selectFrom('complaints').select('id').execute()).length).toBe(before);
    // Maria's image stays hers, unattached.
    const id = /complaints\/([0-9a-f-]{36})/.exec(marias)?.[1] ?? '';
    expect(
      await t.db.selectFrom('uploads').select('complaint_id').where('id', '=', id).executeTakeFirst(),
    ).toEqual({
      complaint_id: null,
    });
  });

  it('a borrower with no order may complain about no order; one with orders must name one', async () => {
    expect((await save(ana, { orderNo: '' })).body.success).toBe(true);
    expect((await save(jose, { orderNo: '' })).body.code).toBe(ErrorCode.Validation);
  });
});

describe('another borrower’s complaint', () => {
  it('reads exactly like a missing one', async () => {
    const mine = await save(jose, {});
    const { problemId } = mine.body.data as { problemId: string };
    const foreign = await t.call('problemDetail', { sessionId: maria, body: { problemId } });
    const missing = await t.call('problemDetail', {
      sessionId: maria,
      body: { problemId: 'CP000000000000' },
    });
    expect(foreign.status).toBe(404);
    // Everything but the clock's Date header, which may tick between the two answers.
    const sameness = (r: typeof foreign) => ({ ...r, headers: { ...r.headers, date: undefined } });
    expect(sameness(foreign)).toEqual(sameness(missing));
    const rate = await t.call('saveScore', { sessionId: maria, body: { problemId, score: 5 } });
    const rateMissing = await t.call('saveScore', {
      sessionId: maria,
      body: { problemId: 'CP000000000000', score: 5 },
    });
    expect(sameness(rate)).toEqual(sameness(rateMissing));
  });
});

describe('rating a reply', () => {
  it('is refused without a reply asking for one, stored once, and recorded', async () => {
    const { problemId } = (await save(jose, {})).body.data as { problemId: string };
    expect((await t.call('saveScore', { sessionId: jose, body: { problemId, score: 4 } })).status).toBe(409);
    await t.db
      .insertInto('agents')
      .values({ id: 'agent-test', username: 'test', display_name: 'Test', password_hash: 'x' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await t.db
      .insertInto('complaint_replies')
      .values({
        id: `R-${problemId}`,
        complaint_id: problemId,
        agent_id: 'agent-test',
        text: 'Fixed.',
        wants_rating: true,
      })
      .execute();
    const before = (await t.call('problemDetail', { sessionId: jose, body: { problemId } })).body
      .data as ProblemDetail;
    expect(before).toMatchObject({ disposeDetail: 'Fixed.', isNeedScore: 1 });
    expect((await t.call('saveScore', { sessionId: jose, body: { problemId, score: 0 } })).body.code).toBe(
      ErrorCode.Validation,
    );
    const rated = await t.call('saveScore', { sessionId: jose, body: { problemId, score: 4 } });
    expect(rated.body.code).toBe('00');
    expect((await t.call('saveScore', { sessionId: jose, body: { problemId, score: 5 } })).status).toBe(409);
    const reply = await t.db
      .selectFrom('complaint_replies')
      .selectAll()
      .where('complaint_id', '=', problemId)
      .executeTakeFirst();
    expect(reply?.score).toBe(4);
    const after = (await t.call('problemDetail', { sessionId: jose, body: { problemId } })).body
      .data as ProblemDetail;
    expect(after.isNeedScore).toBe(0);
    const events = await t.db
      .selectFrom('complaint_events')
      .select(['action', 'note'])
      .where('complaint_id', '=', problemId)
      .execute();
    expect(events).toContainEqual({ action: 'rated', note: '4 of 5' });
  });
});
