// Test support for collections (issue 28): staff calls made as the console makes them (the cookie of a signed-in
// staff member). The overdue book with known days past due is seeded by db/seed/overdue-book.ts.
import type { InjectOptions } from 'fastify';
import { AGENT_SESSION_PATHS } from '@pautang/contract/back-office';
import { calls, type RequestOf, type StaffCall } from '@pautang/contract/calls';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { DEMO_AGENT, DEMO_STAFF } from '../../db/seed/demo-complaints';
import type { TestApp } from '../../test-helper';

export type StaffName = 'collector' | 'collector2' | 'finance' | 'agent';

export async function staffCookie(t: TestApp, username: StaffName): Promise<string> {
  const person = username === 'agent' ? DEMO_AGENT : DEMO_STAFF.find((p) => p.username === username);
  if (!person) throw new Error(`no demo staff ${username}`);
  const res = await t.inject({
    method: 'POST',
    url: API_PREFIX + AGENT_SESSION_PATHS.signIn,
    payload: { username: person.username, password: person.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
}

export type StaffAnswer = { status: number; code: number; message: string; data: unknown };

/** One staff call: path fields fill the path, the rest go in the query of a GET or the JSON body of a POST. */
export async function staffCall<K extends StaffCall>(
  t: TestApp,
  cookie: string,
  key: K,
  request: RequestOf<K> | Record<string, unknown>,
): Promise<StaffAnswer> {
  const def = calls[key];
  const fields: Record<string, unknown> = { ...(request as Record<string, unknown>) };
  const path = def.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = String(fields[name]);
    delete fields[name];
    return encodeURIComponent(value);
  });
  const options: InjectOptions = { method: def.method, url: API_PREFIX + path, headers: { cookie } };
  if (def.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(fields).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    if (query.size) options.url += `?${query}`;
  } else {
    options.payload = fields;
  }
  const res = await t.inject(options);
  const body = res.json() as { code: number; message: string; data: unknown };
  return { status: res.statusCode, ...body };
}
