// Test support for maker-checker: a staff member's session cookie, and a second staff member's decision, through
// the real calls. Tests of the features under maker-checker (settings, templates, refunds…) propose as one demo
// staff member and approve as another, as the console does.
import { expect } from 'vitest';
import { API_PREFIX } from '@pautang/contract/endpoints';
import type { Approval } from '@pautang/contract/staff';
import { DEMO_AGENT, DEMO_STAFF } from '../contexts/demo/index';
import type { TestApp } from '../test-helper';

/** The demo's second admin (the demo agent holds every role): each may approve the other's proposals. */
export const DEMO_ADMIN = DEMO_STAFF.find((p) => p.username === 'admin') ?? DEMO_AGENT;

/** A decision on an approval, as the console sends it; answers the envelope. */
export async function decide(
  t: Pick<TestApp, 'inject'>,
  cookie: string,
  id: string,
  decision: 'approve' | 'reject',
  reason = '',
): Promise<{ code: number; message: string; data: { approval: Approval } | null }> {
  const res = await t.inject({
    method: 'POST',
    url: `${API_PREFIX}/console/approvals/${encodeURIComponent(id)}`,
    headers: { cookie },
    payload: { decision, reason },
  });
  return res.json();
}

/** Approves a pending proposal as a second staff member, and checks it was carried out. */
export async function approveAs(t: Pick<TestApp, 'inject'>, cookie: string, id: string): Promise<Approval> {
  const answer = await decide(t, cookie, id, 'approve');
  expect(answer).toMatchObject({ code: 0, data: { approval: { id, status: 'approved' } } });
  return answer.data!.approval;
}
