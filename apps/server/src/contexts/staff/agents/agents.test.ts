// @module-tag database: the agent lock under guesses in flight together
// The back-office lock under guesses sent together: on PostgreSQL (TEST_DATABASE_URL, as `npm test` runs it)
// the requests are in flight at once over several connections; on the embedded PGlite they interleave on one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { DEMO_AGENT } from '../../demo/index';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { LOCK_AFTER_FAILURES } from './agents.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (username: string, password: string) =>
  t.inject({ method: 'POST', url: '/attempt/console/sign-in', payload: { username, password } });

async function agentWithDemoPassword(id: string, username: string): Promise<void> {
  const { password_hash } = await t.db
    .selectFrom('agents')
    .select('password_hash')
    .where('id', '=', DEMO_AGENT.id)
    .executeTakeFirstOrThrow();
  await t.db.insertInto('agents').values({ id, username, display_name: username, password_hash }).execute();
}

describe('the agent lock, raced', () => {
  // On PostgreSQL the requests reach the database in no fixed order (the 11th may well be among the first five),
  // so the test holds what must be true whatever the order: no more attempts are checked than the lock allows.
  it('14 guesses at once, the right password 11th: only the attempts the lock allows are checked', async () => {
    await agentWithDemoPassword('agent-race', 'race');
    const guesses = Array.from({ length: 14 }, (_, i) => (i === 10 ? DEMO_AGENT.password : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((password) => signIn('race', password)));
    const codes = answers.map((res) => res.json().code as number);
    // Before: each guess was checked against the row as read before any failed; 11 answered 'wrong password'
    // and the right one signed in although the lock was set.
    const checked = codes.filter((c) => c !== ErrorCode.Locked);
    expect(checked.length).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(codes.filter((c) => c === ErrorCode.Locked).length).toBeGreaterThanOrEqual(
      14 - LOCK_AFTER_FAILURES,
    );
    const signedIn = answers[10]?.statusCode === 200;
    if (!signedIn) {
      expect(answers[10]?.statusCode).toBe(423);
      expect(answers[10]?.headers['set-cookie']).toBeUndefined();
    }
    const sessions = await t.db
      .selectFrom('agent_sessions')
      .select('token_hash')
      .where('agent_id', '=', 'agent-race')
      .execute();
    expect(sessions).toHaveLength(signedIn ? 1 : 0);
    // Every wrong guess past the right one's attempt found the lock the fifth attempt set.
    const row = await t.db
      .selectFrom('agents')
      .select('locked_until')
      .where('id', '=', 'agent-race')
      .executeTakeFirstOrThrow();
    if (!signedIn) expect(row.locked_until).not.toBeNull();
  });

  it('13 wrong guesses at once lock the account after five checks, and the right password then finds the lock', async () => {
    await agentWithDemoPassword('agent-race-2', 'race2');
    const answers = await Promise.all(Array.from({ length: 13 }, (_, i) => signIn('race2', `wrong-${i}`)));
    const codes = answers.map((res) => res.json().code as number);
    expect(codes.filter((c) => c === ErrorCode.SignInFailed)).toHaveLength(LOCK_AFTER_FAILURES - 1);
    expect(codes.filter((c) => c === ErrorCode.Locked)).toHaveLength(13 - LOCK_AFTER_FAILURES + 1);
    const right = await signIn('race2', DEMO_AGENT.password);
    expect(right.statusCode).toBe(423);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('the right password among the attempts allowed still signs in, and clears the count', async () => {
    await agentWithDemoPassword('agent-early', 'early');
    const guesses = ['wrong-1', 'wrong-2', DEMO_AGENT.password];
    const answers = await Promise.all(guesses.map((password) => signIn('early', password)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
    const row = await t.db
      .selectFrom('agents')
      .select(['failed_attempts', 'locked_until'])
      .where('id', '=', 'agent-early')
      .executeTakeFirstOrThrow();
    expect(row.locked_until).toBeNull();
    expect(row.failed_attempts).toBeLessThan(LOCK_AFTER_FAILURES);
  });
});
