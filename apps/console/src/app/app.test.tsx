// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byRole, flush, render } from '../testing/test-utils';
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
