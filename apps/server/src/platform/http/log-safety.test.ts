// @module-tag database: what the driver's error carries into the log
// Issue 6: a 500 wrote the SQL parameters (user id, raw input) to the log. The stack stays; values go.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from '../../test-helper';
import { safeError } from './log-safety';

const lines: string[] = [];
let t: TestApp;
const RAW = 'maria-09171234501';

beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  // A route whose query fails in the database with the borrower's raw input as a parameter.
  t.app.get('/boom', async (request) => {
    const { value } = request.query as { value: string };
    return t.db
      .selectFrom('orders')
      .select('id')
      .where('term_days', '=', sql<number>`${value}::int`)
      .where('user_id', '=', '10001')
      .execute();
  });
});
afterAll(() => t.close());

describe('logs of a failure', () => {
  it('keep the kind, SQLSTATE and stack of a database error, and none of its values', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/boom?value=${RAW}&mobilePhone=09171234501&sessionId=secret-token`,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: ErrorCode.Internal, data: null });
    const logged = lines.join('\n');
    const entry = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'unhandled error');
    expect(entry?.err).toMatchObject({ message: 'database error 22P02', code: '22P02' });
    expect(String((entry?.err as { stack: string }).stack)).toMatch(/\n\s+at /);
    for (const secret of [RAW, '09171234501', 'secret-token', '10001']) expect(logged).not.toContain(secret);
  });

  it('redact quoted values from other errors, and survive what is not an Error', () => {
    expect(safeError(new TypeError(`bad value "09171234501" for 'phone'`)).message).toBe(
      'bad value [value] for [value]',
    );
    expect(safeError('a string')).toEqual({ type: 'string', message: 'non-error thrown', stack: '' });
  });
});
