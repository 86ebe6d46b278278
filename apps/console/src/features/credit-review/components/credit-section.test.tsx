// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@pautang/contract/borrower-file';
import { byLabel, byRole, click, flush, render, typeInto } from '../../../testing/test-utils';
import { CreditSection } from './credit-section';

afterEach(() => vi.unstubAllGlobals());

const AGENT = {
  id: 'staff-credit',
  displayName: 'Ramon Dizon',
  username: 'credit',
  roles: ['credit' as const],
};

const REVIEW: Review = {
  id: 'cd-held-1',
  userId: '28002',
  name: 'Ana Reyes',
  phone: '09181234567',
  productId: 'prod-quick-5k',
  productName: 'Pautang Quick',
  amount: 300_000,
  termDays: 91,
  heldAt: '2026-11-25T01:00:00.000Z',
  rules: [
    { rule: 'age', passed: true, reason: 'Passed.' },
    {
      rule: 'id-shared',
      passed: false,
      reason: 'The ID number you gave is already on another account: a person will review your application.',
    },
  ],
  profile: { complete: true, identity: null },
  sharedId: [{ userId: '28001', name: 'Ana Cruz' }],
  images: [
    { kind: 'id', url: 'https://pautang.test/files/up-id' },
    { kind: 'selfie', url: 'https://pautang.test/files/up-selfie' },
  ],
  range: {
    minAmount: 100_000,
    maxAmount: 500_000,
    stepAmount: 50_000,
    termOptions: [91],
    limitAmount: 300_000,
  },
  pendingApprovalId: null,
  decision: null,
};

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

describe('the credit review queue', () => {
  it('shows the rule results and sends an approval above the limit for a second officer', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        return envelope({
          status: 'pending',
          approvalId: 'AP1',
          review: { ...REVIEW, pendingApprovalId: 'AP1' },
        });
      }
      return envelope({ reviews: [REVIEW] });
    });
    vi.stubGlobal('fetch', fetch);
    const view = render(<CreditSection agent={AGENT} />);
    await flush();
    const queue = view.container.querySelector('[data-testid="review-queue"]');
    expect(queue?.textContent).toContain('Ana Reyes');
    expect(queue?.textContent).toContain(
      'id-shared: failed · The ID number you gave is already on another account',
    );
    expect(byLabel('Offer amount (₱)').value).toBe('3000.00');
    typeInto(byLabel('Offer amount (₱)'), '2500');
    click(byRole('button', 'Approve with this offer'));
    await flush();
    // Asked again, with the offer restated; nothing sent yet, and Cancel sends nothing (issue 40).
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(view.container.querySelector('[data-testid="review-confirm"]')?.textContent).toContain(
      'Approve Ana Reyes: ₱2,500.00 over 91 days (Pautang Quick)?',
    );
    click(byRole('button', 'Cancel'));
    expect(view.container.querySelector('[data-testid="review-confirm"]')).toBeNull();
    click(byRole('button', 'Approve with this offer'));
    click(byRole('button', 'Confirm approval'));
    await flush();
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(String(url)).toContain('/console/credit/reviews/cd-held-1');
    expect(JSON.parse(String(init?.body))).toEqual({
      decision: 'approve',
      offerAmount: 250_000,
      offerTermDays: 91,
    });
    expect(queue?.textContent).toContain(
      'Sent for approval: a second credit officer must approve it (approval AP1).',
    );
    expect((byRole('button', 'Approve with this offer') as HTMLButtonElement).disabled).toBe(true);
  });

  it('declines with the reason the borrower reads', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? envelope({
            status: 'done',
            approvalId: null,
            review: { ...REVIEW, decision: { outcome: 'declined' } },
          })
        : envelope({ reviews: [REVIEW] }),
    );
    vi.stubGlobal('fetch', fetch);
    const view = render(<CreditSection agent={AGENT} />);
    await flush();
    expect((byRole('button', 'Decline') as HTMLButtonElement).disabled).toBe(true);
    typeInto(byLabel('Reason the borrower reads'), 'We could not confirm your ID.');
    click(byRole('button', 'Decline'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(view.container.querySelector('[data-testid="review-confirm"]')?.textContent).toContain(
      'Decline the application of Ana Reyes for ₱3,000.00 over 91 days? They read: We could not confirm your ID.',
    );
    click(byRole('button', 'Confirm decline'));
    await flush();
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      decision: 'decline',
      reason: 'We could not confirm your ID.',
    });
    expect(view.container.textContent).toContain('Decided: Declined.');
  });

  it('names the borrower who shares the ID number, links both files, and shows the ID photo and selfie (issue 40)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ reviews: [REVIEW] })),
    );
    const view = render(<CreditSection agent={AGENT} />);
    await flush();
    const shared = view.container.querySelector('[data-testid="review-shared-id"]');
    expect(shared?.textContent).toBe('The same ID number is on the file of: Ana Cruz (28001)');
    expect(byRole('link', 'Ana Cruz (28001)').getAttribute('href')).toBe('/console/borrowers?borrower=28001');
    expect(byRole('link', "Open Ana Reyes's file").getAttribute('href')).toBe(
      '/console/borrowers?borrower=28002',
    );
    const images = [...view.container.querySelectorAll('[data-testid="review-images"] img')];
    expect(images.map((i) => [i.getAttribute('alt'), i.getAttribute('src')])).toEqual([
      ['ID photo', 'https://pautang.test/files/up-id'],
      ['Selfie', 'https://pautang.test/files/up-selfie'],
    ]);
  });

  it('says when nothing waits', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ reviews: [] })),
    );
    const view = render(<CreditSection agent={AGENT} />);
    await flush();
    expect(view.container.textContent).toContain('No application is waiting for review.');
  });
});
