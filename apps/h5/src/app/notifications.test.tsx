// @vitest-environment happy-dom
// The notification list and the order page's bell (issue 29; here, beside the routes, as it drives both screens), against a fake server answering by call path (plain
// wire mode) and a fake Android host: what the borrower sees, what is sent, and what the host is told.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem, NotificationList } from '@pautang/contract/notification-inbox';
import { click, getByRole, queryAllByRole, render } from '../components/ui/test-utils';
import { NotificationsRoute } from './routes/notifications';
import { WATCH_MS } from '../features/notifications/api/watch-notifications';
import {
  fakeBridge,
  openOrderPage,
  order,
  settle,
  setConfig,
  stubServer,
  text,
  SESSION,
} from '../features/order-detail/components/test-helpers';
import { openPage } from '../testing/open-page';

const LIST = '/v3/notice/list';
const READ = '/v3/notice/read';
const DETAILS = '/v3/loan-details/loan-details';

const item = (over: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 'NT1',
  event: 'payment-received',
  title: 'Payment received',
  body: 'We received ₱1,200.00 for order PT0000000180. Your balance is ₱0.00.',
  link: '/paymentRecords?orderId=PT0000000180&productId=P1',
  sentAt: '2026-11-25T01:05:00.000Z',
  read: false,
  ...over,
});

const DUE = item({
  id: 'NT2',
  event: 'due-in-3-days',
  title: 'Payment due in 3 days',
  body: '₱5,610.00 is due on 28 Nov 2026.',
  link: '/loanDetail?orderId=PT0000000180&productId=P1',
  sentAt: '2026-11-25T02:00:00.000Z',
});

let bridge: ReturnType<typeof fakeBridge>;

beforeEach(() => {
  sessionStorage.clear();
  setConfig({});
  bridge = fakeBridge();
});
afterEach(() => {
  bridge.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openList() {
  openPage(`/notifications?${SESSION}`);
  render(<NotificationsRoute />);
  await settle();
}

const rows = () => queryAllByRole('button').filter((b) => b.dataset.testid === 'notification-item');

describe('the notification list', () => {
  it('shows each message with its time in Manila and an unread mark, newest first as the server sends', async () => {
    const server = stubServer({
      [LIST]: { list: [DUE, item({ read: true })], unread: 1 } satisfies NotificationList,
    });
    await openList();
    expect(server.calls(LIST)).toHaveLength(1);
    expect(text(getByRole('heading', 'Notifications'))).toBe('Notifications');
    expect(rows().map((r) => r.querySelector('.notice-title')?.textContent)).toEqual([
      'Payment due in 3 days',
      'Payment received',
    ]);
    // 02:00 UTC is 10:00 in Manila.
    expect(rows()[0]?.querySelector('time')?.textContent).toBe('2026-11-25 10:00:00');
    expect(rows()[0]?.dataset.read).toBe('0');
    expect(rows()[0]?.querySelector('[aria-label="Unread"]')).not.toBeNull();
    expect(rows()[1]?.dataset.read).toBe('1');
    expect(rows()[1]?.querySelector('[aria-label="Unread"]')).toBeNull();
    expect(getByRole('button', 'Mark all read')).toBeTruthy();
  });

  it('says plainly when there is nothing yet, and offers no "mark all"', async () => {
    stubServer({ [LIST]: { list: [], unread: 0 } });
    await openList();
    const empty = document.querySelector('[data-testid="notifications-empty"]');
    expect(text(empty?.querySelector('h2'))).toBe('No notifications yet');
    expect(empty?.textContent).toContain('before each due date');
    expect(queryAllByRole('button', 'Mark all read')).toHaveLength(0);
  });

  it('on a tap marks the message read and opens its link with the session parameters', async () => {
    const server = stubServer({
      [LIST]: { list: [DUE], unread: 1 },
      [READ]: { unread: 0 },
    });
    await openList();
    click(rows()[0]!);
    await settle();
    expect(server.calls(READ)[0]?.body).toEqual({ notificationId: 'NT2' });
    expect(location.pathname).toBe('/loanDetail');
    const query = Object.fromEntries(new URLSearchParams(location.search));
    expect(query).toMatchObject({ orderId: 'PT0000000180', productId: 'P1', userId: 'U1' });
  });

  it('marks all read at once', async () => {
    const server = stubServer({
      [LIST]: { list: [DUE, item()], unread: 2 },
      [READ]: { unread: 0 },
    });
    await openList();
    click(getByRole('button', 'Mark all read'));
    await settle();
    expect(server.calls(READ)[0]?.body).toEqual({});
    expect(rows().map((r) => r.dataset.read)).toEqual(['1', '1']);
    expect(queryAllByRole('button', 'Mark all read')).toHaveLength(0);
  });

  it('adds a message that arrives while it is open on top, and hands it to the host’s tray once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let answer: NotificationList = { list: [item({ read: true })], unread: 0 };
    stubServer({ [LIST]: () => answer });
    await openList();
    expect(rows()).toHaveLength(1);

    answer = { list: [DUE, item({ read: true })], unread: 1 };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WATCH_MS);
    });
    await settle();
    expect(rows().map((r) => r.querySelector('.notice-title')?.textContent)).toEqual([
      'Payment due in 3 days',
      'Payment received',
    ]);
    expect(bridge.messages.filter((m) => m.action === 'notify')).toEqual([
      { action: 'notify', payload: { title: DUE.title, body: DUE.body, link: DUE.link } },
    ]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(WATCH_MS);
    });
    await settle();
    expect(bridge.actions().filter((a) => a === 'notify')).toHaveLength(1);
  });
});

describe('the order page’s bell', () => {
  it('links to the list with the session parameters, and shows the unread count once the page is live', async () => {
    setConfig({ allowedHosts: [] });
    stubServer({ [DETAILS]: order(), [LIST]: { list: [DUE], unread: 3 } });
    await openOrderPage('orderId=O1&productId=P1');
    await act(async () => {
      await import('../features/notifications/components/notifications-link');
    });
    await settle();
    const link = document.querySelector<HTMLAnchorElement>('[data-testid="notifications-link"]');
    expect(link).not.toBeNull();
    const href = new URL(link!.getAttribute('href')!, location.origin);
    expect(href.pathname).toBe('/notifications');
    expect(href.searchParams.get('userId')).toBe('U1');
    expect(text(link!.querySelector('[data-testid="notifications-unread"]'))).toBe('33 unread');
    expect(link!.textContent).toContain('Notifications');
    // The messages there when the page opened are not pushed to the host again.
    expect(bridge.actions()).not.toContain('notify');
  });

  it('shows no count, and no error, when the list cannot be had', async () => {
    stubServer({ [DETAILS]: order() });
    await openOrderPage('orderId=O1&productId=P1');
    await act(async () => {
      await import('../features/notifications/components/notifications-link');
    });
    await settle();
    expect(document.querySelector('[data-testid="notifications-link"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="notifications-unread"]')).toBeNull();
    expect(document.querySelectorAll('.ui-toast p')).toHaveLength(0);
  });
});
