import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agentSessionCalls } from './back-office';
import { defineCall, fillPath, pathParams, pathTemplate, refusalStatuses, type CallDef } from './call';
import { calls } from './calls';

describe("a call's path parameters", () => {
  it('are read from the path, filled from the request, and published as a template', () => {
    const path = '/console/notification-templates/:event/:lang/preview';
    expect(pathParams(path)).toEqual(['event', 'lang']);
    expect(pathTemplate(path)).toBe('/console/notification-templates/{event}/{lang}/preview');
    expect(fillPath(path, { event: 'payment-received', lang: 'fil', title: 'T' })).toEqual({
      path: '/console/notification-templates/payment-received/fil/preview',
      rest: { title: 'T' },
    });
    expect(fillPath('/console/borrowers/:id', { id: 'a/b c' }).path).toBe('/console/borrowers/a%2Fb%20c');
  });

  it('are each a field of the request schema, so the document gives each its type', () => {
    for (const [key, def] of Object.entries(calls as Record<string, CallDef>)) {
      const shape = (def.request as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      for (const name of pathParams(def.path)) expect(Object.keys(shape), `${key} :${name}`).toContain(name);
    }
  });
});

describe("a call's refusal statuses", () => {
  const call = (over: Partial<CallDef>) =>
    defineCall({ path: '/x', request: z.object({}), response: z.null(), summary: 'x', ...over });

  it('are bad input, cross-site and rate limits for everyone; sessions add 401; a declaration adds its own', () => {
    expect(refusalStatuses(call({ auth: 'visitor' }))).toEqual([400, 403, 429]);
    expect(refusalStatuses(call({}))).toEqual([400, 401, 403, 429]);
    expect(refusalStatuses(call({ auth: 'staff', refuses: [409, 404] }))).toEqual([
      400, 401, 403, 404, 409, 429,
    ]);
    expect(refusalStatuses(agentSessionCalls.consoleSignIn)).toEqual([400, 401, 403, 423, 429]);
  });
});
