// @module-tag once: calls in sequence through the call runner
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { DelayInfo, GenerateVcode, InstalmentInfo } from '@pautang/contract/repayment';
import { accrue, applyRollover, payoffQuote, previewPayment, quoteRollover } from '@pautang/loan-engine';
import { resetDemoOrder } from '../../demo/index';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../orders/orders.service';

let t: TestApp;
let maria: string;
let jose: string;

beforeAll(async () => {
  t = await buildTestApp();
  [maria, jose] = await Promise.all([t.signIn('10001'), t.signIn('10002')]);
});
afterAll(() => t.close());

async function loanOf(scenario: string) {
  const bd = await getBusinessDate(t.db, t.clock.now);
  await resetDemoOrder(t.db, scenario, bd);
  const spec = (await import('../../demo/index')).DEMO_ORDER_SPECS[scenario];
  const row = await t.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', spec?.id ?? '')
    .executeTakeFirstOrThrow();
  return { row, loan: loanStateOf(row), bd };
}

describe('loan-play-detail (instalment page)', () => {
  it('states the amount due today, the next date and the channels from the engine', async () => {
    const { row, loan, bd } = await loanOf('order-180');
    const res = await t.call('loanPlayDetail', {
      sessionId: maria,
      body: { orderId: row.id, productId: row.product_id },
    });
    const info = res.body.data as InstalmentInfo;
    const accrual = accrue(loan, bd);
    expect(info.repayAmount).toBe(accrual.dueAmount);
    expect(info.detail[0]).toEqual({ text: 'Due today', value: accrual.dueAmount, type: 'money' });
    expect(info.detail.find((d) => d.text === 'Outstanding balance')?.value).toBe(accrual.outstandingAmount);
    expect(
      info.repayList.every((c) => c.minAmount <= info.repayAmount && info.repayAmount <= c.maxAmount),
    ).toBe(true);
    expect(info.repayList.map((c) => c.channel_number)).toContain('GCSH');
    expect(info.defDetail.payCode).toBe('');
    // The page opens on the amount due: how it is applied comes with the page (the engine's allocation).
    const { allocation: _allocation, ...opening } = previewPayment(loan, accrual.dueAmount, bd);
    expect(info.preview).toEqual(opening);
    expect(info.preview?.amount).toBe(accrual.dueAmount);

    // Once a code is made, it is the default pay code, and its channel comes first.
    const code = (
      await t.call('generateVcode', {
        sessionId: maria,
        body: { orderId: row.id, productId: row.product_id, amount: info.repayAmount, channelNumber: 'CEBL' },
      })
    ).body.data as GenerateVcode;
    const again = (
      await t.call('loanPlayDetail', {
        sessionId: maria,
        body: { orderId: row.id, productId: row.product_id },
      })
    ).body.data as InstalmentInfo;
    expect(again.defDetail).toMatchObject({
      title: 'Cebuana Lhuillier',
      channel_number: 'CEBL',
      amount: info.repayAmount,
    });
    expect(again.defDetail.payCode).not.toBe('');
    expect(again.defDetail.expiresAt).toBe(code.expiresAt);
    expect(Object.keys(again.defDetail.payNotice)).toContain('Payment rules');
    expect(again.repayList[0]?.channel_number).toBe('CEBL');

    // A repeated read is remembered (the same answer), but never past the moment its code expires.
    const inAMinute = new Date(t.clock.now.getTime() + 60_000).toISOString();
    await t.db
      .updateTable('payments')
      .set({ expires_at: inAMinute })
      .where('id', '=', code.referenceNo)
      .execute();
    const read = async () =>
      (
        await t.call('loanPlayDetail', {
          sessionId: maria,
          body: { orderId: row.id, productId: row.product_id },
        })
      ).body.data as InstalmentInfo;
    expect((await read()).defDetail.referenceNo).toBe(code.referenceNo);
    expect((await read()).defDetail.referenceNo).toBe(code.referenceNo);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 60_000);
    expect((await read()).defDetail.payCode).toBe('');
  });

  it('another borrower’s order reads like a missing one', async () => {
    const { row } = await loanOf('order-180');
    const foreign = await t.call('loanPlayDetail', {
      sessionId: jose,
      body: { orderId: row.id, productId: row.product_id },
    });
    const missing = await t.call('loanPlayDetail', {
      sessionId: jose,
      body: { orderId: 'PT9999999999', productId: row.product_id },
    });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
  });
});

describe('early payoff', () => {
  it('inside the window, the payoff is the engine’s quote and is posted with interest only to that day', async () => {
    const { row, loan } = await loanOf('order-174');
    const saved = t.clock.now;
    const bd0 = await getBusinessDate(t.db, t.clock.now);
    const before = (
      await t.call('loanPlayDetail', {
        sessionId: jose,
        body: { orderId: row.id, productId: row.product_id },
      })
    ).body.data as InstalmentInfo;
    expect(before.payoffAmount).toBe(0);
    expect(before.payoffFromOn).not.toBe('');
    // Move to the first day of the window.
    t.clock.now = new Date(`${before.payoffFromOn}T02:00:00.000Z`);
    try {
      const session = await t.signIn('10002');
      const bd = await getBusinessDate(t.db, t.clock.now);
      expect(bd).not.toBe(bd0);
      const quote = payoffQuote(loan, bd);
      const info = (
        await t.call('loanPlayDetail', {
          sessionId: session,
          body: { orderId: row.id, productId: row.product_id },
        })
      ).body.data as InstalmentInfo;
      expect(info.payoffAmount).toBe(quote.payoffAmount);
      expect(info.interestSavedAmount).toBe(quote.interestSavedAmount);
      expect(quote.interestSavedAmount).toBeGreaterThan(0);
      const code = (
        await t.call('generateVcode', {
          sessionId: session,
          body: {
            orderId: row.id,
            productId: row.product_id,
            amount: info.payoffAmount,
            channelNumber: 'BOG',
          },
        })
      ).body.data as GenerateVcode;
      await t.db
        .updateTable('sandbox_transactions')
        .set({ status: 'S' })
        .where('txn_id', '=', code.referenceNo)
        .execute();
      await t.call('paymentStatus', { sessionId: session, body: { referenceNo: code.referenceNo } });
      const entry = await t.db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('payment_id', '=', code.referenceNo)
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({
        amount: quote.payoffAmount,
        applied_amount: quote.payoffAmount,
        remainder_amount: 0,
        balance_after: 0,
      });
      const lines = entry.allocation as { bucket: string; amount: number }[];
      const interest = lines.filter((l) => l.bucket === 'interest').reduce((sum, l) => sum + l.amount, 0);
      expect(interest).toBe(quote.interestAmount);
      const after = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe(200);
      expect(after.settled_on).toBe(bd);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('preserved (delay page)', () => {
  it('prices the rollover and shows the plan after it, from the engine', async () => {
    const { row, loan, bd } = await loanOf('order-174-delay');
    const quote = quoteRollover(loan, bd);
    expect(quote.allowed).toBe(true);
    const info = (
      await t.call('delayInfo', { sessionId: maria, body: { orderId: row.id, productId: row.product_id } })
    ).body.data as DelayInfo;
    expect(info.delayInfo.delayAmount).toBe(quote.delayAmount);
    expect(info.repayDate).toBe(quote.newDueOn);
    expect(info.repayPlan[0]).toMatchObject({ amount: quote.delayAmount, time: bd });
    expect(info.repayPlan[1]).toMatchObject({
      amount: accrue(applyRollover(loan, quote.delayAmount, bd).loan, bd).outstandingAmount,
      time: quote.newDueOn,
    });
  });

  it('refuses an order that cannot be rolled over', async () => {
    const { row } = await loanOf('order-200');
    const res = await t.call('delayInfo', {
      sessionId: jose,
      body: { orderId: row.id, productId: row.product_id },
    });
    expect(res.body.code).toBe(ErrorCode.Conflict);
  });
});
