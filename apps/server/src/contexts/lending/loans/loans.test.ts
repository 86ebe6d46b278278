// @module-tag database: the same loan push in flight twice makes one order
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { DEMO_PRODUCTS, productRows } from '../../demo/index';
import { buildTestApp, readyToSign, type TestApp } from '../../../test-helper';

let t: TestApp;
let ana: string;
let maria: string;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.signIn('10003');
  maria = await t.signIn('10001');
  // Ana is approved for each product's default offer, with a profile that names her and a GCash account.
  for (const product of ['prod-quick-5k', 'prod-plus-20k', 'prod-flex-12k']) {
    await readyToSign(t, '10003', product);
  }
});
afterAll(() => t.close());

const REQUEST_A = '11111111-2222-3333-4444-555555555555';
const push = (sessionId: string, body: Record<string, unknown> = {}) =>
  t.call('loanDetailPush', {
    sessionId,
    body: {
      productId: 'prod-quick-5k',
      amount: 500000,
      periods: 91,
      termUnit: 1,
      channel: 'h5',
      agreed: 1,
      agreementIds: ['loan-agreement', 'disclosure-statement'],
      requestId: REQUEST_A,
      ...body,
    },
  });
const ordersOf = (userId: string) =>
  t.db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();

describe('loan confirmation', () => {
  it('shows the offer: amount, term in days, fees, plan and the interest text', async () => {
    const res = await t.call('loanDetailConfirm', { sessionId: ana, body: { productId: 'prod-quick-5k' } });
    expect(res.body.code).toBe(0);
    const data = res.body.data as Record<string, unknown> & {
      details: { text: string; value: unknown }[];
      repay_plans: unknown[];
    };
    expect(data).toMatchObject({
      comProductName: 'Pautang Quick',
      amount: 500000,
      periods: 91,
      termUnit: 1,
      // The rate names its method (issue 6: a bare '0.15% per day' hid whether it was flat).
      pRateDsc: '0.15% per day, flat, on the full principal for the whole term',
      firstPayTime: '2027-02-20',
      firstPeriodDay: 91,
      isPopType: 0,
      popAgreementUrl: '',
    });
    expect(data.details).toEqual(
      expect.arrayContaining([
        { text: 'Loan amount', value: 500000, type: 'money' },
        { text: 'Service fee', value: 15000, type: 'money' },
      ]),
    );
    expect(data.repay_plans).toEqual([
      {
        pay_time: '2027-02-20',
        title: expect.any(String),
        amount: 588250,
        instalment: 1,
        instalments: 1,
        day: 91,
      },
    ]);
  });

  it('gives the agreement pop-up URL and the retention pop-up per product', async () => {
    const plus = await t.call('loanDetailConfirm', { sessionId: ana, body: { productId: 'prod-plus-20k' } });
    expect((plus.body.data as { popAgreementUrl: string }).popAgreementUrl).toMatch(
      /\/loanAgreement\?kind=loan-agreement&productId=prod-plus-20k$/,
    );
    const flex = await t.call('loanDetailConfirm', { sessionId: ana, body: { productId: 'prod-flex-12k' } });
    const data = flex.body.data as {
      isPopType: number;
      popTitle: string;
      popContent: string;
      repay_plans: { instalment: number; instalments: number }[];
    };
    expect(data.isPopType).toBe(1);
    // Agree dismisses and Cancel closes the page, so the question must make Agree the choice that stays.
    expect(data.popTitle).toBe('Stay and finish your application?');
    expect(data.popContent).toBe(
      'Your approved loan is waiting. Tap Agree to stay and finish it. If you tap Cancel and leave, you will have to apply again.',
    );
    expect(data.repay_plans.map((p) => `${p.instalment}/${p.instalments}`)).toEqual(['1/3', '2/3', '3/3']);
  });

  it('refuses an unknown product', async () => {
    const res = await t.call('loanDetailConfirm', { sessionId: ana, body: { productId: 'prod-nope' } });
    expect(res.body).toMatchObject({
      code: ErrorCode.NotFound,
      message: 'This loan offer is not available.',
      data: null,
    });
  });

  it('lists the agreements, including the disclosure statement, and jumps to each', async () => {
    const list = await t.call('contract', {
      sessionId: ana,
      query: { productId: 'prod-quick-5k', scene: 3 },
    });
    expect(list.body.data).toEqual({
      data: [
        { id: 'loan-agreement', title: 'Loan Agreement' },
        { id: 'disclosure-statement', title: 'Disclosure Statement' },
      ],
    });
    const jump = await t.call('contractJump', {
      sessionId: ana,
      query: { productId: 'prod-quick-5k', scene: 3, position: 1, channel: 'h5' },
    });
    expect((jump.body.data as { contract_url: string }).contract_url).toMatch(
      /\/loanAgreement\?kind=disclosure-statement&productId=prod-quick-5k$/,
    );
    const bad = await t.call('contractJump', {
      sessionId: ana,
      query: { productId: 'prod-quick-5k', scene: 3, position: 7, channel: 'h5' },
    });
    expect(bad.body.code).toBe(ErrorCode.Validation);
    const scene = await t.call('contract', {
      sessionId: ana,
      query: { productId: 'prod-quick-5k', scene: 4 },
    });
    expect(scene.body).toMatchObject({ code: ErrorCode.Validation, message: 'Invalid scene: must be 3' });
  });
});

describe('loan push', () => {
  it.each([
    [{ amount: 600000 }, 'The loan amount or term does not match the offer. Please review the offer again.'],
    [{ periods: 120 }, 'The loan amount or term does not match the offer. Please review the offer again.'],
    [{ termUnit: 2 }, 'Invalid termUnit: must be 1 (days)'],
    [{ agreed: 0 }, 'Invalid agreed: you must agree to the loan agreements'],
    [
      { agreementIds: ['loan-agreement'] },
      'Please read and agree to the loan agreements before you continue.',
    ],
    [{ agreementIds: [] }, 'Invalid agreementIds'],
    [{ channel: 'web' }, 'Invalid channel'],
    [{ requestId: 'x' }, 'Invalid requestId: must be a request identifier'],
    [{ productId: 'prod-nope' }, 'This loan offer is not available.'],
  ])('refuses a tampered or incomplete push %o and creates nothing', async (body, message) => {
    const res = await push(ana, body);
    expect(res.body.code).not.toBe(0);
    expect(res.body.message).toContain(message);
    expect(res.body.data).toBeNull();
    expect(await ordersOf('10003')).toHaveLength(0);
  });

  it('creates exactly one order from the offer, however often it is sent', async () => {
    const [a, b] = await Promise.all([push(ana), push(ana)]);
    const again = await push(ana);
    const orders = await ordersOf('10003');
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    for (const res of [a, b, again]) {
      expect(res.body.code).toBe(0);
      expect(res.body.data).toEqual({
        orderId: order.id,
        lendDetailsUrl: expect.stringMatching(
          new RegExp(`/loanDetail\\?orderId=${order.id}&productId=prod-quick-5k$`),
        ),
      });
    }
    // Signed, and sent at once to Ana's bound GCash (151): one payout, however often the push came.
    expect(order).toMatchObject({
      status: 151,
      principal_amount: 500000,
      term_days: 91,
      client_type: 'new',
      product_id: 'prod-quick-5k',
      disbursement_account: 'GCash **** 4503',
    });
    expect(order.agreement_ids).toEqual(['loan-agreement', 'disclosure-statement']);
    expect(order.agreed_at).not.toBeNull();
    // It signs Ana's approval, is paid to her bound account, and keeps who she was when signing.
    const approval = await t.db
      .selectFrom('credit_decisions')
      .select(['id', 'offer_amount'])
      .where('user_id', '=', '10003')
      .where('product_id', '=', 'prod-quick-5k')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      decision_id: approval.id,
      // The demo seed binds Ana's GCash.
      disbursement_account_id: 'ba-10003-gcash',
      disbursement_account: 'GCash **** 4503',
      covered: true,
    });
    expect(order.borrower_identity).toMatchObject({ fullName: 'Ana Cruz', idNumber: 'N0112123456' });
    // The approval is signed: confirmation no longer shows it.
    const confirm = await t.call('loanDetailConfirm', {
      sessionId: ana,
      body: { productId: 'prod-quick-5k' },
    });
    expect(confirm.body.code).toBe(ErrorCode.Forbidden);
    const payouts = await t.db
      .selectFrom('payouts')
      .select(['status', 'amount'])
      .where('order_id', '=', order.id)
      .execute();
    expect(payouts).toEqual([{ status: 'pending', amount: 500000 }]);
  });

  it('binds the requestId to what was asked: the same id for another loan is a 409, not the earlier order', async () => {
    const before = await ordersOf('10003');
    const other = await push(ana, { productId: 'prod-plus-20k', amount: 2000000, periods: 180 });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      code: ErrorCode.Conflict,
      message:
        'This request was already used for a different loan. Please go back to the offer and confirm it again.',
      data: null,
      success: false,
    });
    expect(await ordersOf('10003')).toEqual(before);
    // The same body with the same id still answers with the same order.
    const same = await push(ana);
    expect((same.body.data as { orderId: string }).orderId).toBe(before[0]!.id);
    expect(before[0]!.request_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second active loan of the same product', async () => {
    const res = await push(ana, { requestId: '99999999-2222-3333-4444-555555555555' });
    expect(res.body).toMatchObject({ code: ErrorCode.Conflict, data: null });
    expect(await ordersOf('10003')).toHaveLength(1);
  });

  it('renders agreements from the order, and refuses another borrower’s order like a missing one', async () => {
    const [order] = await ordersOf('10003');
    const doc = await t.call('agreement', {
      sessionId: ana,
      body: { productId: 'prod-quick-5k', orderId: order!.id, kind: 'disclosure-statement' },
    });
    expect(doc.body.data).toMatchObject({
      kind: 'disclosure-statement',
      title: 'Disclosure Statement',
      orderNo: order!.id,
      // Who signed, as the profile named her when she signed (issue 27).
      borrowerName: 'Ana Cruz',
      borrowerAddress: '45 Gorordo Ave., Lahug, Cebu City, Cebu',
      borrowerIdType: "Driver's licence",
      borrowerIdNumber: 'N0112123456',
      principalAmount: 500000,
      interestAmount: 68250,
      feesAmount: 20000,
      financeChargeAmount: 88250,
      totalAmount: 588250,
      covered: true,
      lenderName: 'Pautang Lending Corporation',
      secRegistrationNo: 'CS202400001',
      certificateOfAuthorityNo: '3601',
      interestRateBpPerDay: 15,
      interestMethod: 'flat',
      // Not disbursed yet: the schedule is stated from disbursement.
      disbursedOn: null,
      penaltyAmount: 100000,
      lateInterestTiers: [
        { fromDay: 1, toDay: 30, rateBpPerDay: 500 },
        { fromDay: 31, toDay: 90, rateBpPerDay: 400 },
        { fromDay: 91, toDay: null, rateBpPerDay: 200 },
      ],
      // What the caps let us collect: 5 % a month of ₱5,882.50 per 30 days late, and ₱5,000 in all.
      lateChargesCapPer30DaysAmount: 29412,
      chargesCapAmount: 500000,
      prepaymentFromDay: 46,
      prepaymentFromOn: null,
      maxRollovers: 3,
      rolloverMaxDaysLate: 90,
    });
    expect((doc.body.data as { repay_plans: { day: number }[] }).repay_plans.map((p) => p.day)).toEqual([91]);
    const other = await t.call('agreement', {
      sessionId: maria,
      body: { productId: 'prod-quick-5k', orderId: order!.id, kind: 'loan-agreement' },
    });
    const missing = await t.call('agreement', {
      sessionId: maria,
      body: { productId: 'prod-quick-5k', orderId: 'PT4040404040', kind: 'loan-agreement' },
    });
    expect(other.body).toEqual(missing.body);
    expect(other.body).toMatchObject({ code: ErrorCode.NotFound, message: 'We could not find this order.' });
  });
});

describe('signing only what was approved (issue 27)', () => {
  const PUSH_BODY = {
    productId: 'prod-regional-8k',
    amount: 800000,
    periods: 91,
    termUnit: 1,
    channel: 'h5',
    agreed: 1,
    agreementIds: ['loan-agreement', 'disclosure-statement'],
  };

  async function borrower(id: string) {
    await t.db
      .insertInto('users')
      .values({ id, mobile_phone: `0919${id}00`, full_name: '', client_type: 'new' })
      .execute();
    return t.signIn(id);
  }

  it('refuses a hand-typed confirm URL, and a push, without an approved decision', async () => {
    const session = await borrower('27101');
    const confirm = await t.call('loanDetailConfirm', {
      sessionId: session,
      body: { productId: 'prod-quick-5k' },
    });
    const noOffer =
      'There is no approved offer for this product. Please apply in the app first: we lend only what we approved.';
    expect(confirm.status).toBe(403);
    expect(confirm.body).toMatchObject({ code: ErrorCode.Forbidden, message: noOffer, data: null });
    const satire = await t.call('satire', { sessionId: session, body: { productId: 'prod-quick-5k' } });
    expect(satire.body).toMatchObject({ code: ErrorCode.Forbidden, message: noOffer });
    const pushed = await t.call('loanDetailPush', {
      sessionId: session,
      body: { ...PUSH_BODY, requestId: '27101000-2222-3333-4444-555555555555' },
    });
    expect(pushed.body).toMatchObject({ code: ErrorCode.Forbidden, message: noOffer });
    expect(await ordersOf('27101')).toEqual([]);
  });

  it('shows the approved amount and term, and signs exactly those', async () => {
    const session = await borrower('27102');
    await readyToSign(t, '27102', 'prod-regional-8k', { amount: 250000 });
    const confirm = await t.call('loanDetailConfirm', {
      sessionId: session,
      body: { productId: 'prod-regional-8k' },
    });
    expect(confirm.body.data).toMatchObject({ amount: 250000, periods: 91 });
    const wrong = await t.call('loanDetailPush', {
      sessionId: session,
      body: { ...PUSH_BODY, requestId: '27102000-2222-3333-4444-555555555555' },
    });
    expect(wrong.body.message).toBe(
      'The loan amount or term does not match the offer. Please review the offer again.',
    );
    const right = await t.call('loanDetailPush', {
      sessionId: session,
      body: { ...PUSH_BODY, amount: 250000, requestId: '27102001-2222-3333-4444-555555555555' },
    });
    expect(right.body.code).toBe(0);
    const [order] = await ordersOf('27102');
    expect(order).toMatchObject({ principal_amount: 250000, term_days: 91, covered: true });
  });

  it('refuses a push by a borrower the profile does not name, or without an account', async () => {
    const nameless = await borrower('27103');
    await readyToSign(t, '27103', 'prod-regional-8k', { profile: false });
    const noName = await t.call('loanDetailPush', {
      sessionId: nameless,
      body: { ...PUSH_BODY, requestId: '27103000-2222-3333-4444-555555555555' },
    });
    expect(noName.body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: 'Please complete your profile (your name, address and ID) before you sign a loan.',
    });
    const depush = await t.call('depush', {
      sessionId: nameless,
      body: { ...PUSH_BODY, requestId: '27103001-2222-3333-4444-555555555555' },
    });
    expect(depush.body).toMatchObject({
      message: 'Please complete your profile (your name, address and ID) before you sign a loan.',
    });
    const accountless = await borrower('27104');
    await readyToSign(t, '27104', 'prod-regional-8k', { account: false });
    const noAccount = await t.call('loanDetailPush', {
      sessionId: accountless,
      body: { ...PUSH_BODY, requestId: '27104000-2222-3333-4444-555555555555' },
    });
    expect(noAccount.body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: 'Please add an account to receive your loan before you sign.',
    });
    expect([...(await ordersOf('27103')), ...(await ordersOf('27104'))]).toEqual([]);
  });

  it('names the borrower, their address and ID on the agreement and the disclosure before signing', async () => {
    const session = await borrower('27105');
    await readyToSign(t, '27105', 'prod-regional-8k', { amount: 300000 });
    for (const kind of ['loan-agreement', 'disclosure-statement'] as const) {
      const doc = await t.call('agreement', {
        sessionId: session,
        body: { productId: 'prod-regional-8k', kind },
      });
      expect(doc.body.data).toMatchObject({
        borrowerName: 'Test Borrower 27105',
        borrowerAddress: '1 Rizal Ave., San Roque, Quezon City, Metro Manila',
        borrowerIdType: 'UMID',
        borrowerIdNumber: 'ID-27105',
        // The approved offer's figures, not the product's default.
        principalAmount: 300000,
        orderNo: '',
      });
    }
  });
});

describe('the disclosure statement takes its figures from the order’s terms snapshot', () => {
  it('shows the late-charge tiers the order was signed with, even after the product changes', async () => {
    const [order] = await ordersOf('10003');
    const terms = { ...order!.terms };
    await t.db
      .updateTable('orders')
      .set({
        terms: JSON.stringify({
          ...terms,
          lateCharges: {
            penaltyAmount: { new: 50_000, repeat: 40_000 },
            interestTiers: [
              { fromDay: 1, rateBpPerDay: 100 },
              { fromDay: 61, rateBpPerDay: 50 },
            ],
          },
        }),
      })
      .where('id', '=', order!.id)
      .execute();
    const doc = await t.call('agreement', {
      sessionId: ana,
      body: { productId: 'prod-quick-5k', orderId: order!.id, kind: 'disclosure-statement' },
    });
    expect(doc.body.data).toMatchObject({
      penaltyAmount: 50_000,
      lateInterestTiers: [
        { fromDay: 1, toDay: 60, rateBpPerDay: 100 },
        { fromDay: 61, toDay: null, rateBpPerDay: 50 },
      ],
    });
    await t.db
      .updateTable('orders')
      .set({ terms: JSON.stringify(terms) })
      .where('id', '=', order!.id)
      .execute();
  });
});

describe('a product that breaks a cap', () => {
  // ₱5,000 for 91 days at 0.25 % a day: 7.5 % a month nominal, over the 6 % ceiling of a covered loan.
  const breaking = {
    ...DEMO_PRODUCTS[0]!.definition,
    id: 'prod-unlawful',
    name: 'Pautang Pricey',
    interestRateBpPerDay: 25,
  };

  it('is refused when the catalogue is loaded, with the reason', () => {
    expect(() => productRows([{ id: breaking.id, definition: breaking }])).toThrow(
      /Product prod-unlawful cannot be offered: 100000 for 91 days: nominal rate 25 bp\/day exceeds 600 bp\/month/,
    );
  });

  it('is refused when loaded from the database: confirmation, variant, agreement and push alike', async () => {
    await t.db
      .insertInto('products')
      .values({ id: breaking.id, rank: 9, definition: JSON.stringify(breaking) })
      .execute();
    const expected = {
      code: ErrorCode.OfferUnlawful,
      message: 'This loan offer is not available: its pricing is outside the legal limits.',
      data: null,
    };
    const confirm = await t.call('loanDetailConfirm', { sessionId: maria, body: { productId: breaking.id } });
    expect(confirm.status).toBe(409);
    expect(confirm.body).toMatchObject(expected);
    const satire = await t.call('satire', { sessionId: maria, body: { productId: breaking.id } });
    expect(satire.body).toMatchObject(expected);
    const doc = await t.call('agreement', {
      sessionId: maria,
      body: { productId: breaking.id, kind: 'disclosure-statement' },
    });
    expect(doc.body).toMatchObject(expected);
    const pushed = await push(maria, {
      productId: breaking.id,
      requestId: '77777777-2222-3333-4444-555555555555',
    });
    expect(pushed.body).toMatchObject(expected);
    expect((await ordersOf('10001')).filter((o) => o.product_id === breaking.id)).toEqual([]);
    // Nor is it recommended anywhere.
    const failure = await t.call('drowns', { sessionId: maria, body: {} });
    const names = (failure.body.data as { recProducts?: { name: string }[] }).recProducts ?? [];
    expect(names.map((p) => p.name)).not.toContain('Pautang Pricey');
  });
});
