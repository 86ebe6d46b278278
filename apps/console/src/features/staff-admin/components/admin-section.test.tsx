// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, StaffMember } from '@pautang/contract/staff';
import { byRole, click, flush, render } from '../../../testing/test-utils';
import { AdminSection } from './admin-section';

afterEach(() => vi.unstubAllGlobals());

const AGENT = { id: 'agent-demo', displayName: 'Lea Bautista', username: 'agent', roles: ['admin' as const] };

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 'staff-support',
  username: 'support',
  displayName: 'Joy Santos',
  roles: ['support'],
  disabled: false,
  lockedUntil: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 7,
  at: '2026-11-24T16:30:00.000Z',
  actorId: 'staff-admin',
  actorName: 'Grace Tan',
  action: 'app-settings.changed',
  subjectKind: 'app-settings',
  subjectId: 'app-settings',
  borrowerId: null,
  subjectName: null,
  borrowerName: null,
  before: { appName: 'Pautang', appSchemeUrl: 'pautang://open' },
  after: { appName: 'Pautang', appSchemeUrl: 'evilapp://steal' },
  note: 'proposed by Lea Bautista',
  ...over,
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const field = (root: Element, label: string) =>
  [...root.querySelectorAll('label')]
    .find((l) => l.textContent?.trim().startsWith(label))
    ?.querySelector('input') as HTMLInputElement;

type Sent = { url: string; method: string; body: unknown };

function serve(handle: (sent: Sent) => Response | undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const s = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null };
      sent.push(s);
      return handle(s) ?? ok({ entries: [], next: null });
    }),
  );
  return sent;
}

describe('admin section: staff accounts', () => {
  it('lists each account with its roles and state; creates one and shows the server refusal as it says it', async () => {
    let staff = [
      member({}),
      member({
        id: 'staff-admin',
        username: 'admin',
        displayName: 'Grace Tan',
        roles: ['admin'],
        disabled: true,
      }),
      member({
        id: 'staff-credit',
        username: 'credit',
        roles: ['credit', 'finance'],
        lockedUntil: '2999-01-01T00:00:00.000Z',
      }),
    ];
    const sent = serve((s) => {
      if (s.url.endsWith('/console/staff') && s.method === 'GET') return ok({ staff });
      if (s.url.endsWith('/console/staff') && s.method === 'POST') {
        const body = s.body as { username: string };
        if (body.username === 'support') {
          return new Response(
            JSON.stringify({ code: 1009, message: 'This username is taken.', data: null }),
            {
              status: 409,
            },
          );
        }
        const created = member({ id: 'staff-new', username: body.username, roles: ['finance'] });
        staff = [...staff, created];
        return ok({ member: created });
      }
      return undefined;
    });
    const view = render(<AdminSection agent={AGENT} />);
    await flush();
    const rows = [...view.container.querySelectorAll('[data-testid="staff-list"] [data-testid="staff-row"]')];
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('SupportActive'),
      expect.stringContaining('AdminDisabled'),
      expect.stringContaining('Credit, FinanceLocked until 2999-01-01'),
    ]);
    expect(byRole('button', 'Enable admin')).toBeTruthy();

    const form = view.container.querySelector('[data-testid="staff-create"]') as HTMLFormElement;
    type(field(form, 'Username'), 'support');
    type(field(form, 'Display name'), 'Someone');
    type(field(form, 'Password'), 'long-enough-secret');
    const finance = [...form.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Finance');
    click(finance?.querySelector('input') as HTMLInputElement);
    await act(async () => form.requestSubmit());
    await flush();
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('This username is taken.');

    type(field(form, 'Username'), 'new.finance');
    await act(async () => form.requestSubmit());
    await flush();
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      username: 'new.finance',
      displayName: 'Someone',
      password: 'long-enough-secret',
      roles: ['finance'],
    });
    expect(form.querySelector('[role="status"]')?.textContent).toBe('Account new.finance created.');
    expect(view.container.querySelector('[data-username="new.finance"]')).not.toBeNull();
  });

  it('disables an account and edits roles and the password of another, sending only what changed', async () => {
    const sent = serve((s) => {
      if (s.url.endsWith('/console/staff')) return ok({ staff: [member({})] });
      if (s.url.includes('/console/staff/')) return ok({ member: member({}) });
      return undefined;
    });
    const view = render(<AdminSection agent={AGENT} />);
    await flush();
    click(byRole('button', 'Disable support'));
    await flush();
    // Nothing is sent until the admin confirms, with the account named (issue 40).
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    expect(view.container.querySelector('[data-username="support"]')?.textContent).toContain(
      'Disable Joy Santos (support)? They are signed out at once and cannot sign in until enabled.',
    );
    click(byRole('button', 'Cancel'));
    expect(view.container.textContent).not.toContain('Disable Joy Santos (support)?');
    click(byRole('button', 'Disable support'));
    click(byRole('button', 'Confirm disable'));
    await flush();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1);
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      url: '/attempt/console/staff/staff-support',
      body: { disabled: true },
    });

    click(byRole('button', 'Edit support'));
    const form = view.container.querySelector('[data-testid="staff-edit"]') as HTMLFormElement;
    const credit = [...form.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Credit');
    click(credit?.querySelector('input') as HTMLInputElement);
    type(field(form, 'New password'), 'another-long-secret');
    await act(async () => form.requestSubmit());
    await flush();
    expect(sent.filter((s) => s.method === 'POST').at(-1)?.body).toEqual({
      roles: ['support', 'credit'],
      password: 'another-long-secret',
    });
    expect(form.querySelector('[role="status"]')?.textContent).toBe('Saved support.');
  });
});

describe('admin section: the audit log', () => {
  it('shows a change as its fields before and after, searches with the filled filters, and pages on', async () => {
    const sent = serve((s) => {
      if (s.url.endsWith('/console/staff')) return ok({ staff: [] });
      if (s.url.includes('before=7')) {
        return ok({
          entries: [entry({ id: 6, action: 'complaint.viewed', before: null, after: null })],
          next: null,
        });
      }
      if (s.url.includes('/console/audit')) return ok({ entries: [entry({})], next: 7 });
      return undefined;
    });
    const view = render(<AdminSection agent={AGENT} />);
    await flush();
    const log = view.container.querySelector('[data-testid="audit-log"]') as HTMLElement;
    const row = log.querySelector('[data-testid="audit-row"]');
    expect(row?.textContent).toContain('2026-11-25 00:30:00');
    expect(row?.textContent).toContain('Grace Tan');
    expect(row?.textContent).toContain('App scheme url: pautang://open → evilapp://steal');
    expect(row?.textContent).not.toContain('App name');

    const search = view.container.querySelector('[data-testid="audit-search"]') as HTMLFormElement;
    type(field(search, 'Action'), 'app-settings');
    type(field(search, 'From day'), '2026-11-25');
    await act(async () => search.requestSubmit());
    await flush();
    const last = sent.filter((s) => s.url.includes('/console/audit')).at(-1)?.url ?? '';
    expect(new URL(last, 'http://x').searchParams.toString()).toBe('action=app-settings&from=2026-11-25');

    click(byRole('button', 'Older entries'));
    await flush();
    const rows = view.container.querySelectorAll('[data-testid="audit-row"]');
    expect([...rows].map((r) => r.getAttribute('data-action'))).toEqual([
      'app-settings.changed',
      'complaint.viewed',
    ]);
    expect(view.container.textContent).not.toContain('Older entries');
  });

  it('names the account and the borrower a record is about, and shows money and dates as staff read them (issue 40)', async () => {
    serve((s) => {
      if (s.url.endsWith('/console/staff')) return ok({ staff: [] });
      return ok({
        entries: [
          entry({
            action: 'staff.updated',
            subjectKind: 'staff',
            subjectId: 'staff-collector',
            subjectName: 'Mario Reyes',
            borrowerId: '10001',
            borrowerName: 'Maria Santos',
            before: { disabled: false, limitAmount: 500000, lockedUntil: null },
            after: { disabled: true, limitAmount: 1250050, lockedUntil: '2026-11-24T16:30:00.000Z' },
          }),
        ],
        next: null,
      });
    });
    const view = render(<AdminSection agent={AGENT} />);
    await flush();
    const row = view.container.querySelector('[data-testid="audit-row"]') as HTMLElement;
    expect(row.querySelector('[data-testid="audit-record"]')?.textContent).toBe(
      'staff Mario Reyes (staff-collector)Borrower Maria Santos (10001)',
    );
    expect([...row.querySelectorAll('.staff-change li')].map((li) => li.textContent)).toEqual([
      'Disabled: No → Yes',
      'Limit amount: ₱5,000.00 → ₱12,500.50',
      'Locked until: — → 2026-11-25 00:30:00',
    ]);
  });

  it('names the staff member a record holds only by id, as the server resolved them (issue 40)', async () => {
    serve((s) => {
      if (s.url.endsWith('/console/staff')) return ok({ staff: [] });
      return ok({
        entries: [
          entry({
            action: 'collections.assigned',
            subjectKind: 'order',
            subjectId: 'PT0000000180',
            before: { collectorId: 'staff-collector' },
            after: { collectorId: 'staff-collector2' },
            staffNames: { 'staff-collector': 'Mario Reyes', 'staff-collector2': 'Liza Cruz' },
          }),
          entry({
            id: 6,
            action: 'collections.assigned',
            before: null,
            after: { collectorId: 'staff-gone' },
          }),
        ],
        next: null,
      });
    });
    const view = render(<AdminSection agent={AGENT} />);
    await flush();
    const changes = [...view.container.querySelectorAll('[data-testid="audit-row"]')].map((row) =>
      [...row.querySelectorAll('.staff-change li')].map((li) => li.textContent),
    );
    expect(changes).toEqual([
      ['Collector id: Mario Reyes (staff-collector) → Liza Cruz (staff-collector2)'],
      // An id the server could not name (no such account) stays the id.
      ['Collector id: staff-gone'],
    ]);
  });

  it('says when nothing matches, and when the log cannot be read', async () => {
    serve((s) => (s.url.endsWith('/console/staff') ? ok({ staff: [] }) : undefined));
    const view = render(<AdminSection agent={AGENT} />);
    await flush();
    expect(view.container.textContent).toContain('Nothing recorded matches.');
    expect(view.container.textContent).toContain('No staff accounts.');
  });
});
