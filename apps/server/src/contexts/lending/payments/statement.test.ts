// @module-tag database: payments posted through pay codes and the ledger, read back from the PDF, on PGlite and PostgreSQL
// The statement of account (issue 42): the borrower's own, as data and as a PDF in English or Filipino, read back
// with unpdf; a foreign order reads like a missing one; staff download any order's from the file, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { ErrorCode } from '@pautang/contract/errors';
import { formatAmount } from '@pautang/contract/format/money';
import type { OrderDetails } from '@pautang/contract/loans';
import type { Statement } from '@pautang/contract/repayment';
import { buildTestApp, staffCookie, type TestApp } from '../../../test-helper';
import { payOnSandbox } from '../../../testing/payments';
import { API_PREFIX } from '@pautang/contract/endpoints';

let t: TestApp;
let maria: string;
let other: string;
const ORDER = { orderId: 'PT0000001741', productId: 'prod-quick-5k' };
const references: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  maria = await t.signIn('10001', 100_000);
  other = await t.signIn('10002', 100_000);
  // Two payments on the order, through a pay code and the sandbox gateway's page, as the borrower pays.
  for (const amount of [50_000, 70_000]) {
    references.push((await payOnSandbox(t, maria, ORDER, amount)).referenceNo);
  }
});
afterAll(() => t.close());

const textOf = async (file: Buffer | undefined) => {
  expect(file?.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(file!));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
};

const statement = async (session: string, query: Record<string, string> = {}) =>
  t.call('orderStatement', { sessionId: session, query: { ...ORDER, ...query } });

describe('the statement of account', () => {
  it('holds the schedule, every payment with its allocation, the charges and the balance the order shows', async () => {
    const res = await statement(maria);
    expect(res.body.message).toBe('success');
    const s = res.body.data as Statement;
    expect(s.orderNo).toBe(ORDER.orderId);
    expect(s.payments.map((p) => p.referenceNo)).toEqual(references);
    for (const p of s.payments) {
      expect(p.lines.reduce((total, l) => total + l.amount, 0)).toBe(p.appliedAmount);
    }
    expect(s.schedule.length).toBeGreaterThan(0);
    expect(s.charges.map((c) => c.label)).toContain('Interest');
    const details = await t.call('loanDetails', { sessionId: maria, query: { orderId: ORDER.orderId } });
    const outstanding = (details.body.data as OrderDetails).userOrderDetail.detail.find(
      (row) => row.text === 'Outstanding amount',
    )?.value;
    expect(s.balanceAmount).toBe(outstanding);
    expect(s.payments.at(-1)?.balanceAfter).toBe(s.balanceAmount);
    expect(s.secRegistrationNo).toBe(t.config.company.secRegistrationNo);
  });

  it('downloads as a PDF whose text holds the order number, every payment, the balance and the lender’s numbers', async () => {
    const res = await statement(maria, { format: 'pdf' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${ORDER.orderId}.pdf"`);
    const text = await textOf(res.file);
    const s = (await statement(maria)).body.data as Statement;
    expect(text).toContain('Statement of account');
    expect(text).toContain(ORDER.orderId);
    for (const p of s.payments) {
      expect(text).toContain(p.referenceNo);
      expect(text).toContain(`PHP ${formatAmount(p.amount)}`);
    }
    expect(text).toContain(`Balance as of ${s.asOf}: PHP ${formatAmount(s.balanceAmount)}`);
    expect(text).toContain(t.config.company.secRegistrationNo);
    expect(text).toContain(t.config.company.certificateOfAuthorityNo);
  });

  it('is in Filipino for a borrower reading Filipino, the allocation labels too', async () => {
    const text = await textOf((await statement(maria, { format: 'pdf', lang: 'fil' })).file);
    expect(text).toContain('Pahayag ng account');
    expect(text).toContain('Natitirang balanse hanggang');
    expect(text).toContain('Interes');
    expect(text).not.toContain('Statement of account');
  });

  it('reads a foreign order exactly like a missing one, as data and as a PDF', async () => {
    const foreign = await statement(other, { format: 'pdf' });
    const missing = await t.call('orderStatement', {
      sessionId: other,
      query: { orderId: 'PT9999999999', format: 'pdf' },
    });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(ErrorCode.NotFound);
    expect(foreign.file).toBeUndefined();
    const wrongProduct = await statement(maria, { productId: 'prod-other' });
    expect(wrongProduct.body).toEqual((await statement(other)).body);
  });

  it('staff with the file’s roles download any order’s, in the language they pick, written to the audit log', async () => {
    const support = await staffCookie(t, 'support');
    const res = await t.inject({
      method: 'GET',
      url: `${API_PREFIX}/console/orders/${ORDER.orderId}/statement?format=pdf&lang=fil`,
      headers: { cookie: support },
    });
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Pahayag ng account');
    for (const reference of references) expect(text).toContain(reference);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'borrower_id'])
      .where('action', '=', 'statement.downloaded')
      .execute();
    expect(audit).toEqual([
      { action: 'statement.downloaded', subject_id: ORDER.orderId, borrower_id: '10001' },
    ]);

    const admin = await staffCookie(t, 'admin');
    const refused = await t.inject({
      method: 'GET',
      url: `${API_PREFIX}/console/orders/${ORDER.orderId}/statement?format=pdf`,
      headers: { cookie: admin },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.inject({
      method: 'GET',
      url: `${API_PREFIX}/console/orders/PT9999999999/statement?format=pdf`,
      headers: { cookie: support },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
