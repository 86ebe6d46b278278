// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentInfo } from '@pautang/contract/back-office';
import {
  COLLECTION_SMS_TEMPLATES,
  type ContactLog,
  type OverdueBook,
  type OverdueOrder,
} from '@pautang/contract/collections';
import { byLabel, byRole, click, flush, render, submit, typeInto } from '../../../testing/test-utils';
import { switchLanguage } from '../../../i18n/language';
import { CollectionsSection } from './collections-section';

afterEach(() => vi.unstubAllGlobals());

const AGENT: AgentInfo = {
  id: 'staff-collector',
  displayName: 'Mario Reyes',
  username: 'collector',
  roles: ['collections'],
};
const ITEM: OverdueOrder = {
  orderId: 'PT0000009001',
  userId: '209001',
  borrower: 'Coll Test 10',
  phone: '09179000001',
  daysPastDue: 10,
  bucket: '1-30',
  dueAmount: 600_000,
  outstandingAmount: 600_000,
  penaltyOwedAmount: 9_800,
  penaltyWaivedAmount: 0,
  lateChargesStoppedOn: null,
  lateChargesOutlookAmount: 59_167,
  collector: null,
  lastContact: null,
  promise: { date: '2026-11-20', amount: 50_000 },
  promiseBroken: true,
  hardship: true,
  writtenOffOn: null,
  consent: false,
};
const BOOK: OverdueBook = {
  businessDate: '2026-11-21',
  buckets: [
    { bucket: '1-30', count: 1, dueAmount: 600_000 },
    { bucket: '31-60', count: 0, dueAmount: 0 },
    { bucket: '61-90', count: 0, dueAmount: 0 },
    { bucket: '90+', count: 0, dueAmount: 0 },
  ],
  items: [ITEM],
  total: 1,
  next: null,
  collectors: [{ id: 'staff-collector', name: 'Mario Reyes' }],
};
const LOG: ContactLog = {
  order: ITEM,
  orderId: ITEM.orderId,
  borrower: ITEM.borrower,
  contacts: [],
  waivers: [],
  refundBalanceAmount: 0,
  consent: { agreed: false, at: null, note: '' },
  templates: COLLECTION_SMS_TEMPLATES.map((tpl) => ({
    ...tpl,
    preview: `${tpl.title} for Coll Test 10: ₱6,000.00 on PT0000009001`,
  })),
};
const REASON =
  'Not sent: no contact between 22:00 and 06:00 Manila (it is 22:30). The borrower has not agreed to be contacted at this hour, and the account is 10 days past due (allowed only over 15).';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

describe('collections section', () => {
  it('shows the book with its buckets and follow-up flag, and the server’s reason for a refused SMS', async () => {
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'POST') {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          return new Response(JSON.stringify({ code: 1009, message: REASON, data: null }), { status: 409 });
        }
        return ok(url.includes('/console/collections/orders/') ? LOG : BOOK);
      }),
    );
    const view = render(<CollectionsSection agent={AGENT} />);
    await flush();
    const row = view.container.querySelector('[data-testid="overdue-book"] tbody tr');
    expect(row?.textContent).toContain('Coll Test 10');
    expect(row?.textContent).toContain('₱6,000.00');
    expect(row?.textContent).toContain('Promise broken, follow up');
    expect(row?.textContent).toContain('Hardship');
    expect(row?.querySelector('[data-written-off]')).toBeNull();
    expect(view.container.querySelector('[data-testid="bucket-1-30"]')?.textContent).toContain(
      '1 · ₱6,000.00',
    );

    click(byRole('button', 'Open'));
    await flush();
    expect(view.container.querySelector('[data-testid="contact-log"]')?.textContent).toContain(
      'No contact yet.',
    );
    typeInto(byLabel('Channel'), 'sms');
    typeInto(byLabel('SMS template'), 'promise-confirm');
    // The text as this borrower reads it, not its placeholders (issue 40).
    const preview = view.container.querySelector('[data-testid="sms-preview"]')?.textContent ?? '';
    expect(preview).toContain('Promise confirmation for Coll Test 10: ₱6,000.00 on PT0000009001');
    expect(preview).not.toMatch(/\{\w+\}/);
    submit(byRole('button', 'Send SMS'));
    await flush();
    expect(posts).toEqual([
      {
        url: '/attempt/console/collections/orders/PT0000009001/contacts',
        body: { channel: 'sms', outcome: 'no-answer', note: '', templateId: 'promise-confirm' },
      },
    ]);
    expect(view.container.querySelector('[data-testid="contact-refusal"]')?.textContent).toBe(
      `Refused: ${REASON}`,
    );
  });

  it('marks a loan written off in the book: still collected, and said so', async () => {
    const written = { ...ITEM, writtenOffOn: '2026-11-20' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok({ ...BOOK, items: [written] })),
    );
    const view = render(<CollectionsSection agent={AGENT} />);
    await flush();
    const row = view.container.querySelector('[data-testid="overdue-book"] tbody tr');
    expect(row?.querySelector('[data-written-off]')?.textContent).toBe('Written off 2026-11-20');
  });

  it('logs a promise to pay, then shows it in the log with the form still in place', async () => {
    let logged = false;
    const posts: unknown[] = [];
    const contact = {
      id: 'CC1',
      at: '2026-11-21T02:05:00.000Z',
      staff: 'Mario Reyes',
      channel: 'call',
      outcome: 'promised',
      note: 'Will pay on payday.',
      promiseDate: '2026-11-25',
      promiseAmount: 150_000,
      templateId: null,
      smsBody: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          logged = true;
          return ok({ contact });
        }
        if (url.includes('/console/collections/orders/'))
          return ok({ ...LOG, contacts: logged ? [contact] : [] });
        return ok(BOOK);
      }),
    );
    const view = render(<CollectionsSection agent={AGENT} />);
    await flush();
    click(byRole('button', 'Open'));
    await flush();
    typeInto(byLabel('Outcome'), 'promised');
    typeInto(byLabel('Promise date'), '2026-11-25');
    typeInto(byLabel('Promise amount (₱)'), '1,500');
    const note = view.container.querySelector('textarea') as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(note, 'Will pay on payday.');
      note.dispatchEvent(new Event('input', { bubbles: true }));
    });
    submit(byRole('button', 'Log call'));
    await flush();
    expect(posts).toEqual([
      {
        channel: 'call',
        outcome: 'promised',
        note: 'Will pay on payday.',
        promiseDate: '2026-11-25',
        promiseAmount: 150_000,
      },
    ]);
    const log = view.container.querySelector('[data-testid="contact-log"]')?.textContent;
    expect(log).toContain('Mario Reyes · Call · Promised to pay');
    expect(log).toContain('Promised ₱1,500.00 by 2026-11-25');
    expect(view.container.textContent).toContain('Logged.');
    expect(view.container.querySelector('[data-testid="contact-refusal"]')).toBeNull();
  });

  it('pages through the book with Next and Previous, and a filter starts again from the first page', async () => {
    const asked: (string | null)[] = [];
    const SECOND = { ...ITEM, orderId: 'PT0000009002', borrower: 'Coll Test 9' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const after = new URL(url, 'http://console.test').searchParams.get('after');
        asked.push(after);
        return ok(
          after === null
            ? { ...BOOK, total: 51, next: '2026-11-11~PT0000009001' }
            : { ...BOOK, items: [SECOND], total: 51, next: null },
        );
      }),
    );
    const view = render(<CollectionsSection agent={AGENT} />);
    await flush();
    const page = () => view.container.querySelector('[data-testid="book-page"]')?.textContent;
    const rows = () =>
      [...view.container.querySelectorAll('[data-testid="overdue-book"] tbody tr')].map((r) =>
        r.getAttribute('data-order'),
      );
    expect(page()).toBe('Orders 1–1 of 51');
    expect(byRole('button', 'Previous').hasAttribute('disabled')).toBe(true);

    click(byRole('button', 'Next'));
    await flush();
    expect(asked.at(-1)).toBe('2026-11-11~PT0000009001');
    expect(rows()).toEqual(['PT0000009002']);
    expect(page()).toBe('Orders 51–51 of 51');
    expect(byRole('button', 'Next').hasAttribute('disabled')).toBe(true);

    click(byRole('button', 'Previous'));
    await flush();
    expect(asked.at(-1)).toBeNull();
    expect(rows()).toEqual(['PT0000009001']);

    click(byRole('button', 'Next'));
    await flush();
    click(view.container.querySelector('[data-testid="bucket-1-30"]') as HTMLElement);
    await flush();
    // A new selection is read from its first page.
    expect(asked.at(-1)).toBeNull();
    expect(page()).toBe('Orders 1–1 of 51');
  });

  it('shows a bucket’s count alone when the server sends no amount (a selection too large to sum)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        ok({ ...BOOK, buckets: BOOK.buckets.map((b) => ({ ...b, count: 900, dueAmount: null })) }),
      ),
    );
    const view = render(<CollectionsSection agent={AGENT} />);
    await flush();
    expect(view.container.querySelector('[data-testid="bucket-1-30"]')?.textContent).toBe('1-30 days900');
  });

  it('says when the book cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 1008, message: 'Your role does not allow this.' }), {
            status: 403,
          }),
      ),
    );
    const view = render(<CollectionsSection agent={AGENT} />);
    await flush();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      'Your role does not allow this.',
    );
  });

  it('asks which waiver, states its effect before confirming, and sends the chosen one (issue 40, D3)', async () => {
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'POST') {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          return ok({ status: 'pending', approvalId: 'AP1' });
        }
        return ok(url.includes('/console/collections/orders/') ? LOG : BOOK);
      }),
    );
    const view = render(<CollectionsSection agent={AGENT} />);
    await flush();
    click(byRole('button', 'Open'));
    await flush();
    const form = view.container.querySelector('[data-testid="waiver-form"]')!;
    // The default choice says how much can still accrue while late charges go on.
    expect(form.textContent).toContain('up to ₱591.67 more in the next 30 days');
    typeInto(byLabel('Amount to waive (₱)'), '98.00');
    typeInto(byLabel('Reason'), 'Hardship.');
    click(byLabel('Waive and stop late charges on this order: nothing more accrues'));
    submit(byRole('button', 'Waive'));
    await flush();
    // Nothing is sent before the effect is stated and confirmed.
    expect(posts).toEqual([]);
    expect(view.container.querySelector('[data-testid="waiver-confirm"]')?.textContent).toContain(
      'The borrower will owe ₱98.00 less today, and no late penalty or late interest will accrue on this order again.',
    );
    click(byRole('button', 'Confirm and send for approval'));
    await flush();
    expect(posts).toEqual([
      {
        url: '/attempt/console/collections/orders/PT0000009001/waiver',
        body: { amount: 9_800, mode: 'stop-late-charges', reason: 'Hardship.' },
      },
    ]);
    expect(
      view.container.querySelector('[data-testid="waiver-form"] [role="status"]')?.textContent,
    ).toContain('AP1');
  });

  it('states the mode of every waiver in its history, in English and in Filipino (issue 40, D3)', async () => {
    const waiver = { reason: 'Hardship.', maker: 'Mario Reyes', checker: 'Ana Cruz', approvalId: 'AP1' };
    const log: ContactLog = {
      ...LOG,
      waivers: [
        { ...waiver, id: 'W1', at: '2026-11-10T02:00:00.000Z', amount: 5_000, mode: 'owed-now' },
        { ...waiver, id: 'W2', at: '2026-11-20T02:00:00.000Z', amount: 9_800, mode: 'stop-late-charges' },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => ok(url.includes('/console/collections/orders/') ? log : BOOK)),
    );
    // The console reads its language before the first render (startLanguage): each language renders its own page.
    const historyIn = async () => {
      const view = render(<CollectionsSection agent={AGENT} />);
      await flush();
      click(byRole('button', view.container.querySelector('tbody button')?.textContent ?? 'Open'));
      await flush();
      const lines = Array.from(view.container.querySelectorAll('[data-testid="waiver-form"] li')).map(
        (li) => li.textContent,
      );
      view.unmount();
      return lines;
    };
    expect(await historyIn()).toEqual([
      expect.stringMatching(
        /₱50\.00 · Mario Reyes, approved by Ana Cruz · Hardship\. · waived what was owed then: late charges go on$/,
      ),
      expect.stringMatching(
        /₱98\.00 · Mario Reyes, approved by Ana Cruz · Hardship\. · waived and late charges stopped on this order$/,
      ),
    ]);

    await switchLanguage('fil');
    try {
      expect(await historyIn()).toEqual([
        expect.stringMatching(/₱50\.00 .* · na-waive ang utang noon: tuloy ang late charges$/),
        expect.stringMatching(/₱98\.00 .* · na-waive at inihinto ang late charges sa order na ito$/),
      ]);
    } finally {
      await switchLanguage('en');
    }
  });

  it('applies the borrower’s refund balance to the overdue order once its effect is confirmed (issue 40)', async () => {
    const posts: { url: string; body: unknown }[] = [];
    let applied = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'POST') {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          applied = true;
          return ok({ appliedAmount: 35_000, balanceAfterAmount: 565_000 });
        }
        if (url.includes('/console/collections/orders/'))
          return ok({ ...LOG, refundBalanceAmount: applied ? 0 : 35_000 });
        return ok(BOOK);
      }),
    );
    const view = render(<CollectionsSection agent={AGENT} />);
    await flush();
    click(byRole('button', 'Open'));
    await flush();
    const card = view.container.querySelector('[data-testid="refund-balance"]');
    expect(card?.textContent).toContain(
      'The borrower has ₱350.00 owed back to them, while this order is overdue.',
    );
    click(byRole('button', 'Apply ₱350.00 to this order'));
    expect(posts).toEqual([]);
    expect(view.container.querySelector('[data-testid="refund-balance-confirm"]')?.textContent).toContain(
      '₱350.00 of the borrower’s refund balance will be paid on PT0000009001',
    );
    click(byRole('button', 'Confirm and apply'));
    await flush();
    expect(posts).toEqual([
      { url: '/attempt/console/collections/orders/PT0000009001/apply-refund-balance', body: {} },
    ]);
    await flush();
    expect(view.container.querySelector('[data-testid="refund-balance"]')).toBeNull();
  });
});
