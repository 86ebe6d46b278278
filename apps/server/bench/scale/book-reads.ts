// The four borrower reads the issue names, as requests over random book borrowers: which borrowers each read can be
// asked for is found in the book with the server's own rules (an order's status, an offer still signable), so
// every request is one a borrower's screen would make and answers code 0.
import { API_PREFIX, endpoints } from '@pautang/contract/endpoints';
import { addDays, rangeIssues } from '@pautang/loan-engine';
import type { Db } from '../../src/platform/db/client';
import { OFFER_VALID_DAYS, signableDecision } from '../../src/contexts/lending/index';
import { ACTIVE_STATUSES, statusOf } from '../../src/contexts/lending/index';
import { listProducts } from '../../src/contexts/lending/index';
import type autocannon from 'autocannon';
import { sessionQuery, XHR, type BookReader } from './book-server';

export type ReadKind = 'details' | 'confirm' | 'repayment' | 'complaints';

export const READ_CALLS: Record<ReadKind, string> = {
  details: 'order details (loan-details)',
  confirm: 'loan confirmation (loan-detail-confirm)',
  repayment: 'repayment info (loan-play-detail)',
  complaints: 'complaint list (problem-list)',
};

/** One request of a load: a borrower's own session, and the order or product it reads. */
export type BookRequest = {
  kind: ReadKind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  user: string;
};

const callPath = (key: 'loanDetailConfirm' | 'loanPlayDetail' | 'problemList', r: BookReader) =>
  `${API_PREFIX}${endpoints[key].path}?${new URLSearchParams(sessionQuery(r))}`;

export function detailsRequest(r: BookReader, orderId: string): BookRequest {
  const query = new URLSearchParams({ orderId, ...sessionQuery(r) });
  return {
    kind: 'details',
    method: 'GET',
    path: `${API_PREFIX}${endpoints.loanDetails.path}?${query}`,
    user: r.userId,
  };
}

export const confirmRequest = (r: BookReader, productId: string): BookRequest => ({
  kind: 'confirm',
  method: 'POST',
  path: callPath('loanDetailConfirm', r),
  body: JSON.stringify({ productId }),
  user: r.userId,
});

export const repaymentRequest = (r: BookReader, orderId: string, productId: string): BookRequest => ({
  kind: 'repayment',
  method: 'POST',
  path: callPath('loanPlayDetail', r),
  body: JSON.stringify({ productId, orderId }),
  user: r.userId,
});

export const complaintsRequest = (r: BookReader): BookRequest => ({
  kind: 'complaints',
  method: 'POST',
  path: callPath('problemList', r),
  body: JSON.stringify({}),
  user: r.userId,
});

/** An order a borrower may pay now (repayment info answers it): its id and product. */
export type PayableOrder = { reader: BookReader; orderId: string; productId: string; overridden: boolean };

/** What each reader can read: one of their orders, an order they can pay now, a signable offer, complaints filed. */
export type ReaderFacts = {
  anyOrder: Map<string, string>;
  payable: Map<string, PayableOrder>;
  offer: Map<string, string>;
  complained: Set<string>;
};

/** `offers`: stop checking offers once this many are found (each check is two queries). */
export async function readerFacts(
  db: Db,
  readers: BookReader[],
  businessDate: string,
  offers = Infinity,
): Promise<ReaderFacts> {
  const facts: ReaderFacts = {
    anyOrder: new Map(),
    payable: new Map(),
    offer: new Map(),
    complained: new Set(),
  };
  const byUser = new Map(readers.map((r) => [r.userId, r]));
  const catalogue = await listProducts(db);
  const users = [...byUser.keys()];
  for (let i = 0; i < users.length; i += 5_000) {
    const chunk = users.slice(i, i + 5_000);
    const orders = await db.selectFrom('orders').selectAll().where('user_id', 'in', chunk).execute();
    for (const o of orders) {
      if (!facts.anyOrder.has(o.user_id)) facts.anyOrder.set(o.user_id, o.id);
      const reader = byUser.get(o.user_id);
      if (reader && o.disbursed_on && ACTIVE_STATUSES.includes(statusOf(o, businessDate))) {
        facts.payable.set(o.user_id, {
          reader,
          orderId: o.id,
          productId: o.product_id,
          overridden: o.status_override !== null,
        });
      }
    }
    const complaints = await db
      .selectFrom('complaints')
      .select('user_id')
      .distinct()
      .where('user_id', 'in', chunk)
      .execute();
    for (const c of complaints) facts.complained.add(c.user_id);
    const approved = await db
      .selectFrom('credit_decisions')
      .select(['user_id', 'product_id'])
      .distinct()
      .where('user_id', 'in', chunk)
      .where('outcome', '=', 'approved')
      .where('business_date', '>=', addDays(businessDate, -OFFER_VALID_DAYS))
      .execute();
    for (const d of approved) {
      if (facts.offer.has(d.user_id) || facts.offer.size >= offers) continue;
      // The server's own rules: the latest decision for the product, approved, recent, not yet signed, and its
      // offer within the product's range today (loans.service.ts decisionOffer).
      const decision = await signableDecision(db, d.user_id, d.product_id, businessDate);
      const product = catalogue.find((p) => p.id === d.product_id);
      if (
        decision &&
        product &&
        rangeIssues(product.definition, decision.offer_amount, decision.offer_term_days).length === 0
      ) {
        facts.offer.set(d.user_id, d.product_id);
      }
    }
  }
  return facts;
}

/**
 * Disjoint borrowers per read, so no read starts warm from another's: each borrower goes to the read, among those
 * they can make, whose list is shortest so far (a book where every borrower has an offer still fills every read).
 * Each list is at most `cap` long.
 */
export function requestsByKind(
  readers: BookReader[],
  facts: ReaderFacts,
  cap: number,
  kinds: ReadKind[] = ['details', 'confirm', 'repayment', 'complaints'],
): Record<ReadKind, BookRequest[]> {
  const out: Record<ReadKind, BookRequest[]> = { details: [], confirm: [], repayment: [], complaints: [] };
  const make: Record<ReadKind, (r: BookReader) => BookRequest | undefined> = {
    confirm: (r) => {
      const product = facts.offer.get(r.userId);
      return product ? confirmRequest(r, product) : undefined;
    },
    repayment: (r) => {
      const p = facts.payable.get(r.userId);
      return p ? repaymentRequest(r, p.orderId, p.productId) : undefined;
    },
    complaints: (r) => (facts.complained.has(r.userId) ? complaintsRequest(r) : undefined),
    details: (r) => {
      const order = facts.anyOrder.get(r.userId);
      return order ? detailsRequest(r, order) : undefined;
    },
  };
  for (const r of readers) {
    let best: BookRequest | undefined;
    for (const kind of kinds) {
      if (out[kind].length >= cap || (best && out[kind].length >= out[best.kind].length)) continue;
      best = make[kind](r) ?? best;
    }
    if (best) out[best.kind].push(best);
  }
  return out;
}

/**
 * Sets autocannon's next request to `r`. The headers are a new object each time: autocannon keeps the one it was
 * given across requests, so a POST's Content-Length stayed on the next GET, which then answered 400.
 */
export function withRequest(request: autocannon.Request, r: BookRequest): autocannon.Request {
  request.method = r.method;
  request.path = r.path;
  request.headers = r.body === undefined ? { ...XHR } : { ...XHR, 'content-type': 'application/json' };
  request.body = r.body ?? '';
  return request;
}
