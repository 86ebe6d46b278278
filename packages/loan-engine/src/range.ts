// A product's amounts and terms (issue 27): the borrower picks an amount within a range, in steps, and one of the
// product's terms. principalAmount and termDays stay the product's default. Every pair a product offers must pass
// validateOffer on its own: coverage by the SEC caps is decided on the pair offered (≤ ₱10,000 and ≤ 123 days), so
// the small, short pairs of a product are held to the caps even when its default is not covered.
import { LoanEngineError } from './errors';
import { validateOffer } from './offer';
import { pricingTermsOf, type AmountRange, type Offer, type OfferIssue, type Product } from './product';

export type RangeIssueCode = 'amount-out-of-range' | 'amount-off-step' | 'term-not-offered' | 'invalid-range';

export interface RangeIssue {
  code: RangeIssueCode;
  message: string;
}

/** The product's amounts: its declared range, or its default alone for a product stored before ranges. */
export function amountRangeOf(product: Product): AmountRange {
  return (
    product.amountRange ?? {
      minAmount: product.principalAmount,
      maxAmount: product.principalAmount,
      stepAmount: product.principalAmount,
    }
  );
}

/** The product's terms in days, ascending: its declared options, or its default alone. */
export function termOptionsOf(product: Product): number[] {
  return [...(product.termOptions ?? [product.termDays])];
}

/** Every amount the product lends, ascending. */
export function offeredAmounts(product: Product): number[] {
  const { minAmount, maxAmount, stepAmount } = amountRangeOf(product);
  if (!(stepAmount > 0)) return [minAmount];
  const amounts: number[] = [];
  for (let amount = minAmount; amount <= maxAmount; amount += stepAmount) amounts.push(amount);
  return amounts;
}

/** What keeps an amount and term from being one of the product's offers; empty when it is one. */
export function rangeIssues(product: Product, amount: number, termDays: number): RangeIssue[] {
  const { minAmount, maxAmount, stepAmount } = amountRangeOf(product);
  const issues: RangeIssue[] = [];
  if (!Number.isSafeInteger(amount) || amount < minAmount || amount > maxAmount) {
    issues.push({
      code: 'amount-out-of-range',
      message: `amount must be ${minAmount} to ${maxAmount} centavos, got ${amount}`,
    });
  } else if ((amount - minAmount) % stepAmount !== 0) {
    issues.push({
      code: 'amount-off-step',
      message: `amount must be ${minAmount} plus a multiple of ${stepAmount} centavos, got ${amount}`,
    });
  }
  if (!termOptionsOf(product).includes(termDays)) {
    issues.push({
      code: 'term-not-offered',
      message: `term must be one of ${termOptionsOf(product).join(', ')} days, got ${termDays}`,
    });
  }
  return issues;
}

/** The offer for one of the product's amounts and terms; refuses a pair the product does not offer. */
export function offerAt(product: Product, amount: number, termDays: number): Offer {
  const issues = rangeIssues(product, amount, termDays);
  if (issues.length > 0) {
    throw new LoanEngineError('invalid-offer', issues.map((issue) => issue.message).join('; '));
  }
  return { terms: pricingTermsOf(product), principalAmount: amount, termDays };
}

/**
 * The largest amount the product lends within a limit (the borrower's credit limit), or undefined when even its
 * smallest is above the limit.
 */
export function largestAmountWithin(product: Product, limitAmount: number): number | undefined {
  const { minAmount, maxAmount, stepAmount } = amountRangeOf(product);
  if (limitAmount < minAmount) return undefined;
  const top = Math.min(maxAmount, limitAmount);
  return minAmount + Math.floor((top - minAmount) / stepAmount) * stepAmount;
}

/**
 * Everything wrong with a product's range and its offers: a malformed range (the default outside it or off its
 * step, terms not ascending or without the default), then each offered pair's own validateOffer issues, named
 * by the pair. Empty when every amount and term the product offers may be shown.
 */
export function productOfferIssues(product: Product): (OfferIssue | RangeIssue)[] {
  const { minAmount, maxAmount, stepAmount } = amountRangeOf(product);
  const terms = termOptionsOf(product);
  const shapeOk =
    [minAmount, maxAmount, stepAmount].every((v) => Number.isSafeInteger(v) && v > 0) &&
    minAmount <= maxAmount &&
    (maxAmount - minAmount) % stepAmount === 0 &&
    terms.length > 0 &&
    terms.every((t, i) => Number.isSafeInteger(t) && (i === 0 || t > terms[i - 1]!));
  if (!shapeOk) {
    return [{ code: 'invalid-range', message: 'amounts need min ≤ max in whole steps; terms must ascend' }];
  }
  const defaults = rangeIssues(product, product.principalAmount, product.termDays);
  if (defaults.length > 0) {
    return [
      {
        code: 'invalid-range',
        message: `the default amount and term are not offered: ${defaults[0]!.message}`,
      },
    ];
  }
  const issues: OfferIssue[] = [];
  for (const amount of offeredAmounts(product)) {
    for (const termDays of terms) {
      for (const issue of validateOffer(offerAt(product, amount, termDays))) {
        issues.push({ code: issue.code, message: `${amount} for ${termDays} days: ${issue.message}` });
      }
    }
  }
  return issues;
}
