// @module-tag wire: uploads multipart bodies and opens files with hand-built session queries
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintView, Inbox } from '@pautang/contract/back-office';
import type { ProblemDetail } from '@pautang/contract/complaints';
import { ErrorCode } from '@pautang/contract/errors';
import { DEMO_AGENT } from '../../demo/index';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { LOCK_AFTER_FAILURES } from '../../staff/index';

let t: TestApp;
let jose: string;
let maria: string;
let cookie: string;

const API = '/attempt/console/';

async function signIn(username: string, password: string) {
  return t.inject({ method: 'POST', url: `${API}sign-in`, payload: { username, password } });
}

const asAgent = (
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  extra: Record<string, string> = {},
) =>
  t.inject({
    method,
    url: `${API}${path}`,
    headers: { cookie, ...extra },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const png = (colour = '#3a7') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

function multipart(body: Buffer) {
  const boundary = `----pautang${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function fileComplaint(session: string, text: string, images: string[] = []) {
  const res = await t.call('problemSave', {
    sessionId: session,
    body: { problemType: 2, problemDetail: text, orderNo: 'PT0000000174', problemImage: images.join(',') },
  });
  expect(res.body.code).toBe(0);
  return (res.body.data as { problemId: string }).problemId;
}

beforeAll(async () => {
  t = await buildTestApp();
  [jose, maria] = await Promise.all([t.signIn('10002'), t.signIn('10001')]);
  const res = await signIn(DEMO_AGENT.username, DEMO_AGENT.password);
  expect(res.statusCode).toBe(200);
  cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
});
afterAll(() => t.close());

describe('agent sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie that holds no password', async () => {
    const res = await signIn(DEMO_AGENT.username, DEMO_AGENT.password);
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/^pautang_agent=[\w-]{40,};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).not.toContain(DEMO_AGENT.password);
    const me = await t.inject({
      method: 'GET',
      url: `${API}me`,
      headers: { cookie: set.split(';')[0] ?? '' },
    });
    expect(me.json().data.agent).toMatchObject({ username: 'agent', displayName: DEMO_AGENT.displayName });
    const stored = await t.db
      .selectFrom('agents')
      .select('password_hash')
      .where('id', '=', DEMO_AGENT.id)
      .executeTakeFirst();
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses a wrong password and an unknown name alike, with no cookie', async () => {
    const wrong = await signIn(DEMO_AGENT.username, 'not-the-password');
    const unknown = await signIn('nobody', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: ErrorCode.SignInFailed,
        message: 'The username or password is not correct.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await t.db.updateTable('agents').set({ failed_attempts: 0 }).execute();
  });

  it('refuses a name with a NUL as bad input (it reached PostgreSQL as a 500; found by fuzz.test.ts)', async () => {
    const res = await signIn(`${DEMO_AGENT.username}\u0000`, DEMO_AGENT.password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ErrorCode.Validation,
      message: 'Invalid username: must not contain control characters',
    });
  });

  it('locks the account after repeated failures, even against the right password, until the lock ends', async () => {
    await t.db
      .insertInto('agents')
      .values({
        id: 'agent-lock',
        username: 'lock',
        display_name: 'Lock',
        password_hash: (
          await t.db
            .selectFrom('agents')
            .select('password_hash')
            .where('id', '=', DEMO_AGENT.id)
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .execute();
    const codes: number[] = [];
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) codes.push((await signIn('lock', 'wrong')).json().code);
    expect(codes.slice(0, -1).every((c) => c === ErrorCode.SignInFailed)).toBe(true);
    expect(codes.at(-1)).toBe(ErrorCode.Locked);
    const right = await signIn('lock', DEMO_AGENT.password);
    expect(right.statusCode).toBe(423);
    expect(right.headers['set-cookie']).toBeUndefined();
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    expect((await signIn('lock', DEMO_AGENT.password)).statusCode).toBe(200);
  });

  it('refuses a call without the cookie, with a foreign cookie, and a cross-site POST', async () => {
    const bare = await t.inject({ method: 'GET', url: `${API}complaints` });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().code).toBe(ErrorCode.SessionMissing);
    const forged = await t.inject({
      method: 'GET',
      url: `${API}complaints`,
      headers: { cookie: 'pautang_agent=forged' },
    });
    expect(forged.statusCode).toBe(401);
    const cross = await asAgent(
      'POST',
      'complaints/CP000000000000/close',
      {},
      { origin: 'https://evil.example' },
    );
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe(ErrorCode.CrossSite);
    const noMarker = await t.app.inject({ method: 'POST', url: `${API}sign-out`, headers: { cookie } });
    expect(noMarker.json().code).toBe(ErrorCode.CrossSite);
  });

  it('signs out: the cookie stops working', async () => {
    const res = await signIn(DEMO_AGENT.username, DEMO_AGENT.password);
    const own = String(res.headers['set-cookie']).split(';')[0] ?? '';
    await t.inject({ method: 'POST', url: `${API}sign-out`, headers: { cookie: own } });
    expect((await t.inject({ method: 'GET', url: `${API}me`, headers: { cookie: own } })).statusCode).toBe(
      401,
    );
  });
});

describe('the inbox and the loop with the borrower', () => {
  it('lists newest first with counts, filters by status, type and overdue', async () => {
    const first = await fileComplaint(jose, 'First: my payment is not shown.');
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const second = await fileComplaint(jose, 'Second: still not shown.');
    const inbox = (await asAgent('GET', 'complaints')).json().data as Inbox;
    expect(inbox.items[0]?.id).toBe(second);
    expect(inbox.items[1]?.id).toBe(first);
    expect(inbox.items[0]).toMatchObject({
      borrower: 'Jose Reyes',
      type: 'Repayment',
      status: 'submitted',
      overdue: false,
    });
    expect(inbox.counts.submitted).toBeGreaterThanOrEqual(2);
    const byType = (await asAgent('GET', 'complaints?type=5')).json().data as Inbox;
    expect(byType.items.some((i) => i.id === first)).toBe(false);
    const closed = (await asAgent('GET', 'complaints?status=closed')).json().data as Inbox;
    expect(closed.items.every((i) => i.status === 'closed')).toBe(true);
    expect((await asAgent('GET', 'complaints?status=bogus')).json().code).toBe(ErrorCode.Validation);

    // Four weekdays on, both are past the 3-weekday reply promise.
    await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { days: 6 } });
    const overdue = (await asAgent('GET', 'complaints?overdue=1')).json().data as Inbox;
    expect(overdue.items.map((i) => i.id)).toEqual(expect.arrayContaining([first, second]));
    expect(overdue.items.every((i) => i.overdue)).toBe(true);
    await t.inject({ method: 'POST', url: '/attempt/dev/business-date', payload: { reset: true } });
  });

  it('an agent replies with an image and asks for a rating; the borrower sees it, rates 4, and the console shows it', async () => {
    const borrowerImage = (
      await t.call('uploadProblemImg', {
        sessionId: jose,
        file: { name: 'a.png', type: 'image/png', body: await png() },
      })
    ).body.data as { url: string };
    const id = await fileComplaint(jose, 'Collector called my employer.', [borrowerImage.url]);

    // The agent opens the borrower's image by its cookie; a stranger's session does not.
    const path = new URL(borrowerImage.url).pathname;
    expect((await t.app.inject({ method: 'GET', url: path, headers: { cookie } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${path}?${await t.sessionQuery(maria, 'logical')}` }))
        .statusCode,
    ).toBe(404);

    // The same upload rules as the borrower's: a text file named .png is refused, and nothing is stored.
    const text = multipart(Buffer.from('not an image at all'));
    const refused = await t.inject({
      method: 'POST',
      url: `${API}uploads`,
      payload: text.payload,
      headers: { cookie, ...text.headers },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(ErrorCode.Validation);
    const body = multipart(await png('#a37'));
    const uploaded = await t.inject({
      method: 'POST',
      url: `${API}uploads`,
      payload: body.payload,
      headers: { cookie, ...body.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    const agentImage = uploaded.json().data.url as string;

    const requestId = randomUUID();
    const reply = {
      text: 'We have spoken to the collector. It will not happen again.',
      images: [agentImage],
      wantsRating: true,
      requestId,
    };
    const first = await asAgent('POST', `complaints/${id}/reply`, reply);
    expect(first.statusCode).toBe(200);
    const again = await asAgent('POST', `complaints/${id}/reply`, reply);
    expect(again.statusCode).toBe(200);
    const view = again.json().data as ComplaintView;
    expect(view.replies).toHaveLength(1);
    expect(view.status).toBe('replied');
    expect(view.history.map((h) => h.action)).toEqual(['filed', 'started', 'replied']);
    expect(view.history[1]?.actor).toBe(`Agent ${DEMO_AGENT.displayName}`);

    const detail = (await t.call('problemDetail', { sessionId: jose, body: { problemId: id } })).body
      .data as ProblemDetail;
    expect(detail.disposeDetail).toBe(reply.text);
    expect(detail.disposeImages).toEqual([agentImage]);
    expect(detail.isNeedScore).toBe(1);
    expect(detail.timeline.map((s) => [s.status, s.time !== null])).toEqual([
      ['submitted', true],
      ['in_progress', true],
      ['replied', true],
      ['closed', false],
    ]);
    // The reply's image opens for the borrower who filed, not for another.
    const replyPath = new URL(agentImage).pathname;
    expect(
      (await t.app.inject({ method: 'GET', url: `${replyPath}?${await t.sessionQuery(jose, 'logical')}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${replyPath}?${await t.sessionQuery(maria, 'logical')}` }))
        .statusCode,
    ).toBe(404);

    const rated = await t.call('saveScore', { sessionId: jose, body: { problemId: id, score: 4 } });
    expect(rated.body.code).toBe('00');
    const after = (await asAgent('GET', `complaints/${id}`)).json().data as ComplaintView;
    expect(after.replies[0]?.score).toBe(4);
    expect(after.history.at(-1)).toMatchObject({
      action: 'rated',
      note: '4 of 5',
      actor: 'Borrower Jose Reyes',
    });

    const closed = (await asAgent('POST', `complaints/${id}/close`)).json().data as ComplaintView;
    expect(closed.status).toBe('closed');
    expect((await asAgent('POST', `complaints/${id}/reply`, { text: 'late' })).json().code).toBe(
      ErrorCode.Conflict,
    );
  });

  it('refuses an empty reply, a borrower’s image in a reply, and an unknown complaint', async () => {
    const id = await fileComplaint(jose, 'Another question.');
    expect((await asAgent('POST', `complaints/${id}/reply`, { text: '   ' })).json().code).toBe(
      ErrorCode.Validation,
    );
    const borrowerImage = (
      await t.call('uploadProblemImg', {
        sessionId: jose,
        file: { name: 'a.png', type: 'image/png', body: await png() },
      })
    ).body.data as { url: string };
    const foreign = await asAgent('POST', `complaints/${id}/reply`, {
      text: 'Here.',
      images: [borrowerImage.url],
    });
    expect(foreign.json().code).toBe(ErrorCode.Validation);
    const replies = await t.db
      .selectFrom('complaint_replies')
      .select('id')
      .where('complaint_id', '=', id)
      .execute();
    expect(replies).toEqual([]);
    expect((await asAgent('GET', 'complaints/CP000000000000')).statusCode).toBe(404);
    // An id no complaint can have reads the same; a NUL in it reached PostgreSQL as a 500 (fuzz.test.ts).
    for (const [method, path] of [
      ['GET', 'complaints/CP9%00'],
      ['POST', 'complaints/CP9%00/start'],
      ['POST', 'complaints/%E2%80%AE/close'],
    ] as const) {
      const res = await asAgent(method, path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: ErrorCode.NotFound,
        message: 'We could not find this complaint.',
      });
    }
  });
});

describe('demo complaint scenarios', () => {
  it('open the entry, the list and both details as their borrowers', async () => {
    for (const name of [
      'complaint-entry',
      'complaint-entry-no-collection',
      'complaint-list',
      'complaint-detail-replied',
      'complaint-detail-unreplied',
    ]) {
      const res = await t.inject({ method: 'POST', url: `/attempt/dev/scenarios/${name}` });
      expect(res.statusCode, name).toBe(200);
    }
    const replied = await t.inject({
      method: 'POST',
      url: '/attempt/dev/scenarios/complaint-detail-replied',
    });
    const url = new URL(replied.json().data.url as string);
    expect(url.pathname).toBe('/complainDetails');
    const session = url.searchParams.get('sessionId') ?? '';
    const detail = (
      await t.call('problemDetail', {
        sessionId: session,
        body: { problemId: url.searchParams.get('problemId') ?? '' },
      })
    ).body.data as ProblemDetail;
    expect(detail.isNeedScore).toBe(1);
    expect(detail.disposeDetail).not.toBe('');
  });
});
