// Money is integer centavos end to end; it becomes text only here, with string math so no float rounding
// can ever leak into an amount.

const PESO = '₱';
const RUPEE = '₹';

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/** 123456 → '1,234.56'. Throws RangeError unless given a safe integer number of centavos. */
export function formatAmount(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) {
    throw new RangeError(`Amount must be an integer number of centavos, got ${centavos}`);
  }
  const digits = String(Math.abs(centavos)).padStart(3, '0');
  const sign = centavos < 0 ? '-' : '';
  return `${sign}${groupDigits(digits.slice(0, -2), ',')}.${digits.slice(-2)}`;
}

/** The spec's region flag: 1 (or '1') means rupee, anything else peso. */
export function currencySymbol(regionFlag?: number | string | null): '₹' | '₱' {
  return regionFlag === 1 || regionFlag === '1' ? RUPEE : PESO;
}

/** Symbol + formatAmount; a negative amount puts its sign before the symbol ('-₱1.50'), as shops write it. */
export function formatMoney(centavos: number, regionFlag?: number | string | null): string {
  const amount = formatAmount(centavos);
  const symbol = currencySymbol(regionFlag);
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/** 123456 → '₱1,234.56'. */
export function formatPeso(centavos: number): string {
  return formatMoney(centavos);
}

/** 100000 → '₱1,000': a headline amount, with centavos only when there are some. */
export function formatPesoShort(centavos: number): string {
  const text = formatPeso(centavos);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/**
 * The spec's "thousands are grouped with a dot": 1234567 → '1.234.567', '1234.5' → '1.234,5'.
 *
 * Why two conventions: peso amounts follow the Philippine convention, comma grouping with a decimal
 * point ('1,234.56', see formatAmount). This helper is for whole counts and for locales that write
 * '1.234,56', so when a value has a fraction it takes a decimal comma. Dot grouping therefore never
 * meets a decimal point, and no amount can read ambiguously ('1.234' is never one and a quarter).
 * Throws RangeError on anything that is not a plain finite decimal number.
 */
export function groupThousandsDot(value: number | string): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a plain decimal number: ${String(value)}`);
  const [, sign = '', whole = '', fraction] = match;
  return `${sign}${groupDigits(whole, '.')}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** 123450 → '1234.50': plain pesos for a gateway's API (no symbol, no grouping). */
export function decimalPesos(centavos: number): string {
  return formatAmount(centavos).replace(/,/g, '');
}

/**
 * A gateway's peso amount ('1234.5', 1234.5, '1,234.50') → 123450 centavos, by string math; NaN for anything
 * that is not a plain non-negative amount with at most two decimals.
 */
export function centavosFromDecimal(value: unknown): number {
  const text = (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')
    .trim()
    .replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return NaN;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
