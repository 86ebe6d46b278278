// @module-tag wire: reads server-rendered pages, whose embedded data is in wire names
// The disclosure statement as the borrower reads it: the page the server renders with the H5's real server build
// (npm test builds it before the server tests), for an offer and for a signed order.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../platform/config';
import { DEMO_PRODUCTS } from '../../demo/index';
import { buildTestApp, readyToSign, type TestApp } from '../../../test-helper';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const h5Dist = path.join(root, 'apps/h5/dist');
const h5ServerDist = path.join(root, 'apps/h5/dist-server');

// The page's visible text, tags dropped and entities read, so a test can look for a sentence.
function textOf(html: string): string {
  const body = /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? html;
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

async function open(overrides: Partial<AppConfig> = {}) {
  if (!existsSync(path.join(h5ServerDist, 'entry-server.js'))) {
    throw new Error('The H5 is not built: run npm run build (npm test builds it before these tests).');
  }
  const t = await buildTestApp({ h5Dist, h5ServerDist, ...overrides });
  const maria = await t.signIn('10001');
  const disclosure = async (
    query: Record<string, string>,
    who: { sessionId: string; userId: string } = { sessionId: maria, userId: '10001' },
  ) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/loanAgreement?${new URLSearchParams({ ...who, deviceId: `test-device-${who.userId}`, kind: 'disclosure-statement', ...query })}`,
    });
    expect(res.statusCode).toBe(200);
    return textOf(res.body);
  };
  return { t, disclosure };
}

const POLICY =
  'Our policy: we apply these two caps to every loan we make, whatever its amount and term, not only to the loans of ₱10,000 or less for up to 4 months that the SEC caps cover.';

describe('the disclosure statement under the lender’s caps policy (on by default)', () => {
  let t: TestApp;
  let disclosure: (query: Record<string, string>) => Promise<string>;
  beforeAll(async () => ({ t, disclosure } = await open()));
  afterAll(() => t?.close());

  it('states the caps and the policy on an offer the SEC caps do not cover (Plus, ₱20,000 for 180 days)', async () => {
    const text = await disclosure({ productId: 'prod-plus-20k' });
    // 5 % a month of the ₱24,500 due, per 30 days late; 100 % of the principal in all.
    expect(text).toContain(
      'At most ₱1,225.00 for every 30 days late (5% a month of the amount due of ₱24,500.00), the one-time penalty included',
    );
    expect(text).toContain(
      'At most ₱20,000.00 (100% of the principal), rollovers included: the most you can ever repay in total is ₱40,000.00',
    );
    expect(text).toContain(POLICY);
    expect(text).not.toContain('SEC caps apply to this loan');
    // The terms' literal late charges are not what this loan can be charged.
    expect(text).not.toContain('5.00% per day');
  });

  it('states them on a signed order too, and keeps the policy the order was signed under', async () => {
    const signed = await disclosure({ productId: 'prod-plus-20k', orderId: 'PT0000000180' });
    expect(signed).toContain(POLICY);
    expect(signed).toContain('At most ₱20,000.00 (100% of the principal)');
    // An order signed without the policy keeps its literal terms.
    await t.db
      .updateTable('orders')
      .set({ caps_all_loans: false })
      .where('id', '=', 'PT0000000180')
      .execute();
    const without = await disclosure({ productId: 'prod-plus-20k', orderId: 'PT0000000180' });
    expect(without).not.toContain(POLICY);
    expect(without).toContain('5.00% per day for days 1 to 30 of the delay');
  });
});

describe('the annual rate on the disclosure statement (RA 3765 §4(7))', () => {
  let t: TestApp;
  let disclosure: (query: Record<string, string>) => Promise<string>;
  beforeAll(async () => ({ t, disclosure } = await open()));
  afterAll(() => t?.close());

  it('shows the simple annual rate on the outstanding unpaid balance beside the EIR: Quick 70.79 %', async () => {
    const text = await disclosure({ productId: 'prod-quick-5k' });
    // ₱882.50 on ₱5,000 unpaid for 91 days, × 365 ÷ 91; the EIR's daily IRR × 365 is 65.25 %.
    expect(text).toContain(
      'Effective interest rate (annual) 65.25% Simple annual rate on the outstanding unpaid balance 70.79%',
    );
    expect(text).toContain(
      'The simple annual rate (Truth in Lending Act, RA 3765): the total finance charge over the principal still unpaid on average while the loan runs, for a year of 365 days, not compounded.',
    );
    // An instalment plan counts only what is still unpaid: Flex 41.37 %.
    expect(await disclosure({ productId: 'prod-flex-12k' })).toContain(
      'Simple annual rate on the outstanding unpaid balance 41.37%',
    );
  });
});

describe('the disclosure statement with the policy off (CAPS_ALL_LOANS=0)', () => {
  let t: TestApp;
  let disclosure: (query: Record<string, string>) => Promise<string>;
  beforeAll(async () => ({ t, disclosure } = await open({ capsAllLoans: false })));
  afterAll(() => t?.close());

  it('shows an uncovered offer’s late charges as the terms state them, without the policy', async () => {
    const text = await disclosure({ productId: 'prod-plus-20k' });
    expect(text).toContain('5.00% per day for days 1 to 30 of the delay');
    expect(text).not.toContain(POLICY);
    expect(text).not.toContain('for every 30 days late');
  });

  it('still caps a covered offer (Quick, ₱5,000 for 91 days), as the SEC requires', async () => {
    const text = await disclosure({ productId: 'prod-quick-5k' });
    expect(text).toContain('SEC caps apply to this loan');
    expect(text).not.toContain(POLICY);
  });
});

describe('coverage is decided when the loan is offered, and stays', () => {
  let t: TestApp;
  let disclosure: Awaited<ReturnType<typeof open>>['disclosure'];
  beforeAll(async () => ({ t, disclosure } = await open({ capsAllLoans: false })));
  afterAll(() => t?.close());

  it('keeps a 122-day ₱5,000 loan covered once disbursed on 21 November, when 4 months are 120 days', async () => {
    // 21 November 2026 + 4 calendar months = 21 March 2027, 120 days later: the loan runs 2 days longer.
    const edge = {
      ...DEMO_PRODUCTS[0]!.definition,
      id: 'prod-edge-122',
      name: 'Pautang Edge',
      termDays: 122,
      termOptions: [122],
    };
    await t.db
      .insertInto('products')
      .values({ id: edge.id, rank: 9, definition: JSON.stringify(edge) })
      .execute();
    const offer = await disclosure({ productId: edge.id });
    expect(offer).toContain('SEC caps apply to this loan');
    // A borrower with no loan open (we lend one at a time), approved for the edge offer.
    await t.db
      .insertInto('users')
      .values({ id: '27301', mobile_phone: '09192730100', full_name: '', client_type: 'new' })
      .execute();
    await readyToSign(t, '27301', edge.id);
    const ben = await t.signIn('27301');
    const pushed = await t.call('loanDetailPush', {
      sessionId: ben,
      body: {
        productId: edge.id,
        amount: 500000,
        periods: 122,
        termUnit: 1,
        channel: 'h5',
        agreed: 1,
        agreementIds: ['loan-agreement', 'disclosure-statement'],
        requestId: '12212212-2222-3333-4444-555555555555',
      },
    });
    const orderId = (pushed.body.data as { orderId: string }).orderId;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    // The payout sandbox pays Maria's account out (its delay has passed) and posts back: disbursed today.
    const payouts = await t.inject({ method: 'POST', url: '/attempt/dev/payouts' });
    expect(payouts.json()).toMatchObject({ data: { settled: 1 } });
    // The figures the page is rendered from: covered, so the caps' maxima, not the terms' late tiers.
    const api = await t.call('agreement', {
      sessionId: ben,
      body: { productId: edge.id, orderId, kind: 'disclosure-statement' },
    });
    expect(api.body.data).toMatchObject({
      disbursedOn: '2026-11-21',
      covered: true,
      chargesCapAmount: 500000,
    });
    const signed = await disclosure({ productId: edge.id, orderId }, { sessionId: ben, userId: '27301' });
    expect(signed).toContain('SEC caps apply to this loan');
    expect(signed).toContain('At most ₱5,000.00 (100% of the principal)');
    expect(signed).not.toContain('5.00% per day for days 1 to 30 of the delay');
    // Decided and stored when the order was signed.
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ disbursed_on: '2026-11-21', covered: true, caps_all_loans: false });
  });
});
