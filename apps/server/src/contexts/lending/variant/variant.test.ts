// @module-tag once: calls through the call runner
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { formatPeso } from '@pautang/contract/format/money';
import type { Home } from '@pautang/contract/origination';
import type { Drowns } from '@pautang/contract/variant';
import { buildTestApp, readyToSign, type TestApp } from '../../../test-helper';
import { listEvents } from '../../identity/index';

let t: TestApp;
let ana: string;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.signIn('10003');
  // Ana is approved for each offer the variant screen shows (issue 27: only an approved offer is shown).
  await readyToSign(t, '10003', 'prod-quick-5k');
  await readyToSign(t, '10003', 'prod-regional-8k');
});
afterAll(() => t.close());

describe('V32 calls answer with code "00"', () => {
  it('drowns (before any loan) recommends what Home offers, with Home’s ranges and grey buttons; a partner stays a link out', async () => {
    // Issue 40: one source for every range, no offer the borrower cannot take now. The login-failure page listed
    // every product with its hand-written range ("₱10,000 - ₱20,000") and Apply on each, Pautang Starter included,
    // which Home never shows. Ana has no loan open yet: the offers her limit allows are live, with Home's ranges.
    const home = (await t.call('homePage', { sessionId: ana })).body.data as Home;
    const recs = ((await t.call('drowns', { sessionId: ana, body: {} })).body.data as Drowns).recProducts;
    const ours = recs.filter((r) => r.productId !== 'prod-partner-15k');
    expect(ours.map((r) => r.productId)).toEqual(home.products.map((p) => p.productId));
    expect(recs.map((r) => r.productId)).not.toContain('prod-decline-3k');
    for (const rec of ours) {
      const p = home.products.find((h) => h.productId === rec.productId)!;
      expect(rec.range).toBe(
        p.maxAmount > p.minAmount
          ? `${formatPeso(p.minAmount)} - ${formatPeso(p.maxAmount)}`
          : formatPeso(p.minAmount),
      );
      expect(rec.enabled).toBe(p.available);
    }
    expect(ours.some((r) => r.enabled === 1)).toBe(true);
    // A partner's product is another lender's: its own text, its link out, never greyed by our rules.
    expect(recs.find((r) => r.productId === 'prod-partner-15k')).toMatchObject({
      enabled: 1,
      buttonText: 'Apply at partner',
      range: '₱5,000 - ₱15,000',
    });
  });

  it('satire: the offer with the region flag and the server button label', async () => {
    const peso = await t.call('satire', { sessionId: ana, body: { productId: 'prod-quick-5k' } });
    expect(peso.body.code).toBe('00');
    expect(peso.body.data).toMatchObject({
      amount: 500000,
      regionFlag: 0,
      NewButtonMsg: 'Get my loan',
      firstPayTime: '2027-02-20',
    });
    expect((peso.body.data as { NewPopMsg: string }).NewPopMsg).not.toBe('');
    const rupee = await t.call('satire', { sessionId: ana, body: { productId: 'prod-regional-8k' } });
    expect(rupee.body.data).toMatchObject({ amount: 800000, regionFlag: 1 });
  });

  it('cultures and misunderstood: agreements and their links', async () => {
    const list = await t.call('cultures', {
      sessionId: ana,
      query: { productId: 'prod-quick-5k', scene: 3 },
    });
    expect(list.body).toMatchObject({
      code: '00',
      data: { list: [{ id: 'loan-agreement' }, { id: 'disclosure-statement' }] },
    });
    const link = await t.call('misunderstood', {
      sessionId: ana,
      query: { productId: 'prod-quick-5k', position: 0 },
    });
    expect((link.body.data as { url: string }).url).toMatch(
      /\/loanAgreement\?kind=loan-agreement&productId=prod-quick-5k$/,
    );
  });

  it('depush creates one order and returns its URL; a bad body is refused with a non-"00" code', async () => {
    const body = {
      productId: 'prod-regional-8k',
      amount: 800000,
      periods: 91,
      termUnit: 1,
      channel: 'h5',
      agreed: 1,
      agreementIds: ['loan-agreement', 'disclosure-statement'],
      requestId: '12345678-1234-1234-1234-123456789012',
    };
    const bad = await t.call('depush', { sessionId: ana, body: { ...body, amount: 900000 } });
    expect(bad.body.code).toBe(ErrorCode.Validation);
    const first = await t.call('depush', { sessionId: ana, body });
    const second = await t.call('depush', { sessionId: ana, body });
    expect(first.body.code).toBe('00');
    expect(second.body.data).toEqual(first.body.data);
    expect((first.body.data as { url: string }).url).toMatch(
      /\/loanDetail\?orderId=PT\d+&productId=prod-regional-8k$/,
    );
    const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', '10003').execute();
    expect(orders).toHaveLength(1);
  });

  it('drowns, because and define: the login-failure page and its product links', async () => {
    const page = await t.call('drowns', { sessionId: ana, body: {} });
    expect(page.body.code).toBe('00');
    const d = page.body.data as {
      noticeMsg: string;
      errorMsg: string;
      recProducts: { productId: string; enabled: number }[];
    };
    expect(d.noticeMsg).not.toBe('');
    expect(d.errorMsg).not.toBe('');
    expect(d.recProducts.map((p) => p.productId)).toContain('prod-partner-15k');
    // Ana has the loan depush opened: every offer of ours is grey and says why; the partner's link stays.
    const anas = (page.body.data as Drowns).recProducts;
    expect(anas.length).toBeGreaterThan(1);
    for (const rec of anas) {
      if (rec.productId === 'prod-partner-15k') expect(rec.enabled).toBe(1);
      else expect(rec).toMatchObject({ enabled: 0, buttonText: 'Repay your loan first' });
    }

    const click = await t.call('because', {
      sessionId: ana,
      body: { productId: 'prod-partner-15k', position: 4 },
    });
    expect(click.body.code).toBe('00');
    expect((await listEvents(t.db, '10003')).at(-1)).toMatchObject({
      kind: 'product-click',
      product_id: 'prod-partner-15k',
      position_id: 4,
    });

    const links = await Promise.all(
      ['prod-quick-5k', 'prod-plus-20k', 'prod-partner-15k'].map(async (productId) => {
        const res = await t.call('define', { sessionId: ana, body: { productId } });
        return (res.body.data as { url: string }).url;
      }),
    );
    expect(links[0]).toBe('pautang://product/prod-quick-5k');
    expect(links[1]).toMatch(/^http:\/\/.+\/confirmNew\?productId=prod-plus-20k$/);
    expect(links[2]).toBe('https://partner-lender.example.com/apply');
  });
});
