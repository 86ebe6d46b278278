// @module-tag once: calls in sequence through the call runner
// A disclosure for every renewal (issue 25): each paid rollover adds a numbered renewal statement to the order's
// documents (the renewed period, its schedule and EIR, the new due date); the rollover page shows the statement
// before the borrower pays; a later rollover leaves an earlier statement as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { AgreementDocument, ContractList } from '@pautang/contract/loans';
import type { DelayInfo } from '@pautang/contract/repayment';
import { accrue, addDays, quoteRollover } from '@pautang/loan-engine';
import { resetDemoOrder } from '../../demo/index';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { payOnSandbox } from '../../../testing/payments';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/orders.service';

let t: TestApp;
let maria: string;
let jose: string;
let savedNow: Date;

const order = { orderId: 'PT0000001741', productId: 'prod-quick-5k' };

beforeAll(async () => {
  t = await buildTestApp();
  [maria, jose] = await Promise.all([t.signIn('10001'), t.signIn('10002')]);
  savedNow = t.clock.now;
  await resetDemoOrder(t.db, 'order-174-delay', await getBusinessDate(t.db, t.clock.now));
});
afterAll(async () => {
  t.clock.now = savedNow;
  await t.close();
});

const orderRow = () =>
  t.db.selectFrom('orders').selectAll().where('id', '=', order.orderId).executeTakeFirstOrThrow();

async function delayPage(): Promise<DelayInfo> {
  const res = await t.call('delayInfo', { sessionId: maria, body: order });
  expect(res.body.message).toBe('success');
  return res.body.data as DelayInfo;
}

async function documentOf(body: Record<string, unknown>, session = maria) {
  return t.call('agreement', { sessionId: session, body: { ...order, ...body } });
}

async function statement(renewal?: number): Promise<AgreementDocument> {
  const res = await documentOf({ kind: 'renewal-statement', ...(renewal ? { renewal } : {}) });
  expect(res.body.message).toBe('success');
  return res.body.data as AgreementDocument;
}

async function documents(): Promise<ContractList['data']> {
  const res = await t.call('contract', { sessionId: maria, query: { ...order, scene: 3 } });
  return (res.body.data as ContractList).data;
}

/** Pays the rollover shown on the delay page through the sandbox gateway, as the borrower would. */
async function payRollover(info: DelayInfo): Promise<void> {
  await payOnSandbox(t, maria, order, info.delayInfo.delayAmount, 1);
}

describe('renewal disclosure statements', () => {
  let first: AgreementDocument;

  it('the rollover page shows the statement the borrower gets before paying, and lists none yet', async () => {
    const bd = await getBusinessDate(t.db, t.clock.now);
    const quote = quoteRollover(loanStateOf(await orderRow()), bd);
    expect(quote.allowed).toBe(true);
    const info = await delayPage();
    expect(info.renewalStatement).toEqual({
      title: 'Renewal Disclosure Statement No. 1',
      number: 1,
      startOn: bd,
      dueOn: quote.newDueOn,
      totalAmount: info.repayPlan[1]?.amount,
      eirMonthlyBp: quote.renewalRate?.monthlyBp,
      eirAnnualBp: quote.renewalRate?.annualBp,
    });
    const before = await statement();
    expect(before).toMatchObject({
      kind: 'renewal-statement',
      title: 'Renewal Disclosure Statement (if you pay the rollover today)',
      startOn: bd,
      maturityOn: quote.newDueOn,
      eirMonthlyBp: quote.renewalRate?.monthlyBp,
      renewal: { number: 1, quote: true, rolledOverOn: bd, priceAmount: quote.delayAmount },
    });
    expect((await documents()).map((d) => d.id)).toEqual(['loan-agreement', 'disclosure-statement']);
    expect((await documentOf({ kind: 'renewal-statement', renewal: 1 })).body.code).toBe(ErrorCode.NotFound);
  });

  it('a paid rollover adds renewal statement 1: the renewed period, its schedule and EIR, the new due date', async () => {
    const bd = await getBusinessDate(t.db, t.clock.now);
    const quoted = await statement();
    await payRollover(await delayPage());

    const after = await orderRow();
    expect(after.rollover_count).toBe(1);
    const renewed = accrue(loanStateOf(after), bd);
    const original = (await documentOf({ kind: 'disclosure-statement' })).body.data as AgreementDocument;

    expect(await documents()).toEqual([
      { id: 'loan-agreement', title: 'Loan Agreement' },
      { id: 'disclosure-statement', title: 'Disclosure Statement' },
      { id: 'renewal-statement-1', title: 'Renewal Disclosure Statement No. 1' },
    ]);
    const jump = await t.call('contractJump', {
      sessionId: maria,
      query: { ...order, scene: 3, position: 2, channel: 'h5' },
    });
    expect((jump.body.data as { contract_url: string }).contract_url).toMatch(
      /\/loanAgreement\?kind=renewal-statement&renewal=1&productId=prod-quick-5k&orderId=PT0000001741$/,
    );

    first = await statement(1);
    expect(first).toMatchObject({
      kind: 'renewal-statement',
      title: 'Renewal Disclosure Statement No. 1',
      orderNo: order.orderId,
      startOn: bd,
      maturityOn: renewed.maturityOn,
      totalAmount: renewed.outstandingAmount,
      principalAmount: renewed.owed.principalAmount,
      interestAmount: renewed.owed.interestAmount,
      feesAmount: renewed.owed.feesAmount,
      repay_plans: [
        expect.objectContaining({ pay_time: renewed.maturityOn, amount: renewed.outstandingAmount }),
      ],
      renewal: { number: 1, quote: false, rolledOverOn: bd, rolloversLeft: expect.any(Number) },
    });
    // The renewed period's own dates and EIR, not the original loan's.
    expect(first.maturityOn).not.toBe(original.maturityOn);
    expect(first.startOn).not.toBe(original.startOn);
    // What the borrower read before paying is what they got.
    expect({ ...first, title: '', renewal: { ...first.renewal, quote: true } }).toEqual({
      ...quoted,
      title: '',
    });
  });

  it('a second rollover adds statement 2 and leaves statement 1 as it was', async () => {
    t.clock.now = new Date(savedNow.getTime() + 30 * 86_400_000);
    // Sessions time out over a month: sign in again on the later day.
    [maria, jose] = await Promise.all([t.signIn('10001'), t.signIn('10002')]);
    const bd = await getBusinessDate(t.db, t.clock.now);
    expect(bd).toBe(addDays(first.startOn, 30));
    const info = await delayPage();
    expect(info.renewalStatement).toMatchObject({ number: 2, title: 'Renewal Disclosure Statement No. 2' });
    await payRollover(info);

    const after = await orderRow();
    expect(after.rollover_count).toBe(2);
    const renewed = accrue(loanStateOf(after), bd);
    expect((await documents()).map((d) => d.id)).toEqual([
      'loan-agreement',
      'disclosure-statement',
      'renewal-statement-1',
      'renewal-statement-2',
    ]);
    const second = await statement(2);
    expect(second).toMatchObject({
      title: 'Renewal Disclosure Statement No. 2',
      startOn: bd,
      maturityOn: renewed.maturityOn,
      totalAmount: renewed.outstandingAmount,
      eirMonthlyBp: info.renewalStatement.eirMonthlyBp,
      renewal: { number: 2, quote: false, rolledOverOn: bd, previousDueOn: first.maturityOn },
    });
    expect(second.maturityOn).toBe(info.renewalStatement.dueOn);
    expect(await statement(1)).toEqual(first);
  });

  it('is the borrower’s own: another borrower is answered as for a missing order', async () => {
    const foreign = await documentOf({ kind: 'renewal-statement', renewal: 1 }, jose);
    const missing = await documentOf(
      { kind: 'renewal-statement', renewal: 1, orderId: 'PT9999999999' },
      jose,
    );
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
    expect((await documentOf({ kind: 'renewal-statement', renewal: 3 })).body.code).toBe(ErrorCode.NotFound);
  });
});
