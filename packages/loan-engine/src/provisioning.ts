// The allowance for credit losses (issue 42): each loan's carrying amount (what the books hold of it, less the
// interest not earned yet) falls in a bucket by days past due, and each bucket asks a share of it, at a rate finance
// sets. The defaults stand in for the lender's own loss history until it has one.

/** The days-past-due buckets, in order: a loan is in the first whose last day it has not passed. */
export const PROVISION_BUCKETS = [
  { bucket: 'current', lastDay: 0 },
  { bucket: '1-30', lastDay: 30 },
  { bucket: '31-60', lastDay: 60 },
  { bucket: '61-90', lastDay: 90 },
  { bucket: '91-180', lastDay: 180 },
  { bucket: 'over-180', lastDay: Number.POSITIVE_INFINITY },
] as const;

export type ProvisionBucket = (typeof PROVISION_BUCKETS)[number]['bucket'];

/** A rate per bucket, in basis points of the carrying amount (10000 = all of it). */
export type ProvisionRates = Record<ProvisionBucket, number>;

/** The defaults: 1 %, 5 %, 25 %, 50 %, 75 %, 100 %. */
export const DEFAULT_PROVISION_RATES: Readonly<ProvisionRates> = Object.freeze({
  current: 100,
  '1-30': 500,
  '31-60': 2500,
  '61-90': 5000,
  '91-180': 7500,
  'over-180': 10000,
});

export function bucketOf(daysPastDue: number): ProvisionBucket {
  return (PROVISION_BUCKETS.find((b) => daysPastDue <= b.lastDay) ?? PROVISION_BUCKETS[5]).bucket;
}

/** The allowance a carrying amount asks at a rate, in whole centavos, rounded half up (integer arithmetic only). */
export const allowanceFor = (exposure: number, rateBp: number): number =>
  Math.floor((exposure * rateBp + 5000) / 10000);

export type ProvisionLine = {
  bucket: ProvisionBucket;
  count: number;
  exposure: number;
  rateBp: number;
  required: number;
};

/**
 * The allowance required for a book of loans, bucket by bucket and in all. Each loan's allowance is rounded on its
 * own, so the figure for a bucket is the sum of its loans' (and the report's lines add up to its total).
 */
export function provisionByBucket(
  loans: readonly { daysPastDue: number; exposure: number }[],
  rates: Readonly<ProvisionRates>,
): { lines: ProvisionLine[]; required: number; exposure: number } {
  const lines = PROVISION_BUCKETS.map(({ bucket }) => ({
    bucket,
    count: 0,
    exposure: 0,
    rateBp: rates[bucket],
    required: 0,
  })) as ProvisionLine[];
  for (const loan of loans) {
    if (loan.exposure <= 0) continue;
    const line = lines.find((l) => l.bucket === bucketOf(loan.daysPastDue))!;
    line.count += 1;
    line.exposure += loan.exposure;
    line.required += allowanceFor(loan.exposure, line.rateBp);
  }
  return {
    lines,
    required: lines.reduce((t, l) => t + l.required, 0),
    exposure: lines.reduce((t, l) => t + l.exposure, 0),
  };
}
