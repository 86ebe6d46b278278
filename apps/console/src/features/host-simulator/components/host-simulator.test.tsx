// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
import { FRAME_SOURCE_H5, FRAME_SOURCE_HOST } from '@pautang/contract/bridge';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/language';
import { byLabel, byRole, click, flush, queryByRole, render, typeInto } from '../../../testing/test-utils';
import { BACK_REPLY_TIMEOUT_MS } from '../hooks/use-native-back';
import { HostSimulator } from './host-simulator';

const BORROWERS = [
  { userId: '10001', name: 'Maria Santos', mobilePhone: '09171234501', clientType: 'new' },
  { userId: '10002', name: 'Jose Reyes', mobilePhone: '09171234502', clientType: 'repeat' },
];
const SCENARIOS = [
  {
    name: 'about-us',
    title: 'About us',
    url: 'http://127.0.0.1:3000/attempt/dev/scenarios/about-us',
    userId: '10002',
  },
];
const sessionFor = (userId: string) => ({
  deviceId: `demo-device-${userId}`,
  appVersion: '3.2.0',
  userId,
  appName: 'Pautang',
  sessionId: `session-${userId}`,
  clientType: 'android',
  merchantNumber: 'PH0001',
  mobilePhone: '09171234501',
});

const reply = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body), json: async () => body }) as Response;

const ORDERS = [
  {
    orderId: 'PT0000000180',
    productId: 'P001',
    productName: 'Pautang Flex',
    productLogo: '',
    orderStatus: 180,
    statusText: 'Overdue',
    loanAmount: 500000,
    outstandingAmount: 561000,
    repayAmount: 561000,
    repayDate: '2026-11-01',
    applyDate: '2026-10-01',
    lendDetailsUrl: 'http://127.0.0.1:3000/loanDetail?orderId=PT0000000180&productId=P001',
  },
];

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === '/attempt/dev/borrowers') return reply(BORROWERS);
  if (url === '/attempt/dev/scenarios') return reply(SCENARIOS);
  if (url === '/attempt/dev/scenarios/about-us' && init?.method === 'POST') {
    return reply({
      code: 0,
      message: 'success',
      data: { url: 'http://127.0.0.1:3000/aboutUs?userId=10002' },
    });
  }
  if (url === '/attempt/dev/sessions' && init?.method === 'POST') {
    const { userId } = JSON.parse(String(init.body)) as { userId: string };
    return reply({ code: 0, message: 'success', data: sessionFor(userId) });
  }
  if (url.startsWith('/attempt/v3/order/order-list?') && url.includes('sessionId=session-10001')) {
    return reply({ code: 0, message: 'success', data: { list: ORDERS } });
  }
  return reply({ code: 404, message: 'Not found', data: null }, 404);
});

/**
 * The frame's window, under the test's control. (The options line above gives iframes a window but lets
 * happy-dom neither fetch nor navigate them, so nothing leaves the process.)
 */
type FakeFrame = Window & {
  postMessage: ReturnType<typeof vi.fn>;
  history: { length: number; back: () => void };
};
function attachFakeWindow(path: string, historyLength = 1): FakeFrame {
  const iframe = document.querySelector('iframe');
  if (!iframe) throw new Error('no iframe');
  const fake = {
    postMessage: vi.fn(),
    history: { length: historyLength, back: vi.fn() },
    location: new URL(path, window.location.origin),
  } as unknown as FakeFrame;
  Object.defineProperty(iframe, 'contentWindow', { value: fake, configurable: true });
  return fake;
}

function fromFrame(source: unknown, action: string, payload: unknown = {}, id = `m-${Math.random()}`) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: source as MessageEventSource,
        data: { source: FRAME_SOURCE_H5, v: 1, id, action, payload },
      }),
    );
  });
}

const logActions = () =>
  Array.from(document.querySelectorAll('ol[aria-label="Bridge log"] > li')).map((li) =>
    li.getAttribute('data-action'),
  );
const frame = () => document.querySelector<HTMLIFrameElement>('iframe[title="H5"]');
const phoneTitle = () => document.querySelector('.phone__title')?.textContent;

async function signIn(name = 'Maria Santos') {
  render(<HostSimulator />);
  await flush();
  click(byRole('button', name));
  await flush();
  await flush();
}

async function openAboutUs() {
  click(byRole('button', 'About us'));
  await flush();
  return attachFakeWindow('/aboutUs?userId=10002&sessionId=session-10002');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockClear();
});

describe('HostSimulator', () => {
  it('starts at sign-in, with one button per demo borrower, and an empty bridge log', async () => {
    render(<HostSimulator />);
    await flush();
    expect(phoneTitle()).toBe('Sign in');
    expect(byRole('button', 'Maria Santos')).toBeTruthy();
    expect(byRole('button', 'Jose Reyes')).toBeTruthy();
    expect(document.querySelector('ol[aria-label="Bridge log"]')).not.toBeNull();
    expect(byRole('heading', 'Demo controls')).toBeTruthy();
    expect(frame()).toBeNull();
  });

  it('signs in through the demo session call and lands on Home; the scenarios are in the demo panel', async () => {
    await signIn();
    expect(fetchMock).toHaveBeenCalledWith(
      '/attempt/dev/sessions',
      expect.objectContaining({ method: 'POST' }),
    );
    const body = fetchMock.mock.calls.find(([url]) => url === '/attempt/dev/sessions')?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ userId: '10001' });
    expect(phoneTitle()).toBe('Home');
    const scenario = byRole('button', 'About us');
    // A developer's tool beside the phone, not a screen of the app.
    expect(scenario.closest('.host__sidebar')).not.toBeNull();
    expect(scenario.closest('.phone')).toBeNull();
  });

  it('before sign-in the scenarios are listed but cannot be opened', async () => {
    render(<HostSimulator />);
    await flush();
    expect(byRole('button', 'About us').hasAttribute('disabled')).toBe(true);
    expect(document.body.textContent).toContain('Sign in on the phone first.');
  });

  it('opens a scenario in the H5 frame by path, and the URL box follows the frame', async () => {
    await signIn();
    click(byRole('button', 'About us'));
    await flush();
    // Opening is a POST (it resets the scenario); the frame then loads the screen it answers with.
    expect(fetchMock).toHaveBeenCalledWith(
      '/attempt/dev/scenarios/about-us',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(frame()?.getAttribute('src')).toBe('/aboutUs?userId=10002&lang=en');
    expect(phoneTitle()).toBe('Web view');
    attachFakeWindow('/aboutUs?userId=10002&lang=en');
    act(() => {
      frame()!.dispatchEvent(new Event('load'));
    });
    expect(document.querySelector<HTMLInputElement>('.url-box__input')?.value).toBe(
      '/aboutUs?userId=10002&lang=en',
    );
  });

  it('speaks the language chosen on its page, and passes it to every H5 page it opens (lang)', async () => {
    await signIn();
    typeInto(byLabel('Language'), 'fil');
    // The Filipino catalogue is a chunk of its own: the page turns once it has arrived.
    await vi.waitFor(() => expect(byRole('button', 'Bumalik')).toBeTruthy());
    click(byRole('button', 'Akin'));
    expect(byRole('link', 'Serbisyo sa customer').getAttribute('href')).toMatch(/&lang=fil$/);
    click(byRole('button', 'About us'));
    await flush();
    expect(frame()?.getAttribute('src')).toBe('/aboutUs?userId=10002&lang=fil');
    await act(() => switchLanguage('en'));
    expect(byRole('button', 'Back')).toBeTruthy();
  });

  it('Mine links open H5 pages with the session parameters', async () => {
    await signIn();
    click(byRole('button', 'Mine'));
    const link = byRole('link', 'Customer service');
    expect(link.getAttribute('href')).toBe(
      '/customerService?deviceId=demo-device-10001&appVersion=3.2.0&userId=10001&appName=Pautang' +
        '&sessionId=session-10001&clientType=android&merchantNumber=PH0001&mobilePhone=09171234501&lang=en',
    );
    click(link);
    await flush();
    expect(frame()?.getAttribute('src')).toBe(link.getAttribute('href'));
  });

  it("Mine lists the borrower's loans from the order list call, each opening its order page", async () => {
    await signIn();
    click(byRole('button', 'Mine'));
    await flush();
    const link = byRole('link', 'Pautang Flex: Overdue, ₱5,610.00');
    expect(link.getAttribute('href')).toBe(
      '/loanDetail?deviceId=demo-device-10001&appVersion=3.2.0&userId=10001&appName=Pautang' +
        '&sessionId=session-10001&clientType=android&merchantNumber=PH0001&mobilePhone=09171234501&lang=en' +
        '&orderId=PT0000000180&productId=P001',
    );
    click(link);
    await flush();
    expect(frame()?.getAttribute('src')).toBe(link.getAttribute('href'));
  });

  it('logs calls from the frame and acts on them; ignores other windows', async () => {
    await signIn();
    const h5 = await openAboutUs();

    fromFrame({}, 'toHome');
    expect(logActions()).toEqual([]);

    fromFrame(h5, 'callTelephone', { phone: '0288881234' });
    expect(logActions()).toEqual(['callTelephone']);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Calling 0288881234');
    click(byRole('button', 'Close'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    fromFrame(h5, 'startBank', { orderId: 'O1' });
    expect(document.querySelector('.phone__badge')?.textContent).toBe('bank flow active');
    fromFrame(h5, 'endBank', { result: 'saved' });
    expect(document.querySelector('.phone__badge')).toBeNull();

    fromFrame(h5, 'to', { page: 'orderList' });
    expect(phoneTitle()).toBe('Native page: orderList');
    expect(frame()?.hidden).toBe(true);

    click(byRole('button', 'Back'));
    expect(phoneTitle()).toBe('Web view');

    fromFrame(h5, 'toP', { productId: 'P7', productName: 'Quick Cash' });
    await flush();
    expect(phoneTitle()).toBe('Product');
    expect(document.body.textContent).toContain('Quick Cash');

    const entry = document.querySelector('li[data-action="toP"]');
    expect(entry?.querySelector('pre')?.textContent).toBe(
      JSON.stringify({ productId: 'P7', productName: 'Quick Cash' }, null, 2),
    );
    expect(logActions()).toEqual(['toP', 'to', 'endBank', 'startBank', 'callTelephone']);
  });

  it('closeWebview removes the frame and offers to reopen the last page', async () => {
    await signIn();
    const h5 = await openAboutUs();
    fromFrame(h5, 'closeWebview');
    expect(frame()).toBeNull();
    expect(phoneTitle()).toBe('Web view closed');
    click(byRole('button', 'Reopen last page'));
    await flush();
    expect(frame()?.getAttribute('src')).toBe('/aboutUs?userId=10002&lang=en');
  });

  it('toMine shows Mine; Sign out and offToLogin return to the picker', async () => {
    await signIn();
    const h5 = await openAboutUs();
    fromFrame(h5, 'toMine');
    expect(phoneTitle()).toBe('Mine');
    expect(document.body.textContent).toContain('Maria Santos');
    click(byRole('button', 'Sign out'));
    await flush();
    expect(byRole('button', 'Jose Reyes')).toBeTruthy();

    click(byRole('button', 'Jose Reyes'));
    await flush();
    await flush();
    const again = await openAboutUs();
    fromFrame(again, 'offToLogin', { reason: 'expired' });
    await flush();
    expect(phoneTitle()).toBe('Sign in');
    expect(byRole('button', 'Maria Santos')).toBeTruthy();
    expect(logActions()).toEqual(['offToLogin', 'toMine']);
  });

  describe('Back', () => {
    it('does nothing more when the H5 says it handled Back', async () => {
      await signIn();
      const h5 = await openAboutUs();
      vi.useFakeTimers();
      click(byRole('button', 'Back'));
      const [event, origin] = h5.postMessage.mock.calls[0] as [{ id: string; source: string }, string];
      expect(event).toMatchObject({ v: 1, event: 'back', source: FRAME_SOURCE_HOST });
      expect(origin).toBe(window.location.origin);

      fromFrame(h5, 'eventResult', { id: event.id, event: 'back', handled: true });
      act(() => vi.advanceTimersByTime(BACK_REPLY_TIMEOUT_MS * 2));
      expect(frame()).not.toBeNull();
      expect(h5.history.back).not.toHaveBeenCalled();
      expect(document.body.textContent).toContain('The H5 handled Back.');
      expect(logActions()).toEqual(['eventResult']);
    });

    it('goes back inside the frame when unanswered and the frame has history', async () => {
      await signIn();
      const h5 = await openAboutUs();
      act(() => {
        frame()!.dispatchEvent(new Event('load'));
      });
      h5.history.length = 2;
      vi.useFakeTimers();
      click(byRole('button', 'Back'));
      act(() => vi.advanceTimersByTime(BACK_REPLY_TIMEOUT_MS));
      expect(h5.history.back).toHaveBeenCalledTimes(1);
      expect(frame()).not.toBeNull();
    });

    it('closes the web view when unanswered and the frame has no history', async () => {
      await signIn();
      await openAboutUs();
      vi.useFakeTimers();
      click(byRole('button', 'Back'));
      act(() => vi.advanceTimersByTime(BACK_REPLY_TIMEOUT_MS - 1));
      expect(frame()).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(frame()).toBeNull();
      expect(phoneTitle()).toBe('Web view closed');
      expect(queryByRole('button', 'Back')).not.toBeNull();
    });
  });
});
