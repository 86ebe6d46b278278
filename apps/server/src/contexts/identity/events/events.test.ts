// @module-tag once: calls in sequence through the call runner
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointKey } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { listEvents } from './events.repository';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.signIn('10002');
});
afterAll(() => t.close());

describe('events', () => {
  it('stores a Borrow Again event for the caller', async () => {
    const res = await t.call('eventSave', {
      sessionId: token,
      body: { productId: 'prod-1', moduleId: 30, positionId: 0 },
    });
    expect(res.body).toEqual({ code: 0, message: 'success', data: null, success: true });
    const rows = await listEvents(t.db, '10002');
    expect(rows.at(-1)).toMatchObject({ kind: 'event', module_id: 30, position_id: 0, product_id: 'prod-1' });
  });

  it('stores a batch of page views and clicks', async () => {
    const occurredAt = '2026-11-21T01:00:00.000Z';
    const res = await t.call('buriedPointUpload', {
      sessionId: token,
      body: {
        events: [
          { kind: 'view', page: '/customerService', occurredAt },
          { kind: 'click', page: '/customerService', element: 'email-card', label: 'E-mail', occurredAt },
        ],
      },
    });
    expect(res.body.code).toBe(0);
    const rows = await listEvents(t.db, '10002');
    expect(
      rows.filter((r) => r.kind !== 'event').map((r) => [r.kind, r.page, r.element, r.occurred_at]),
    ).toEqual([
      ['view', '/customerService', null, occurredAt],
      ['click', '/customerService', 'email-card', occurredAt],
    ]);
  });

  it('refuses an unknown event kind and stores nothing', async () => {
    const before = (await listEvents(t.db, '10002')).length;
    const res = await t.call('buriedPointUpload', {
      sessionId: token,
      body: { events: [{ kind: 'hack', page: '/x', occurredAt: '2026-11-21T01:00:00.000Z' }] },
    });
    expect(res.body.code).toBe(ErrorCode.Validation);
    expect(res.body.message).toMatch(/^Invalid events\.0\.kind/);
    expect((await listEvents(t.db, '10002')).length).toBe(before);
  });

  it.each<[EndpointKey, Record<string, unknown>, string]>([
    [
      'eventSave',
      { productId: 'p\u0000', moduleId: 30, positionId: 0 },
      'Invalid productId: must not contain control characters',
    ],
    ...(['page', 'element', 'label'] as const).map(
      (field): [EndpointKey, Record<string, unknown>, string] => [
        'buriedPointUpload',
        {
          events: [{ kind: 'view', page: '/x', [field]: 'a\u0000b', occurredAt: '2026-11-21T01:00:00.000Z' }],
        },
        `Invalid events.0.${field}: must not contain control characters`,
      ],
    ),
    [
      'buriedPointUpload',
      { events: [{ kind: 'view', page: '/x', occurredAt: '0000-01-01T00:00:00Z' }] },
      'Invalid events.0.occurredAt: must be a date between 2000 and 2100',
    ],
  ])('%s refuses %j with 1001, never a 500, and stores nothing', async (key, body, message) => {
    const before = (await listEvents(t.db, '10002')).length;
    const res = await t.call(key, { sessionId: token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: ErrorCode.Validation, message, data: null, success: false });
    expect((await listEvents(t.db, '10002')).length).toBe(before);
  });
});
