import { pesos } from './money';
import type { LateChargeConfig, Product } from './product';

// The loan terms page (spec 2 §9), literally: the guard trims these for covered loans only.
export const SEED_LATE_CHARGES: LateChargeConfig = {
  penaltyAmount: { new: pesos(1_000), repeat: pesos(800) },
  interestTiers: [
    { fromDay: 1, rateBpPerDay: 500 },
    { fromDay: 31, rateBpPerDay: 400 },
    { fromDay: 91, rateBpPerDay: 200 },
  ],
};

// Covered by the guard (≤ ₱10,000, ≤ 123 days): late charges and total cost are capped.
const quick: Product = {
  id: 'prod-quick-5k',
  name: 'Pautang Quick',
  logo: '/static/products/quick.svg',
  principalAmount: pesos(5_000),
  termDays: 91,
  // Every pair is covered (≤ ₱10,000, ≤ 123 days), so each is held to the caps.
  amountRange: { minAmount: pesos(1_000), maxAmount: pesos(5_000), stepAmount: pesos(500) },
  termOptions: [91, 120],
  instalmentCount: 1,
  interestRateBpPerDay: 15,
  interestMethod: 'flat',
  maxRollovers: 3,
  fees: [
    { label: 'Service fee', kind: 'fixed', amount: pesos(150) },
    { label: 'Processing fee', kind: 'rate', rateBp: 100 },
  ],
  lateCharges: SEED_LATE_CHARGES,
  prepaymentRule: 'after-half-term',
  recommendation: {
    buttonText: 'Apply now',
    enabled: 1,
    range: '₱1,000 - ₱5,000',
    rangeDesc: 'Loan amount',
    description: '91 days, one payment',
    tags: ['Fast approval', 'No collateral'],
  },
};

// Outside the guard (over ₱10,000 and over 120 days): the seed late charges apply in full.
const plus: Product = {
  id: 'prod-plus-20k',
  name: 'Pautang Plus',
  logo: '/static/products/plus.svg',
  principalAmount: pesos(20_000),
  termDays: 180,
  amountRange: { minAmount: pesos(10_000), maxAmount: pesos(20_000), stepAmount: pesos(1_000) },
  termOptions: [180, 270],
  instalmentCount: 1,
  interestRateBpPerDay: 10,
  interestMethod: 'flat',
  maxRollovers: 2,
  fees: [
    { label: 'Service fee', kind: 'fixed', amount: pesos(500) },
    { label: 'Processing fee', kind: 'rate', rateBp: 200 },
  ],
  lateCharges: SEED_LATE_CHARGES,
  prepaymentRule: 'after-half-term',
  recommendation: {
    buttonText: 'Apply now',
    enabled: 1,
    range: '₱10,000 - ₱20,000',
    rangeDesc: 'Loan amount',
    description: '180 days, one payment',
    tags: ['Higher amount', 'Repeat clients'],
  },
};

// Instalment plan, also outside the guard (over ₱10,000), with interest on the declining balance.
const flex: Product = {
  id: 'prod-flex-12k',
  name: 'Pautang Flex',
  logo: '/static/products/flex.svg',
  principalAmount: pesos(12_000),
  termDays: 180,
  // ₱6,000 to ₱10,000 over 120 days is covered: those pairs are held to the caps.
  amountRange: { minAmount: pesos(6_000), maxAmount: pesos(12_000), stepAmount: pesos(1_000) },
  termOptions: [120, 180],
  instalmentCount: 3,
  interestRateBpPerDay: 8,
  interestMethod: 'declining-balance',
  maxRollovers: 0,
  fees: [
    { label: 'Service fee', kind: 'fixed', amount: pesos(300) },
    { label: 'Processing fee', kind: 'rate', rateBp: 150 },
  ],
  lateCharges: SEED_LATE_CHARGES,
  prepaymentRule: 'after-half-term',
  recommendation: {
    buttonText: 'Apply now',
    enabled: 1,
    range: '₱6,000 - ₱12,000',
    rangeDesc: 'Loan amount',
    description: '3 payments over 180 days',
    tags: ['Instalments', 'Flexible'],
  },
};

export const CATALOGUE: readonly Product[] = [quick, plus, flex];

export function findProduct(id: string): Product | undefined {
  return CATALOGUE.find((product) => product.id === id);
}
