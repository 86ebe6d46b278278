// Products as the borrower sees them: offers, plans and the recommended-products list.
import type { RecProduct, RepayPlan } from '@pautang/contract/loans';
import { ErrorCode } from '@pautang/contract/errors';
import {
  amountRangeOf,
  buildSchedule,
  daysBetween,
  offerAt,
  offerFromProduct,
  productOfferIssues,
  type Offer,
  type OfferIssue,
  type Product,
  type RangeIssue,
  type Schedule,
} from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/errors';
import { interestRateShortText } from './product-texts';
import { findActiveProduct, listProducts, type ProductRow } from './products.repository';

export const PRODUCT_NOT_FOUND = 'This loan offer is not available.';

const issuesOf = new WeakMap<Product, (OfferIssue | RangeIssue)[]>();

/**
 * Everything that keeps a product from being offered: malformed pricing or range, or any amount and term it offers
 * that is covered and above the caps. Remembered per definition object: catalogue rows come from the read cache,
 * and the EIR search over every pair is not free.
 */
export function productIssues(product: Product): (OfferIssue | RangeIssue)[] {
  let issues = issuesOf.get(product);
  if (!issues) {
    issues = productOfferIssues(product);
    issuesOf.set(product, issues);
  }
  return issues;
}

/**
 * An active product the borrower may be offered. The engine's offer validation runs on every load, so a
 * product that breaks a cap (edited in the database, or seeded wrong) is refused with a clear message at the
 * confirmation screens and at the push, never priced.
 */
export async function requireProduct(db: Db, productId: string): Promise<ProductRow> {
  const row = await findActiveProduct(db, productId);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  if (productIssues(row.definition).length > 0) throw new AppError(ErrorCode.OfferUnlawful);
  return row;
}

export function offerOf(row: ProductRow): Offer {
  return offerFromProduct(row.definition);
}

/** One of the product's offers: an amount and term it lends (the caller has checked the pair is offered). */
export function offerOfPair(row: ProductRow, amount: number, termDays: number): Offer {
  return offerAt(row.definition, amount, termDays);
}

export function scheduleOf(row: ProductRow, startOn: string, offer: Offer = offerOf(row)): Schedule {
  return buildSchedule(offer, startOn);
}

export function toRecProduct(product: Product): RecProduct {
  const r = product.recommendation;
  return {
    productId: product.id,
    logo: product.logo,
    name: product.name,
    buttonText: r.buttonText,
    enabled: r.enabled,
    range: r.range,
    rangeDesc: r.rangeDesc,
    rate: interestRateShortText(product),
    description: r.description,
    tags: [...r.tags],
  };
}

/** Every other active product that may lawfully be offered, best first. */
export function recommendedFrom(catalogue: readonly ProductRow[], excludeId?: string): RecProduct[] {
  return catalogue
    .filter((r) => r.active && r.id !== excludeId && productIssues(r.definition).length === 0)
    .map((r) => toRecProduct(r.definition));
}

/**
 * The amounts our own products lend, smallest to largest, as the public site states them: active products that
 * may lawfully be offered, without a partner's (a link to another lender's site).
 */
export function lendingRange(catalogue: readonly ProductRow[]): { minAmount: number; maxAmount: number } {
  const ours = catalogue.filter(
    (r) => r.active && !/^https?:/i.test(r.link) && productIssues(r.definition).length === 0,
  );
  if (ours.length === 0) return { minAmount: 0, maxAmount: 0 };
  return {
    minAmount: Math.min(...ours.map((r) => amountRangeOf(r.definition).minAmount)),
    maxAmount: Math.max(...ours.map((r) => amountRangeOf(r.definition).maxAmount)),
  };
}

/** The lending range of the catalogue as stored now (the read cache's rows). */
export async function offeredRange(db: Db): Promise<{ minAmount: number; maxAmount: number }> {
  return lendingRange(await listProducts(db));
}

/** The plan rows of a schedule (spec 2 §3 repay_plans), with the day each falls due after the start. */
export function plansOf(schedule: Schedule): RepayPlan[] {
  return schedule.instalments.map((i) => ({
    pay_time: i.dueOn,
    title: i.title,
    amount: i.totalAmount,
    instalment: i.index,
    instalments: i.count,
    day: daysBetween(schedule.startOn, i.dueOn),
  }));
}
