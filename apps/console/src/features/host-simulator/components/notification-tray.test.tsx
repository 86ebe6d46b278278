// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
// The phone's notification tray (issue 29): what the app's tray poll finds and what the H5 pushes (bridge notify)
// shows with its title and body; a tap opens the message's link in the web view with the session parameters.
import { FRAME_SOURCE_H5 } from '@pautang/contract/bridge';
import type { NotificationTrayItem } from '@pautang/contract/notification-inbox';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, flush } from '../../../testing/test-utils';
import { TRAY_POLL_MS } from '../api/poll-notification-tray';
import { HOME, SESSION_QUERY, SESSION_SEARCH, frameSrc, signedInHost } from '../testing/host-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PAID: NotificationTrayItem = {
  id: 'NT0000000001',
  event: 'payment-received',
  title: 'Payment received',
  body: 'We received ₱1,200.00 for PT0000000180. Your balance is ₱0.00.',
  link: '/paymentRecords?orderId=PT0000000180&productId=P001',
  sentAt: '2026-11-25T01:00:00.000Z',
};
const DUE: NotificationTrayItem = {
  id: 'NT0000000002',
  event: 'due-in-3-days',
  title: 'Due in 3 days',
  body: '₱5,610.00 is due on 28 Nov 2026.',
  link: '/loanDetail?orderId=PT0000000180&productId=P001',
  sentAt: '2026-11-25T02:00:00.000Z',
};

const tray = () => document.querySelector('[data-testid="notification-tray"]');
const trayItems = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid="tray-item"]')).map(
    (b) => b.textContent,
  );

describe('the notification tray', () => {
  it('shows what the first poll finds, polls again with the cursor, and adds what is new on top', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const polls: (string | undefined)[] = [];
    const app = await signedInHost({
      homePage: () => HOME,
      notificationTray: ({ cursor }) => {
        polls.push(cursor);
        return cursor ? { items: [DUE], cursor: 'c2' } : { items: [PAID], cursor: 'c1' };
      },
    });
    expect(tray()?.textContent).toContain('Notification tray');
    expect(trayItems()).toEqual([`${PAID.title}${PAID.body}`]);
    expect(app.sentTo('notificationTray')[0]?.query).toMatchObject(SESSION_QUERY);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TRAY_POLL_MS);
    });
    await flush();
    expect(polls).toEqual([undefined, 'c1']);
    expect(trayItems()).toEqual([`${DUE.title}${DUE.body}`, `${PAID.title}${PAID.body}`]);
  });

  it('says so when nothing has arrived', async () => {
    await signedInHost({
      homePage: () => HOME,
      notificationTray: () => ({ items: [], cursor: 'c0' }),
    });
    expect(tray()?.textContent).toContain('No notifications.');
    expect(trayItems()).toEqual([]);
  });

  it('opens a message’s link in the web view, and shows what the H5 pushes (notify) once', async () => {
    await signedInHost({
      homePage: () => HOME,
      notificationTray: () => ({ items: [PAID], cursor: 'c1' }),
    });
    click(document.querySelector('[data-testid="tray-item"]')!);
    await flush();
    expect(trayItems()).toEqual([]);
    expect(frameSrc()).toBe(`/paymentRecords?${SESSION_SEARCH}&orderId=PT0000000180&productId=P001`);

    // The H5 in the web view hears of a new message and pushes it through the bridge.
    const iframe = document.querySelector('iframe[title="H5"]');
    const h5 = { postMessage: vi.fn(), location: new URL(PAID.link, window.location.origin) };
    Object.defineProperty(iframe, 'contentWindow', { value: h5, configurable: true });
    const notify = (id: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            source: h5 as unknown as MessageEventSource,
            data: {
              source: FRAME_SOURCE_H5,
              v: 1,
              id,
              action: 'notify',
              payload: { title: DUE.title, body: DUE.body, link: DUE.link },
            },
          }),
        );
      });
    notify('n1');
    expect(trayItems()).toEqual([`${DUE.title}${DUE.body}`]);
    expect(document.querySelector('ol[aria-label="Bridge log"] > li')?.getAttribute('data-action')).toBe(
      'notify',
    );
    // The same message again (the H5 and the app's own poll both saw it): one in the tray.
    notify('n2');
    expect(trayItems()).toEqual([`${DUE.title}${DUE.body}`]);
  });

  it('logs a notify without its fields as a bad payload, and shows nothing', async () => {
    await signedInHost({
      homePage: () => HOME,
      notificationTray: () => ({ items: [PAID], cursor: 'c1' }),
    });
    click(document.querySelector('[data-testid="tray-item"]')!);
    await flush();
    const iframe = document.querySelector('iframe[title="H5"]');
    const h5 = { postMessage: vi.fn(), location: new URL(PAID.link, window.location.origin) };
    Object.defineProperty(iframe, 'contentWindow', { value: h5, configurable: true });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: h5 as unknown as MessageEventSource,
          data: { source: FRAME_SOURCE_H5, v: 1, id: 'n1', action: 'notify', payload: { title: 'x' } },
        }),
      );
    });
    expect(trayItems()).toEqual([]);
    expect(document.querySelector('.bridge-log__entry--problem')?.getAttribute('data-action')).toBe('notify');
  });
});
