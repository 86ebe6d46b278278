// Page-view and click tracking (spec 1 §1). Events are batched and sent with fetch keepalive, so the page never
// waits and a batch still leaves when the web view closes; the request layer's headers go along.
import type { TrackEvent } from '@pautang/contract/events';
import { buildRequest } from './request';
import { sessionParams } from './session';

const MAX_BATCH = 10;
const FLUSH_MS = 3000;
let queue: TrackEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

export function flushTracking(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0 || !sessionParams().sessionId) {
    queue = [];
    return;
  }
  const events = queue.splice(0, 50);
  const { url, init } = buildRequest('buriedPointUpload', { events });
  // Fire and forget: tracking must never disturb the borrower.
  fetch(url, { ...init, keepalive: true }).catch(() => undefined);
}

function enqueue(event: TrackEvent): void {
  queue.push(event);
  if (queue.length >= MAX_BATCH) flushTracking();
  else timer ??= setTimeout(flushTracking, FLUSH_MS);
}

export function trackView(page: string): void {
  enqueue({ kind: 'view', page, occurredAt: new Date().toISOString() });
}

export function trackClick(element: string, label?: string): void {
  enqueue({
    kind: 'click',
    page: location.pathname,
    element: element.slice(0, 200),
    ...(label ? { label: label.slice(0, 200) } : {}),
    occurredAt: new Date().toISOString(),
  });
}

/** Reports taps on any element marked data-track="name", wherever it is. */
let installed = false;

export function installClickTracking(): void {
  if (installed) return;
  installed = true;
  document.addEventListener(
    'click',
    (e) => {
      const el = (e.target as Element | null)?.closest?.('[data-track]');
      if (el) trackClick(el.getAttribute('data-track') ?? '', el.textContent?.trim().slice(0, 80));
    },
    { capture: true, passive: true },
  );
  addEventListener('pagehide', flushTracking);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTracking();
  });
}
