import { LoanEngineError } from './errors';

// Rates are integer basis points: 1 bp = 0.01 %, so 10 000 bp = 100 %.
export const BASIS_POINTS = 10_000;

export type Rounding = 'half-up' | 'floor';

export function assertAmount(value: number, name = 'amount'): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new LoanEngineError(
      'invalid-amount',
      `${name} must be a non-negative integer of centavos, got ${value}`,
    );
  }
  return value;
}

// Catalogue and tests speak in whole pesos; everything else speaks in centavos.
export function pesos(wholePesos: number): number {
  return assertAmount(wholePesos * 100, 'pesos');
}

/**
 * (f1 × f2 × …) ÷ denominator with one rounding at the end.
 * BigInt because amount × rate × days can pass 2^53 for large loans; a single final rounding keeps
 * the result independent of how the product was grouped.
 * 'half-up' is used for charges, 'floor' for legal caps (a cap rounded up would exceed the law).
 */
export function mulDiv(factors: readonly number[], denominator: number, rounding: Rounding): number {
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new LoanEngineError('invalid-amount', `denominator must be a positive integer, got ${denominator}`);
  }
  let numerator = 1n;
  for (const factor of factors) numerator *= BigInt(assertAmount(factor, 'factor'));
  const d = BigInt(denominator);
  const result = rounding === 'floor' ? numerator / d : (2n * numerator + d) / (2n * d);
  return assertAmount(Number(result), 'result');
}

// Floor each share and give the leftover centavos to the last part, so parts always sum to the total.
export function splitEvenly(totalAmount: number, parts: number): number[] {
  assertAmount(totalAmount, 'totalAmount');
  if (!Number.isSafeInteger(parts) || parts < 1) {
    throw new LoanEngineError('invalid-amount', `parts must be a positive integer, got ${parts}`);
  }
  const share = Math.floor(totalAmount / parts);
  const shares = Array.from({ length: parts }, () => share);
  shares[parts - 1] = totalAmount - share * (parts - 1);
  return shares;
}

export function sumAmounts(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}
