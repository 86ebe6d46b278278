// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Approval } from '@pautang/contract/staff';
import { byRole, click, flush, render } from '../../../testing/test-utils';
import { ApprovalsSection } from './approvals-section';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = { id: 'staff-admin', displayName: 'Grace Tan', username: 'admin', roles: ['admin' as const] };
const SETTINGS = {
  backgroundColor: '#3D5AFF',
  fontColor: '#FFFFFF',
  servicePhone: '+63 2 8888 0000',
  appSchemeUrl: 'pautang://open',
  appStoreId: 'ph.pautang.app',
  appName: 'Pautang',
};

const approval = (over: Partial<Approval>): Approval => ({
  id: 'AP01',
  kind: 'app-settings',
  summary: 'Change the app settings: appSchemeUrl',
  amount: null,
  subjectKind: 'app-settings',
  subjectId: 'app-settings',
  borrowerId: null,
  payload: { ...SETTINGS, appSchemeUrl: 'evilapp://steal' },
  makerId: 'agent-demo',
  makerName: 'Lea Bautista',
  madeAt: '2026-11-25T01:00:00.000Z',
  status: 'pending',
  checkerName: null,
  checkedAt: null,
  reason: '',
  canDecide: true,
  ...over,
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));
type Sent = { url: string; method: string; body: unknown };

function serve(handle: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const s = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null };
      sent.push(s);
      return handle(s);
    }),
  );
  return sent;
}

describe('approvals section', () => {
  it('shows a settings proposal beside what is in place, and approves it', async () => {
    let pending = [approval({})];
    const sent = serve((s) => {
      if (s.url.includes('/console/app-settings'))
        return ok({ settings: SETTINGS, updatedAt: '', updatedBy: '' });
      if (s.method === 'POST') {
        pending = [];
        return ok({ approval: approval({ status: 'approved', checkerName: 'Grace Tan', canDecide: false }) });
      }
      return ok({ approvals: pending });
    });
    const view = render(<ApprovalsSection agent={ADMIN} />);
    await flush();
    const row = view.container.querySelector('[data-testid="approvals"] [data-testid="approval-row"]');
    expect(row?.textContent).toContain('Change the app settings: appSchemeUrl');
    expect(row?.textContent).toContain('Proposed by Lea Bautista, 2026-11-25 09:00:00');
    const change = [...(row?.querySelectorAll('[data-testid="approval-change"] tbody tr') ?? [])];
    expect(change.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['App scheme url', 'pautang://open', 'evilapp://steal'],
    ]);

    click(byRole('button', 'Approve'));
    await flush();
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      url: '/attempt/console/approvals/AP01',
      method: 'POST',
      body: { decision: 'approve', reason: '' },
    });
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Approved: Change the app settings: appSchemeUrl',
    );
    expect(view.container.textContent).toContain('Nothing is waiting for approval.');
  });

  it("shows the server's refusal of a rejection without a reason, and says why a row cannot be decided", async () => {
    serve((s) => {
      if (s.url.includes('/console/app-settings'))
        return ok({ settings: SETTINGS, updatedAt: '', updatedBy: '' });
      if (s.method === 'POST') {
        return new Response(
          JSON.stringify({ code: 1001, message: 'Please give the reason for rejecting it.', data: null }),
          { status: 400 },
        );
      }
      return ok({
        approvals: [
          approval({}),
          approval({ id: 'AP02', summary: 'Mine', makerId: ADMIN.id, canDecide: false }),
          approval({
            id: 'AP03',
            kind: 'refund',
            summary: 'Refund ₱350.00',
            amount: 35000,
            payload: { paymentId: 'PTX000000000350', amount: 35000, paidAt: '2026-11-24T16:30:00.000Z' },
            canDecide: false,
          }),
        ],
      });
    });
    const view = render(<ApprovalsSection agent={ADMIN} />);
    await flush();
    click(byRole('button', 'Reject'));
    await flush();
    const [first, mine, refund] = [...view.container.querySelectorAll('[data-testid="approval-row"]')];
    expect(first?.querySelector('[role="alert"]')?.textContent).toBe(
      'Please give the reason for rejecting it.',
    );
    expect(mine?.textContent).toContain('You proposed this: another staff member must decide it.');
    expect(mine?.querySelector('button')).toBeNull();
    expect(refund?.textContent).toContain('Your roles do not include the one that decides this.');
    expect(refund?.textContent).toContain('Amount: ₱350.00');
    // The proposal as staff read it (issue 40): pesos and Manila dates, never raw JSON in centavos.
    expect([...(refund?.querySelectorAll('.staff-change li') ?? [])].map((li) => li.textContent)).toEqual([
      'Payment id: PTX000000000350',
      'Amount: ₱350.00',
      'Paid at: 2026-11-25 00:30:00',
    ]);
    expect(refund?.textContent).not.toContain('35000');
    expect(refund?.querySelector('pre')).toBeNull();
  });

  it('lists the decided with who decided, and why a rejected one was', async () => {
    const sent = serve(() =>
      ok({
        approvals: [
          approval({
            status: 'rejected',
            checkerName: 'Grace Tan',
            checkedAt: '2026-11-25T02:00:00.000Z',
            reason: 'Not our scheme.',
            canDecide: false,
          }),
        ],
      }),
    );
    const view = render(<ApprovalsSection agent={ADMIN} />);
    await flush();
    click(byRole('button', 'Decided'));
    await flush();
    expect(sent.at(-1)?.url).toBe('/attempt/console/approvals?status=decided');
    const row = view.container.querySelector('[data-testid="approval-row"]');
    expect(row?.getAttribute('data-status')).toBe('rejected');
    expect(row?.textContent).toContain(
      'Rejected by Grace Tan, 2026-11-25 10:00:00 · Reason: Not our scheme.',
    );
  });
});
