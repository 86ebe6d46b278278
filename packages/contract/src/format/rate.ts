// Rates arrive in basis points (1 bp = 0.01%); like money they become text with string math only.

/** 1234 → '12.34%', 123456 → '1,234.56%', 5 → '0.05%'. Throws RangeError unless given a safe integer. */
export function formatBasisPoints(bp: number): string {
  if (!Number.isSafeInteger(bp))
    throw new RangeError(`Rate must be an integer number of basis points, got ${bp}`);
  const digits = String(Math.abs(bp)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${bp < 0 ? '-' : ''}${whole}.${digits.slice(-2)}%`;
}
