// @module-tag once: log lines of a request
// The request's logger is made only when a line is written (platform/http/request-logger.ts): the lines must be the same
// as a pino child's, each carrying its request's id, and a quiet level must still write errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, testDatabase, type TestApp, type TestDatabase } from '../../test-helper';

// One database for the file; each test builds the app its log level needs on it.
let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const t = await buildTestApp(
    { logLevel: level },
    {
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      database,
    },
  );
  t.app.get('/boom', async (request) => {
    request.log.warn({ step: 'before' }, 'about to fail');
    throw new Error('boom');
  });
  apps.push(t);
  return { t, lines };
}

describe('request logs', () => {
  it("at 'info', every line of a request carries that request's id", async () => {
    const { t, lines } = await appLogging('info');
    const token = await t.signIn('10001');
    expect((await t.call('contactKfInfo', { sessionId: token, body: { overall: 30 } })).body.code).toBe(0);
    const incoming = lines.find((l) => l.msg === 'incoming request');
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(incoming?.reqId).toEqual(expect.any(String));
    expect(completed?.reqId).toBe(incoming?.reqId);
    expect(completed?.res).toMatchObject({ statusCode: 200 });
  });

  it("at 'warn', a good call writes nothing, and a failing one writes its lines with its id", async () => {
    const { t, lines } = await appLogging('warn');
    const token = await t.signIn('10001');
    await t.call('contactKfInfo', { sessionId: token, body: { overall: 30 } });
    expect(lines).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(res.json()).toMatchObject({ code: ErrorCode.Internal });
    const warned = lines.find((l) => l.msg === 'about to fail');
    const failed = lines.find((l) => l.msg === 'unhandled error');
    expect(warned).toMatchObject({ step: 'before', reqId: expect.any(String) });
    expect(failed?.reqId).toBe(warned?.reqId);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });
});
