// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/test-utils';
import { DemoControls } from './demo-controls';

const envelope = (businessDate: string) => ({ code: 0, message: 'success', data: { businessDate } });

afterEach(() => vi.unstubAllGlobals());

describe('business-date control', () => {
  it('shows the business date and moves it forward, back to today, or to a chosen date', async () => {
    const calls: { method: string; body: unknown }[] = [];
    let current = '2026-11-21';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ method: init.method ?? 'GET', body });
        if (body?.days) current = '2026-11-28';
        if (body?.reset) current = '2026-11-21';
        if (body?.businessDate) current = body.businessDate;
        return new Response(JSON.stringify(envelope(current)), { status: 200 });
      }),
    );
    const view = render(<DemoControls />);
    const date = () => view.container.querySelector('[data-testid="business-date"]')?.textContent;
    await vi.waitFor(() => expect(date()).toBe('2026-11-21'));

    const button = (name: string) =>
      [...view.container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
    await act(async () => button('+7 days').click());
    await vi.waitFor(() => expect(date()).toBe('2026-11-28'));
    expect(calls.at(-1)).toEqual({ method: 'POST', body: { days: 7 } });

    await act(async () => button('Back to today').click());
    await vi.waitFor(() => expect(date()).toBe('2026-11-21'));
    expect(calls.at(-1)).toEqual({ method: 'POST', body: { reset: true } });
  });

  it('says why a move was refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        init.method === 'POST'
          ? new Response(
              JSON.stringify({
                code: 1001,
                message: 'Invalid businessDate: must be 2026-11-21 or later',
                data: null,
              }),
              { status: 400 },
            )
          : new Response(JSON.stringify(envelope('2026-11-21')), { status: 200 }),
      ),
    );
    const view = render(<DemoControls />);
    await vi.waitFor(() => expect(view.container.textContent).toContain('2026-11-21'));
    const forward = [...view.container.querySelectorAll('button')].find(
      (b) => b.textContent === '+1 days',
    ) as HTMLButtonElement;
    await act(async () => forward.click());
    await vi.waitFor(() =>
      expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
        'Could not change the business date: Invalid businessDate: must be 2026-11-21 or later',
      ),
    );
  });

  it('sets the Manila business time of day, and goes back to the real clock', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    let time = '09:15';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ url, method: init.method ?? 'GET', body });
        if (!url.includes('business-time')) return new Response(JSON.stringify(envelope('2026-11-21')));
        if (body?.time) time = body.time;
        if (body?.reset) time = '09:15';
        return new Response(
          JSON.stringify({ code: 0, message: 'success', data: { date: '2026-11-21', time } }),
        );
      }),
    );
    const view = render(<DemoControls />);
    const shown = () => view.container.querySelector('[data-testid="business-time"]')?.textContent;
    await vi.waitFor(() => expect(shown()).toBe('09:15'));
    const input = view.container.querySelector('input[type="time"]') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      setter?.call(input, '22:30');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const button = (name: string) =>
      [...view.container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
    await act(async () => button('Set time').click());
    await vi.waitFor(() => expect(shown()).toBe('22:30'));
    expect(calls.at(-1)).toEqual({
      url: '/attempt/dev/business-time',
      method: 'POST',
      body: { time: '22:30' },
    });
    await act(async () => button('Real clock').click());
    await vi.waitFor(() => expect(shown()).toBe('09:15'));
    expect(calls.at(-1)?.body).toEqual({ reset: true });
  });
});
