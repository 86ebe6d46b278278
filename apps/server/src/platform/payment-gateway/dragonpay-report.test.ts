// @module-tag once: the adapter's transaction report against a fake fetch
// The daily reconciliation reads Dragonpay's transaction report (collection API v1, GET /transactions?startdate=
// &enddate=, HTTP Basic auth): the settled (S) transactions of the Manila day, amounts in centavos, times read as
// Manila time when they carry no zone. A fake fetch answers as Dragonpay does; the request it saw is checked.
import { describe, expect, it } from 'vitest';
import { dragonpayGateway, settledOf } from './dragonpay';
import { GatewayError } from './gateway';

const config = {
  kind: 'dragonpay' as const,
  merchantId: 'MERCH1',
  password: 'secret',
  baseUrl: 'https://test.dragonpay.ph/api/collect/v2',
  postbackSignature: 'sha1' as const,
};

function fakeFetch(answer: { status: number; body: unknown }) {
  const seen: { url: string; auth: string }[] = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({ url: String(url), auth: headers.get('authorization') ?? '' });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { impl, seen };
}

const REPORT = [
  {
    RefNo: 'AB12CD34',
    RefDate: '2026-11-24 09:58:00',
    MerchantId: 'MERCH1',
    TxnId: 'PTX000000000101',
    ProcId: 'GCSH',
    Amount: 1500.5,
    Status: 'S',
    SettleDate: '2026-11-24 10:00:00',
  },
  // Pending and failed ones are not settled.
  { RefNo: 'P1', TxnId: 'PTX000000000102', Amount: '200.00', Status: 'P', RefDate: '2026-11-24 11:00:00' },
  { RefNo: 'F1', TxnId: 'PTX000000000103', Amount: '300.00', Status: 'F', RefDate: '2026-11-24 11:00:00' },
  // Settled after midnight Manila: the next day's.
  { RefNo: 'N1', TxnId: 'PTX000000000104', Amount: '400.00', Status: 'S', SettleDate: '2026-11-25 00:10:00' },
  // A zone it states is kept: 16:30 UTC on the 23rd is 00:30 on the 24th in Manila.
  {
    RefNo: 'Z1',
    TxnId: 'PTX000000000105',
    Amount: '1,250.00',
    Status: 'S',
    SettleDate: '2026-11-23T16:30:00Z',
  },
  // Not a transaction, or no amount to read: skipped, not the whole report.
  null,
  { RefNo: 'X1', TxnId: 'PTX000000000106', Amount: 'n/a', Status: 'S' },
];

describe("Dragonpay's transaction report", () => {
  it('asks the v1 report for the day, with Basic auth, and answers the settled transactions of that Manila day', async () => {
    const fake = fakeFetch({ status: 200, body: REPORT });
    const settled = await dragonpayGateway(config, fake.impl).settledTransactions('2026-11-24');
    expect(fake.seen).toEqual([
      {
        url: 'https://test.dragonpay.ph/api/collect/v1/transactions?startdate=2026-11-24&enddate=2026-11-24',
        auth: `Basic ${Buffer.from('MERCH1:secret').toString('base64')}`,
      },
    ]);
    expect(settled).toEqual([
      {
        txnId: 'PTX000000000101',
        refNo: 'AB12CD34',
        amount: 150050,
        settledAt: '2026-11-24T02:00:00.000Z',
      },
      { txnId: 'PTX000000000105', refNo: 'Z1', amount: 125000, settledAt: '2026-11-23T16:30:00.000Z' },
    ]);
  });

  it('an answer that is not a list holds nothing; an HTTP error is a GatewayError', async () => {
    expect(settledOf({ Message: 'no records' }, '2026-11-24')).toEqual([]);
    const fake = fakeFetch({ status: 500, body: { Message: 'down' } });
    await expect(dragonpayGateway(config, fake.impl).settledTransactions('2026-11-24')).rejects.toThrow(
      GatewayError,
    );
  });
});
