// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byRole, flush, render } from '../testing/test-utils';
import { RUNTIME_CONFIG_META } from '@pautang/contract/runtime-config';
import { App } from './app';

beforeEach(() => {
  // The simulator asks for the demo borrowers on mount; an empty list is enough to render it.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, status: 200, text: async () => '[]' }) as Response),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('App', () => {
  it('shows the host simulator at /host and below it', async () => {
    for (const pathname of ['/host', '/host/']) {
      const { unmount } = render(<App pathname={pathname} />);
      await flush();
      expect(byRole('heading', 'Pautang host simulator')).toBeTruthy();
      unmount();
    }
  });

  it('shows the back-office placeholder, linking to the simulator, elsewhere under /console', () => {
    for (const pathname of ['/console', '/console/', '/console/orders']) {
      const { unmount } = render(<App pathname={pathname} />);
      expect(byRole('heading', 'Pautang back office')).toBeTruthy();
      expect(byRole('link', 'Open the host simulator').getAttribute('href')).toBe('/host');
      unmount();
    }
  });
});

describe('production running on a sandbox', () => {
  const WARNINGS = [
    'Warning: PAYMENT_GATEWAY=sandbox in production: pay codes are served by the local sandbox gateway.',
    'Warning: SMS_PROVIDER=outbox in production: texts are not sent to phones.',
  ];
  let meta: HTMLMetaElement;
  beforeEach(() => {
    meta = document.createElement('meta');
    meta.name = RUNTIME_CONFIG_META;
    meta.content = JSON.stringify({ wireMode: 'plain', sandboxWarnings: WARNINGS });
    document.head.appendChild(meta);
  });
  afterEach(() => meta.remove());

  it('shows the server’s warnings on top of /host and the back office', async () => {
    for (const pathname of ['/host', '/console']) {
      const { container, unmount } = render(<App pathname={pathname} />);
      await flush();
      const alert = container.querySelector(
        '[role="alert"][aria-label="Production is running on a sandbox"]',
      );
      expect(alert?.textContent, pathname).toContain(WARNINGS[0]);
      expect(alert?.textContent, pathname).toContain(WARNINGS[1]);
      unmount();
    }
  });

  it('shows nothing when the server has nothing to warn of', async () => {
    meta.content = JSON.stringify({ wireMode: 'plain', sandboxWarnings: [] });
    const { container } = render(<App pathname="/host" />);
    await flush();
    expect(container.querySelector('[aria-label="Production is running on a sandbox"]')).toBeNull();
  });
});
