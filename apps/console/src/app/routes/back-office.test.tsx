// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@pautang/contract/call';
import { RUNTIME_CONFIG_META } from '@pautang/contract/runtime-config';
import { flush, render } from '../../testing/test-utils';
import { BackOfficeRoute } from './back-office';

let meta: HTMLMetaElement | null = null;
afterEach(() => {
  vi.unstubAllGlobals();
  meta?.remove();
  meta = null;
});

/** The back office signed in with `roles`, on a server in demo mode or not. */
async function openAs(roles: StaffRole[], demo: boolean) {
  meta?.remove();
  meta = document.createElement('meta');
  meta.name = RUNTIME_CONFIG_META;
  meta.content = JSON.stringify({ wireMode: 'plain', demo, sandboxWarnings: [] });
  document.head.appendChild(meta);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = String(url).endsWith('/console/me')
        ? { agent: { id: 'agent-x', username: 'x', displayName: 'Staff X', roles } }
        : { businessDate: '2026-11-28', time: '10:00' };
      return new Response(JSON.stringify({ code: 0, message: 'success', data }));
    }),
  );
  const view = render(<BackOfficeRoute pathname="/console/reports" />);
  await flush();
  expect(view.container.textContent).toContain('Signed in as Staff X');
  return view.container.querySelector('[data-testid="business-date"]') !== null;
}

describe('the demo controls in the back office (issue 40)', () => {
  it('are shown to an admin in demo mode', async () => {
    expect(await openAs(['admin'], true)).toBe(true);
  });
  it('are not shown to a collector or finance officer, even in demo mode', async () => {
    expect(await openAs(['collections'], true)).toBe(false);
    expect(await openAs(['finance', 'support'], true)).toBe(false);
  });
  it('are not shown outside demo mode, even to an admin', async () => {
    expect(await openAs(['admin'], false)).toBe(false);
  });
});
