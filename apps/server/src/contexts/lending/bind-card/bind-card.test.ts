// @module-tag wire: its form is a record keyed by names the server sent as values
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankFormItem, BindCard } from '@pautang/contract/bind-card';
import { ErrorCode } from '@pautang/contract/errors';
import type { FieldErrors } from '@pautang/contract/origination';
import type { OrderDetails } from '@pautang/contract/loans';
import type { RepaymentWay } from '@pautang/contract/repayment';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { BIND_MESSAGES } from './bind-card.service';

let t: TestApp;
let maria: string;
let jose: string;
beforeAll(async () => {
  t = await buildTestApp();
  [maria, jose] = await Promise.all([t.signIn('10001'), t.signIn('10002')]);
});
afterAll(() => t.close());

const wallet = (number: string, channel = '90006') => ({
  cardType: '1',
  channelNumber: channel,
  walletAccount: number,
  accountName: 'Jose Reyes',
  product_id: 'prod-quick-5k',
});
const bank = (code: string, number: string) => ({
  cardType: '2',
  bankCode: code,
  bankAccount: number,
  accountName: 'Jose Reyes',
  product_id: 'prod-quick-5k',
});
const bindNew = (form: Record<string, string>, session = jose) =>
  t.call('bindCardNew', { sessionId: session, form });
const bindChange = (form: Record<string, string>, session = jose) =>
  t.call('bindCardChange', { sessionId: session, form });
const order = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['disbursement_account', 'card_need_pop'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('bind bank', () => {
  it('serves the form: card types from the cardType item, the defaults, e-wallets and InstaPay banks', async () => {
    const res = await t.call('cardInit', { sessionId: jose, form: { product_id: 'prod-quick-5k' } });
    const items = res.body.data as BankFormItem[];
    const byCode = (code: string) => items.filter((i) => i.code === code);
    expect(byCode('cardType')[0]).toMatchObject({ category: 'enum', value: '1', cardTypeMi: 0 });
    expect(byCode('cardType')[0]?.note.map((o) => o.type)).toEqual(['1', '2']);
    expect(byCode('channelNumber')[0]).toMatchObject({ value: '90006', cardTypeMi: 1 });
    expect(byCode('walletAccount').map((i) => i.channelNumber)).toEqual(['90006', '90007']);
    expect(byCode('bankCode')[0]?.note.map((o) => o.name)).toContain('BDO Unibank');
    expect(byCode('bankAccount')[0]).toMatchObject({ numeric: 1, cardTypeMi: 2 });
  });

  it('binds an e-wallet, which becomes the disbursement account of the orders not yet paid out', async () => {
    const res = await bindNew(wallet('0917 555 4567'));
    expect(res.body.data as BindCard).toEqual({ account: 'GCash **** 4567' });
    const row = await t.db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('user_id', '=', '10002')
      .where('account_no', '=', '09175554567')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'ewallet', bank_code: 'GCASH', account_name: 'Jose Reyes' });
    expect((await order('PT0000000021')).disbursement_account).toBe('GCash **** 4567');
    expect((await order('PT0000000174')).disbursement_account).toBe('');
    // Binding the same account again reuses it.
    await bindNew(wallet('09175554567'));
    const rows = await t.db
      .selectFrom('bank_accounts')
      .select('id')
      .where('account_no', '=', '09175554567')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown options and malformed numbers with clear messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...wallet('09175554567'), cardType: '3' }, BIND_MESSAGES.cardType],
      [wallet('09175554567', '99999'), BIND_MESSAGES.wallet],
      [wallet('0817555456'), BIND_MESSAGES.walletNumber('GCash')],
      [wallet('12345', '90007'), BIND_MESSAGES.walletNumber('Maya')],
      [bank('XYZ', '1234567890'), BIND_MESSAGES.bank],
      [bank('BDO', '12345678901'), BIND_MESSAGES.bankNumber('BDO Unibank', [10, 12])],
      [bank('MBTC', '12345abc90123'), BIND_MESSAGES.bankNumber('Metrobank', [13])],
      [{ ...bank('BPI', '1234567890'), accountName: '' }, BIND_MESSAGES.accountName],
      [{ ...bank('BPI', '1234567890'), accountName: '<script>' }, BIND_MESSAGES.accountName],
    ];
    for (const [form, message] of cases) {
      const res = await bindNew(form);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: ErrorCode.Validation, message });
      // The item engine's refusal (platform/form-items.ts): each refused item with its message, the first the toast.
      expect(Object.values((res.body.data as FieldErrors).fields)[0]).toBe(message);
    }
    const stored = await t.db
      .selectFrom('bank_accounts')
      .select('id')
      .where('account_no', '=', '1234567890')
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('from order details, binds a bank account to that order, shown on its details; another’s order reads as missing', async () => {
    const res = await bindChange({ ...bank('BDO', '001234567890'), orderId: 'PT0000000174' });
    expect((res.body.data as BindCard).account).toBe('BDO Unibank **** 7890');
    expect(await order('PT0000000174')).toEqual({
      disbursement_account: 'BDO Unibank **** 7890',
      card_need_pop: 0,
    });
    const details = await t.call('loanDetails', {
      sessionId: jose,
      query: { orderId: 'PT0000000174', productId: 'prod-flex-12k' },
    });
    const rows = (details.body.data as OrderDetails).userOrderDetail.detail;
    expect(rows).toContainEqual({
      text: 'Disbursement account',
      value: 'BDO Unibank **** 7890',
      type: 'text',
    });

    const foreign = await bindChange({ ...bank('BDO', '001234567891'), orderId: 'PT0000000180' });
    const missing = await bindChange({ ...bank('BDO', '001234567891'), orderId: 'PT9999999999' });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
    expect((await order('PT0000000180')).disbursement_account).toBe('');
  });

  it('refuses an account in someone else’s name at its field, in English and Filipino, and stores nothing', async () => {
    // Issue 40: Jose's loan could be paid out to Juan's wallet, while the quote says "An account of your own".
    const foreign = { ...wallet('09175550401'), accountName: 'Juan Dela Cruz' };
    const en = await bindNew(foreign);
    const reason = BIND_MESSAGES.notOwnName('Jose Reyes');
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: ErrorCode.Validation, message: reason });
    expect((en.body.data as FieldErrors).fields).toEqual({ accountName: reason });
    const fil = await t.call('bindCardNew', { sessionId: jose, query: { lang: 'fil' }, form: foreign });
    const filReason =
      'Dapat nakapangalan sa iyo ang account (Jose Reyes, gaya ng nasa profile mo). Mag-bind ng account na nasa pangalan mo.';
    expect(fil.body).toMatchObject({ code: ErrorCode.Validation, message: filReason });
    expect((fil.body.data as FieldErrors).fields).toEqual({ accountName: filReason });
    const change = await bindChange({
      ...bank('BDO', '001234567811'),
      accountName: 'Maria Santos',
      orderId: 'PT0000000174',
    });
    expect(change.body).toMatchObject({ code: ErrorCode.Validation, message: reason });
    const stored = await t.db
      .selectFrom('bank_accounts')
      .select('id')
      .where('account_no', 'in', ['09175550401', '001234567811'])
      .execute();
    expect(stored).toHaveLength(0);
    expect((await order('PT0000000174')).disbursement_account).toBe('BDO Unibank **** 7890');
  });

  it('takes the own name however the account prints it, and order details show it', async () => {
    const res = await bindChange({
      ...bank('BDO', '001234567822'),
      accountName: 'REYES,  jose',
      orderId: 'PT0000000174',
    });
    expect((res.body.data as BindCard).account).toBe('BDO Unibank **** 7822');
    const details = await t.call('loanDetails', {
      sessionId: jose,
      query: { orderId: 'PT0000000174', productId: 'prod-flex-12k' },
    });
    const rows = (details.body.data as OrderDetails).userOrderDetail.detail;
    expect(rows).toContainEqual({
      text: 'Disbursement account',
      value: 'BDO Unibank **** 7822',
      type: 'text',
    });
    expect(rows).toContainEqual({ text: 'Account name', value: 'REYES, jose', type: 'text' });
  });

  it('keeps each borrower’s accounts to themselves', async () => {
    const way = await t.call('repaymentWay', { sessionId: maria, body: { orderId: 'PT0000000180' } });
    const cards = (way.body.data as RepaymentWay).bankCards;
    expect(cards.some((c) => c.cardNo.endsWith('4567') || c.cardNo.endsWith('7890'))).toBe(false);
    const joseWay = await t.call('repaymentWay', { sessionId: jose, body: { orderId: 'PT0000000174' } });
    const joseCards = (joseWay.body.data as RepaymentWay).bankCards.map((c) => c.cardNo);
    expect(joseCards).toEqual(expect.arrayContaining(['**** 4567', '**** 7890']));
  });
});
