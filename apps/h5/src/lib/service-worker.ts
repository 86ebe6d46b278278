// spec 1 §8: if the worker script check answers 404 or a non-JavaScript type, unregister and reload; other
// registration errors are ignored. We reload only when something was unregistered, so a missing worker can
// never loop the page.
export async function registerServiceWorker(
  nav: Navigator = navigator,
  doFetch: typeof fetch = fetch,
  reload: () => void = () => location.reload(),
): Promise<'registered' | 'unregistered' | 'skipped'> {
  if (!('serviceWorker' in nav) || import.meta.env.DEV) return 'skipped';
  try {
    const res = await doFetch('/sw.js', { cache: 'no-store' });
    const type = res.headers.get('content-type') ?? '';
    if (res.status === 404 || !/javascript/i.test(type)) {
      const registrations = await nav.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
      if (registrations.length > 0) reload();
      return 'unregistered';
    }
    await nav.serviceWorker.register('/sw.js');
    return 'registered';
  } catch {
    return 'skipped';
  }
}
