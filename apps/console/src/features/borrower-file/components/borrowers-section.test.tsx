// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerFile, BorrowerMatch } from '@pautang/contract/borrower-file';
import { byLabel, click, flush, render, submit, typeInto } from '../../../testing/test-utils';
import { BorrowersSection } from './borrowers-section';

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/console/borrowers');
});

const AGENT = {
  id: 'staff-support',
  displayName: 'Joy Santos',
  username: 'support',
  roles: ['support' as const],
};

const MATCH: BorrowerMatch = {
  userId: '10001',
  name: 'Maria Santos',
  phone: '0917 *** 4501',
  kind: 'gateway-ref',
  value: 'BEE13674',
  orderId: 'PT0000000180',
};

const ZERO = { feesAmount: 0, penaltyAmount: 0, lateInterestAmount: 0, otherAmount: 0 };
const FILE: BorrowerFile = {
  borrower: {
    userId: '10001',
    name: 'Maria Santos',
    phone: '09171234501',
    clientType: 'repeat',
    createdAt: '2026-10-01T02:00:00.000Z',
    deletedAt: null,
    anonymisedAt: null,
  },
  businessDate: '2026-11-25',
  profile: { complete: true, identity: null, steps: [] },
  idImages: { shown: false, images: [] },
  decisions: [],
  orders: [
    {
      orderId: 'PT0000000180',
      productName: 'Pautang Plus',
      status: 200,
      statusText: 'Repaid',
      principalAmount: 2_000_000,
      termDays: 180,
      createdAt: '2026-10-01T02:00:00.000Z',
      disbursedOn: '2026-10-01',
      maturityOn: '2027-03-30',
      dueAmount: 0,
      outstandingAmount: 0,
      writtenOffOn: null,
      restructuredInto: null,
      restructuredFrom: null,
      plan: null,
      schedule: [],
    },
  ],
  ledger: [
    {
      id: 7,
      orderId: 'PT0000000180',
      paymentId: 'PTX000000000042',
      gatewayRef: 'BEE13674',
      channelName: '7-Eleven',
      kind: 'repay',
      amount: 150_000,
      appliedAmount: 150_000,
      remainderAmount: 0,
      balanceAfter: 0,
      businessDate: '2026-11-24',
      postedAt: '2026-11-24T03:00:00.000Z',
      allocation: { ...ZERO, principalAmount: 120_000, interestAmount: 25_000, feesAmount: 5_000 },
    },
  ],
  payCodes: [
    {
      id: 'PTX000000000042',
      orderId: 'PT0000000180',
      gatewayRef: 'BEE13674',
      channelName: '7-Eleven',
      amount: 150_000,
      status: 'paid',
      expiresAt: '2026-11-26T03:00:00.000Z',
      paidAt: '2026-11-24T03:00:00.000Z',
      createdAt: '2026-11-24T02:00:00.000Z',
      refundAmount: 0,
    },
  ],
  payouts: [],
  accounts: [
    {
      id: 'ba-1',
      kind: 'ewallet',
      bankName: 'GCash',
      accountNo: '**** 4501',
      accountName: 'Maria Santos',
      removed: false,
    },
  ],
  refundBalance: 0,
  complaints: [
    {
      id: 'CP000000000001',
      status: 'submitted',
      type: 'Repayment',
      content: 'I paid ₱1,500 at 7-Eleven.',
      orderId: 'PT0000000180',
      createdAt: '2026-11-24T05:00:00.000Z',
    },
  ],
  messages: [
    {
      id: 1,
      body: 'We received your payment of ₱1,500.00.',
      status: 'sent',
      createdAt: '2026-11-24T03:00:01.000Z',
    },
  ],
  messagesMasked: false,
  notifications: [
    {
      id: 'NT0123456789ABCDEF01',
      event: 'payment-received',
      title: 'Payment received',
      body: 'Hi Maria, we received ₱1,500.00 for order PT0000000180. Your balance is now ₱0.00. Thank you!',
      status: 'sent',
      legal: true,
      attempts: 1,
      smsStatus: 'queued',
      smsRef: '42',
      error: '',
      createdAt: '2026-11-24T03:00:00.000Z',
      sendAfter: '2026-11-24T03:00:00.000Z',
      sentAt: '2026-11-24T03:00:01.000Z',
      readAt: null,
    },
  ],
  collectionLog: [],
};

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

function stubServer() {
  const fetch = vi.fn(async (url: string) => {
    if (url.includes('/console/borrowers?')) return envelope({ matches: [MATCH] });
    if (url.includes('/console/borrowers/10001')) return envelope(FILE);
    return new Response(JSON.stringify({ code: 1005, message: 'We could not find this borrower.' }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The file with one loan 200 days past due: written off on `writtenOffOn`, or not. */
function overdueFile(writtenOffOn: string | null): BorrowerFile {
  const loan = {
    ...FILE.orders[0]!,
    status: 180,
    statusText: 'Overdue',
    outstandingAmount: 2_450_000,
    writtenOffOn,
    schedule: [
      { title: 'Repayment', dueOn: '2026-05-09', owedAmount: 2_450_000, paidAmount: 0, daysLate: 200 },
    ],
  };
  return { ...FILE, orders: [loan] };
}

describe('a loan long past due, in the file of a collector', () => {
  const COLLECTOR = {
    ...AGENT,
    id: 'staff-collections',
    username: 'collector',
    roles: ['collections' as const],
  };

  it('is proposed for write-off with a reason, which then waits for finance', async () => {
    const posted: { url: string; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push({ url: String(url), body: String(init.body) });
          return envelope({ status: 'pending', approvalId: 'AP1' });
        }
        return envelope(overdueFile(null));
      }),
    );
    history.replaceState(null, '', '/console/borrowers?borrower=10001');
    const view = render(<BorrowersSection agent={COLLECTOR} />);
    await flush();
    click(view.container.querySelector('.file-write-off button')!);
    const reason = byLabel('Why (for the audit log)');
    typeInto(reason, 'No contact for 200 days');
    submit(reason);
    await flush();
    expect(posted).toEqual([
      {
        url: '/attempt/console/orders/PT0000000180/write-off',
        body: JSON.stringify({ reason: 'No contact for 200 days' }),
      },
    ]);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Write-off proposed: it waits for a second finance member (Approvals).',
    );
  });

  it('is offered a repayment plan: previewed as the borrower would see it, then proposed with a reason', async () => {
    const sent: { method: string; url: string; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        if (String(url).includes('/restructure')) {
          sent.push({ method, url: String(url), body: String(init?.body ?? '') });
          if (method === 'POST') return envelope({ status: 'pending', approvalId: 'AP2' });
          const count = Number(new URL(String(url), 'http://x').searchParams.get('instalmentCount'));
          return envelope({
            businessDate: '2026-11-25',
            settledAmount: 3_000_000,
            principalAmount: 2_000_000,
            carriedAmount: 400_000,
            waivedAmount: 600_000,
            interestAmount: 90_000 * count,
            totalAmount: 2_400_000 + 90_000 * count,
            eirMonthlyBp: 450,
            instalments: Array.from({ length: count }, (_, i) => ({
              dueOn: `2026-12-${10 + i}`,
              amount: 100,
            })),
          });
        }
        return envelope(overdueFile(null));
      }),
    );
    history.replaceState(null, '', '/console/borrowers?borrower=10001');
    const view = render(<BorrowersSection agent={COLLECTOR} />);
    await flush();
    click(view.container.querySelector('.file-plan button')!);
    await flush();
    const preview = () => view.container.querySelector('[data-testid="plan-preview"]')?.textContent ?? '';
    expect(preview()).toContain(
      'Owed today ₱30,000.00; waived ₱6,000.00; plan interest ₱2,700.00; the borrower repays ₱26,700.00 in all (EIR 4.50% a month).',
    );
    const instalments = byLabel('Instalments') as HTMLSelectElement;
    instalments.value = '4';
    instalments.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(preview()).toContain('the borrower repays ₱27,600.00 in all');
    const reason = byLabel('Why the borrower needs it (for the audit log)');
    typeInto(reason, 'Lost her job');
    submit(reason);
    await flush();
    expect(sent.map((s) => [s.method, s.url.replace(/\?.*/, ''), s.body])).toEqual([
      ['GET', '/attempt/console/orders/PT0000000180/restructure', ''],
      ['GET', '/attempt/console/orders/PT0000000180/restructure', ''],
      [
        'POST',
        '/attempt/console/orders/PT0000000180/restructure',
        JSON.stringify({ instalmentCount: 4, lateCharges: 'waive', reason: 'Lost her job' }),
      ],
    ]);
    expect(view.container.querySelector('.file-plan [role="status"]')?.textContent).toBe(
      'Plan proposed: it waits for a second finance member (Approvals).',
    );
  });

  it('once written off, says so with what the borrower still owes, and offers no second write-off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(overdueFile('2026-11-20'))),
    );
    history.replaceState(null, '', '/console/borrowers?borrower=10001');
    const view = render(<BorrowersSection agent={COLLECTOR} />);
    await flush();
    expect(view.container.querySelector('[data-written-off]')?.textContent).toBe(
      'Written off on 2026-11-20: an accounting act, not a waiver. The borrower still owes ₱24,500.00; what they pay is a recovery.',
    );
    expect(view.container.querySelector('.file-write-off')).toBeNull();
  });

  it('is not offered to support, who do not write loans off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(overdueFile(null))),
    );
    history.replaceState(null, '', '/console/borrowers?borrower=10001');
    const view = render(<BorrowersSection agent={AGENT} />);
    await flush();
    expect(view.container.querySelector('[data-testid="file-orders"]')?.textContent).toContain('Overdue');
    expect(view.container.querySelector('.file-write-off')).toBeNull();
  });
});

describe('a loan’s statement of account, from the file (issue 42)', () => {
  afterEach(() => vi.restoreAllMocks());

  const buttons = (view: ReturnType<typeof render>) => [
    ...view.container.querySelectorAll<HTMLButtonElement>('.file-statement button'),
  ];

  it('downloads the PDF in the language picked, with the XHR marker, under the server’s name', async () => {
    const asked: { url: string; headers: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!String(url).includes('/statement')) return envelope(FILE);
        asked.push({ url: String(url), headers: init?.headers });
        return new Response(new Blob(['%PDF-1.3']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="statement-PT0000000180.pdf"',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    history.replaceState(null, '', '/console/borrowers?borrower=10001');
    const view = render(<BorrowersSection agent={AGENT} />);
    await flush();
    expect(buttons(view).map((b) => b.textContent)).toEqual([
      'Statement of account (PDF)',
      'Statement in Filipino (PDF)',
    ]);
    click(buttons(view)[1]!);
    await vi.waitFor(() => expect(saved).toEqual(['statement-PT0000000180.pdf']));
    expect(asked).toEqual([
      {
        url: '/attempt/console/orders/PT0000000180/statement?format=pdf&lang=fil',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      },
    ]);
  });

  it('says why when the server refuses it, and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/statement')
          ? new Response(JSON.stringify({ code: 1005, message: 'We could not find this order.' }), {
              status: 404,
              headers: { 'content-type': 'application/json; charset=utf-8' },
            })
          : envelope(FILE),
      ),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    history.replaceState(null, '', '/console/borrowers?borrower=10001');
    const view = render(<BorrowersSection agent={AGENT} />);
    await flush();
    click(buttons(view)[0]!);
    await vi.waitFor(() =>
      expect(view.container.querySelector('.file-statement [role="alert"]')?.textContent).toBe(
        'The statement could not be downloaded: We could not find this order.',
      ),
    );
    expect(clicked).not.toHaveBeenCalled();
  });
});

describe('the borrowers section', () => {
  it('searches by a gateway reference, says what matched, and opens the file with the payment’s allocation', async () => {
    const fetch = stubServer();
    const view = render(<BorrowersSection agent={AGENT} />);
    expect(view.container.textContent).toContain('Search, then open a borrower’s file.');
    const box = byLabel('Phone, name, order number or reference');
    expect(box.dataset.testid).toBe('borrower-search');
    typeInto(box, 'BEE13674');
    submit(box);
    await flush();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/console/borrowers?q=BEE13674');
    const matches = view.container.querySelector('[data-testid="borrower-matches"]');
    expect(matches?.textContent).toContain('gateway reference BEE13674 → order PT0000000180');

    const open = view.container.querySelector('button[aria-label="Open the file of Maria Santos"]');
    click(open!);
    await flush();
    expect(String(fetch.mock.calls[1]?.[0])).toContain('/console/borrowers/10001');
    // The file is in the address, to be shared or reloaded.
    expect(new URLSearchParams(location.search).get('borrower')).toBe('10001');

    const file = view.container.querySelector('[data-testid="borrower-file"]');
    expect(file?.querySelector('h2')?.textContent).toBe('File of Maria Santos');
    const row = file?.querySelector('[data-testid="file-ledger"] tbody tr');
    expect(row?.textContent).toContain('PTX000000000042 · 7-Eleven · BEE13674');
    expect(row?.textContent).toContain('principal ₱1,200.00 · interest ₱250.00 · fees ₱50.00');
    expect(row?.textContent).toContain('₱1,500.00');
    expect(file?.querySelector('[data-testid="file-pay-codes"]')?.textContent).toContain('BEE13674');
    expect(file?.querySelector('[data-testid="file-complaints"]')?.textContent).toContain(
      'I paid ₱1,500 at 7-Eleven.',
    );
    // A support agent answers a complaint in the support desk, where it opens by its id.
    const answer = file?.querySelector<HTMLAnchorElement>('[data-testid="file-complaints"] a');
    expect(answer?.textContent).toBe('Answer complaint CP000000000001 in the support desk');
    expect(answer?.getAttribute('href')).toBe('/console?complaint=CP000000000001');
    expect(file?.querySelector('[data-testid="file-messages"]')?.textContent).toContain(
      'We received your payment of ₱1,500.00.',
    );
    // Every notification with its status and the provider's delivery state, beside the texts.
    const notice = file?.querySelector('[data-testid="file-notifications"] li')?.textContent;
    expect(notice).toContain('payment-received · sent · 1 tries');
    expect(notice).toContain('SMS queued (ref 42)');
    expect(notice).toContain('Payment received Hi Maria, we received ₱1,500.00');
    expect(file?.querySelector('[data-testid="file-payouts"]')?.textContent).toContain('No payouts.');
    expect(file?.textContent).toContain('GCash **** 4501');
    expect(file?.textContent).toContain('ID images are shown to the credit role only.');
    expect(file?.textContent).toContain('No collection contacts.');
  });

  it('says when nothing matches, and shows a file’s load error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('?q=')
          ? envelope({ matches: [] })
          : new Response(JSON.stringify({ code: 1005, message: 'We could not find this borrower.' }), {
              status: 404,
            }),
      ),
    );
    history.replaceState(null, '', '/console/borrowers?borrower=CP000000000000');
    const view = render(<BorrowersSection agent={AGENT} />);
    await flush();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not find this borrower.',
    );
    typeInto(byLabel('Phone, name, order number or reference'), 'nobody');
    submit(byLabel('Phone, name, order number or reference'));
    await flush();
    expect(view.container.textContent).toContain('No borrower matches “nobody”.');
  });

  it('says when more borrowers match than the answer holds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ matches: [MATCH], more: true })),
    );
    const view = render(<BorrowersSection agent={AGENT} />);
    typeInto(byLabel('Phone, name, order number or reference'), 'santos');
    submit(byLabel('Phone, name, order number or reference'));
    await flush();
    expect(view.container.querySelector('[data-testid="borrower-matches-more"]')?.textContent).toBe(
      'More borrowers match than these 1: type more of the name, or search by phone or reference.',
    );
  });

  it('shows the server’s refusal of a text too short to search, in an alert', async () => {
    // The envelope the server answers a two-letter search with (borrower-file.service SEARCH_TOO_SHORT).
    const refusal = 'Type at least 3 letters of a name, or a phone or reference.';
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ code: 1001, message: refusal }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    const view = render(<BorrowersSection agent={AGENT} />);
    typeInto(byLabel('Phone, name, order number or reference'), 'uy');
    submit(byLabel('Phone, name, order number or reference'));
    await flush();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/console/borrowers?q=uy');
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(`Could not search: ${refusal}`);
    expect(view.container.querySelector('[data-testid="borrower-matches"]')).toBeNull();
  });
});
