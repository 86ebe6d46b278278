// @vitest-environment happy-dom
// The complaint screens against a fake server (fetch answered by call path, plain wire mode): what the borrower
// sees and what is sent.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProblemDetail, ProblemInit } from '@pautang/contract/complaints';
import { click, getByRole, queryAllByRole, render } from '../../../components/ui/test-utils';
import { ComplainDetailsRoute } from '../../../app/routes/complain-details';
import { ComplainPageRoute } from '../../../app/routes/complain-page';
import { ComplainPageNextRoute } from '../../../app/routes/complain-page-next';
import { openPage } from '../../../testing/open-page';

type Sent = { path: string; body: unknown };
let sent: Sent[];
type Envelope = { code: number | string; message: string; data: unknown };
let answers: Record<string, Envelope | ((body: unknown) => Envelope)>;

const INIT: ProblemInit = {
  problemType: [
    { value: 1, title: 'Collection' },
    { value: 2, title: 'Repayment' },
  ],
  problemSonType: [{ value: 3, title: 'Calls or messages between 10 PM and 6 AM' }],
  orderDetail: null,
  orderList: [
    {
      orderNo: 'O1',
      productLogo: '',
      productName: 'Pautang Quick',
      status: 21,
      statusText: 'In review',
      detail: [{ title: 'Order No.', value: 'O1' }],
      isShow: 0,
    },
    {
      orderNo: 'O2',
      productLogo: '',
      productName: 'Pautang Plus',
      status: 180,
      statusText: 'Overdue',
      detail: [{ title: 'Order No.', value: 'O2' }],
      isShow: 1,
    },
  ],
  replyWithinWeekdays: 3,
};

const DETAIL: ProblemDetail = {
  problemId: 'CP1',
  type: 'Repayment',
  sonType: '',
  content: 'My payment is not shown.',
  images: [],
  disposeDetail: 'It is now <b>posted</b>.',
  disposeImages: [],
  isNeedScore: 1,
  status: 'replied',
  statusText: 'Replied',
  time: '2026-11-20T02:00:00.000Z',
  replyDueOn: '2026-11-25',
  resolveBy: '2026-12-20',
  timeline: [
    { status: 'submitted', title: 'Submitted', time: '2026-11-20T02:00:00.000Z' },
    { status: 'in_progress', title: 'In progress', time: '2026-11-20T04:00:00.000Z' },
    { status: 'replied', title: 'Replied', time: '2026-11-20T06:00:00.000Z' },
    { status: 'closed', title: 'Closed', time: null },
  ],
};

const ok = (data: unknown, code: number | string = 0) => ({ code, message: 'success', data });

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, location.origin).pathname.replace(/^\/attempt/, '');
      sent.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected call ${path}`);
      const envelope = typeof answer === 'function' ? answer(sent.at(-1)?.body) : answer;
      return { json: async () => envelope } as unknown as Response;
    }),
  );
}

async function settle(rounds = 3) {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
}

async function open(path: string, query: string) {
  openPage(`${path}?sessionId=S1&userId=U1&${query}`);
  const routes = {
    '/complainPage': ComplainPageRoute,
    '/complainPageNext': ComplainPageNextRoute,
    '/complainDetails': ComplainDetailsRoute,
  } as const;
  const Route = routes[path as keyof typeof routes];
  render(<Route />);
  await settle();
}

const toastTexts = () => [...document.querySelectorAll('.ui-toast p')].map((p) => p.textContent);
const calls = (path: string) => sent.filter((s) => s.path === path);

beforeEach(() => {
  sent = [];
  localStorage.clear();
  answers = {
    // As the server answers: the order of the query, else the first of the list.
    '/user-problem/problem-init': (body) => {
      const orderId = (body as { orderId?: string }).orderId;
      const list = INIT.orderList;
      return ok({ ...INIT, orderDetail: list.find((o) => o.orderNo === orderId) ?? list[0] });
    },
    '/user-problem/problem-save': {
      code: 0,
      message: 'success',
      data: { problemId: 'CP9' },
      success: true,
    } as never,
    '/user-problem/problem-detail': ok(DETAIL),
    '/user-problem/save-score': ok(null, '00'),
  };
  stubServer();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('complaint entry', () => {
  it('shows the first order when the query names none, and blocks collection for it with the spec’s toast', async () => {
    await open('/complainPage', '');
    expect(calls('/user-problem/problem-init')[0]?.body).toEqual({});
    expect(document.querySelector('[data-testid="complaint-order"]')?.textContent).toContain('Pautang Quick');
    click(getByRole('button', 'Collection'));
    expect(toastTexts()).toContain('El pedido seleccionado no admite el envío de tipo de colección');
    expect(queryAllByRole('button', 'Calls or messages between 10 PM and 6 AM')).toHaveLength(0);
  });

  it('after picking an order that allows it, shows the sub-types; a pick goes to the form and keeps the order', async () => {
    await open('/complainPage', 'orderId=O2');
    expect(calls('/user-problem/problem-init')[0]?.body).toEqual({ orderId: 'O2' });
    click(getByRole('button', 'Collection'));
    click(getByRole('button', 'Calls or messages between 10 PM and 6 AM'));
    const url = new URL(location.href);
    expect(url.pathname).toBe('/complainPageNext');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      problemType: '1',
      problemSonType: '3',
      orderNo: 'O2',
    });
    // The tab holds the session; the address no longer shows it.
    expect(url.searchParams.has('sessionId')).toBe(false);
    expect(localStorage.getItem('complaintOrderNo')).toBe('O2');
  });
});

describe('complaint form', () => {
  it('counts to 200 and ignores more, refuses empty text, then sends once and returns to the entry', async () => {
    localStorage.setItem('complaintOrderNo', 'O2');
    await open('/complainPageNext', 'problemType=2&orderNo=O2');
    expect([...document.querySelectorAll('.complaint-tag')].map((t) => t.textContent)).toEqual(['Repayment']);
    expect(document.body.textContent).toContain('Our support team replies within 3 weekdays.');

    click(getByRole('button', 'Send'));
    expect(toastTexts()).toContain('Please fill in your comments and suggestions');
    expect(calls('/user-problem/problem-save')).toHaveLength(0);

    const box = document.querySelector('textarea') as HTMLTextAreaElement;
    const type = (value: string) =>
      act(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
        setter?.call(box, value);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type('y'.repeat(230));
    expect(box.value).toHaveLength(200);
    expect(document.querySelector('.complaint-counter')?.textContent).toBe('200/200');
    await type('The payment I made on Friday is not shown.');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    click(getByRole('button', 'Send'));
    click(getByRole('button', 'Send'));
    await settle();
    const saves = calls('/user-problem/problem-save');
    expect(saves.length).toBeGreaterThanOrEqual(1);
    expect(new Set(saves.map((s) => (s.body as { requestId: string }).requestId)).size).toBe(1);
    expect(saves[0]?.body).toMatchObject({
      problemType: 2,
      problemSonType: '',
      problemDetail: 'The payment I made on Friday is not shown.',
      problemImage: '',
      orderNo: 'O2',
    });
    expect(localStorage.getItem('complaintOrderNo')).toBeNull();
    expect(document.body.textContent).toContain('Successfully Sent');
    expect(location.pathname).toBe('/complainPageNext');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(location.pathname).toBe('/complainPage');
  });
});

describe('complaint details', () => {
  it('shows the reply as text, the timeline, and the rating modal after 3 s; 4 stars are sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open('/complainDetails', 'problemId=CP1');
    expect(getByRole('heading', 'Online service')).toBeTruthy();
    expect(document.querySelector('[data-testid="complaint-reply"]')?.textContent).toBe(
      'It is now <b>posted</b>.',
    );
    expect(document.querySelector('[data-testid="complaint-reply"] b')).toBeNull();
    expect(document.body.textContent).toContain('24/200');
    const steps = [...document.querySelectorAll('.complaint-step')].map((s) => s.textContent);
    expect(steps).toEqual([
      'Submitted2026-11-20 10:00:00',
      'In progress2026-11-20 12:00:00',
      'Replied2026-11-20 14:00:00',
      'ClosedPending',
    ]);
    expect(queryAllByRole('dialog')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(queryAllByRole('dialog')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(getByRole('dialog', 'Please rate this service')).toBeTruthy();
    expect((getByRole('button', 'Send') as HTMLButtonElement).disabled).toBe(true);
    click(getByRole('radio', '4 stars'));
    click(getByRole('button', 'Send'));
    await settle();
    expect(calls('/user-problem/save-score')[0]?.body).toEqual({ score: 4, problemId: 'CP1' });
    expect(toastTexts()).toContain('Successful demonstration！');
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });

  it('another code shows the server’s message, and the modal still closes', async () => {
    answers['/user-problem/save-score'] = {
      code: 1009,
      message: 'This reply is not asking for a rating.',
      data: null,
    };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open('/complainDetails', 'problemId=CP1');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    click(getByRole('radio', '2 stars'));
    click(getByRole('button', 'Send'));
    await settle();
    expect(toastTexts()).toContain('This reply is not asking for a rating.');
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });

  it('hides Process Result when the reply has neither text nor images, and asks for no rating', async () => {
    answers['/user-problem/problem-detail'] = ok({ ...DETAIL, disposeDetail: '', isNeedScore: 0 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open('/complainDetails', 'problemId=CP1');
    expect(queryAllByRole('heading', 'Process Result')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });
});
