// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

// registerServiceWorker skips under `vite dev`; Vitest runs with import.meta.env.DEV = true, so the production
// path is tested with DEV stubbed to false.

function fakeNavigator(registrationCount: number) {
  const registrations = Array.from({ length: registrationCount }, () => ({
    unregister: vi.fn(async () => true),
  }));
  const serviceWorker = {
    getRegistrations: vi.fn(async () => registrations),
    register: vi.fn(async (_url: string) => ({})),
  };
  return { nav: { serviceWorker } as unknown as Navigator, registrations, serviceWorker };
}

function answer(status: number, contentType?: string) {
  return vi.fn<typeof fetch>(
    async () =>
      ({
        status,
        headers: new Headers(contentType ? { 'content-type': contentType } : {}),
      }) as Response,
  );
}

beforeEach(() => {
  vi.stubEnv('DEV', false);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('registerServiceWorker', () => {
  it('skips under the dev server without fetching', async () => {
    vi.stubEnv('DEV', true);
    const { nav, serviceWorker } = fakeNavigator(1);
    const doFetch = answer(200, 'application/javascript');
    await expect(registerServiceWorker(nav, doFetch, vi.fn())).resolves.toBe('skipped');
    expect(doFetch).not.toHaveBeenCalled();
    expect(serviceWorker.register).not.toHaveBeenCalled();
  });

  it('skips when the browser has no service worker support', async () => {
    const doFetch = answer(200, 'application/javascript');
    await expect(registerServiceWorker({} as Navigator, doFetch, vi.fn())).resolves.toBe('skipped');
    expect(doFetch).not.toHaveBeenCalled();
  });

  it.each([
    { name: '404 as HTML', status: 404, type: 'text/html; charset=utf-8', registrations: 2 },
    {
      name: '404 even with a JavaScript type',
      status: 404,
      type: 'application/javascript',
      registrations: 1,
    },
    { name: '200 as HTML (the SPA fallback)', status: 200, type: 'text/html', registrations: 1 },
    { name: '200 as JSON', status: 200, type: 'application/json', registrations: 3 },
    { name: '200 without a content type', status: 200, type: undefined, registrations: 1 },
    { name: '404 with nothing registered', status: 404, type: 'text/html', registrations: 0 },
    { name: 'HTML with nothing registered', status: 200, type: 'text/html', registrations: 0 },
  ])(
    '$name → unregisters all, reloads only if there were any',
    async ({ status, type, registrations: count }) => {
      const { nav, registrations, serviceWorker } = fakeNavigator(count);
      const doFetch = answer(status, type);
      const reload = vi.fn();
      await expect(registerServiceWorker(nav, doFetch, reload)).resolves.toBe('unregistered');
      expect(doFetch).toHaveBeenCalledWith('/sw.js', { cache: 'no-store' });
      for (const r of registrations) expect(r.unregister).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(count > 0 ? 1 : 0);
      for (const r of registrations)
        expect(r.unregister.mock.invocationCallOrder[0]).toBeLessThan(
          reload.mock.invocationCallOrder[0] ?? Infinity,
        );
      expect(serviceWorker.register).not.toHaveBeenCalled();
    },
  );

  it.each([
    'application/javascript',
    'text/javascript; charset=utf-8',
    'Application/JavaScript',
    'application/x-javascript',
  ])('a JavaScript answer (%s) registers /sw.js', async (type) => {
    const { nav, serviceWorker } = fakeNavigator(1);
    const reload = vi.fn();
    await expect(registerServiceWorker(nav, answer(200, type), reload)).resolves.toBe('registered');
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(serviceWorker.getRegistrations).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    {
      name: 'the check fetch rejects',
      doFetch: vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
      nav: () => fakeNavigator(1),
    },
    {
      name: 'register rejects',
      doFetch: answer(200, 'application/javascript'),
      nav: () => {
        const fake = fakeNavigator(1);
        fake.serviceWorker.register.mockRejectedValue(new DOMException('denied', 'SecurityError'));
        return fake;
      },
    },
    {
      name: 'getRegistrations rejects',
      doFetch: answer(404, 'text/html'),
      nav: () => {
        const fake = fakeNavigator(1);
        fake.serviceWorker.getRegistrations.mockRejectedValue(new Error('InvalidStateError'));
        return fake;
      },
    },
  ])('$name → no throw, skipped, no reload', async ({ doFetch, nav }) => {
    const reload = vi.fn();
    await expect(registerServiceWorker(nav().nav, doFetch, reload)).resolves.toBe('skipped');
    expect(reload).not.toHaveBeenCalled();
  });
});
