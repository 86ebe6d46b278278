// Demo orders, one per order scenario, defined against the business date so each opens in its stated state.
// Ids are fixed: the scenario list names them and tools outside the project rely on them.
import {
  addDays,
  buildSchedule,
  orderStatus,
  overdueSince,
  pricingTermsOf,
  type InstalmentBuckets,
} from '@pautang/loan-engine';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../../platform/db/schema';
import { DEMO_PRODUCTS } from './demo-catalogue';

type Spec = {
  id: string;
  userId: string;
  productId: string;
  clientType: 'new' | 'repeat';
  /** Days before the business date the loan was disbursed; null: not disbursed. */
  disbursedDaysAgo: number | null;
  extra?: Partial<Insertable<OrdersTable>>;
  fullyPaid?: boolean;
};

export const DEMO_ORDER_SPECS: Record<string, Spec> = {
  'order-21': {
    id: 'PT0000000021',
    userId: '10002',
    productId: 'prod-quick-5k',
    clientType: 'repeat',
    disbursedDaysAgo: null,
  },
  'order-151': {
    id: 'PT0000000151',
    userId: '10002',
    productId: 'prod-plus-20k',
    clientType: 'repeat',
    disbursedDaysAgo: null,
    extra: { status_override: 151 },
  },
  'order-110': {
    id: 'PT0000000110',
    userId: '10002',
    productId: 'prod-decline-3k',
    clientType: 'repeat',
    disbursedDaysAgo: null,
    extra: { disbursement_failed: true },
  },
  'order-170': {
    id: 'PT0000000170',
    userId: '10002',
    productId: 'prod-quick-5k',
    clientType: 'repeat',
    disbursedDaysAgo: 30,
    extra: { status_override: 170 },
  },
  'order-174': {
    id: 'PT0000000174',
    userId: '10002',
    productId: 'prod-flex-12k',
    clientType: 'repeat',
    disbursedDaysAgo: 20,
  },
  'order-174-delay': {
    id: 'PT0000001741',
    userId: '10001',
    productId: 'prod-quick-5k',
    clientType: 'new',
    disbursedDaysAgo: 20,
  },
  'order-180': {
    id: 'PT0000000180',
    userId: '10001',
    productId: 'prod-plus-20k',
    clientType: 'new',
    disbursedDaysAgo: 190,
  },
  'order-200': {
    id: 'PT0000000200',
    userId: '10002',
    productId: 'prod-quick-5k',
    clientType: 'repeat',
    disbursedDaysAgo: 60,
    fullyPaid: true,
  },
  'order-redirect': {
    id: 'PT0000000301',
    userId: '10001',
    productId: 'prod-flex-12k',
    clientType: 'new',
    disbursedDaysAgo: 10,
    extra: {
      redirect_url: '/loanAgreement?kind=disclosure-statement&productId=prod-flex-12k&orderId=PT0000000301',
    },
  },
  'order-card-prompt': {
    id: 'PT0000000302',
    userId: '10001',
    productId: 'prod-quick-5k',
    clientType: 'new',
    disbursedDaysAgo: 5,
    extra: { card_need_pop: 1 },
  },
  'order-kind-tips': {
    id: 'PT0000000303',
    userId: '10002',
    productId: 'prod-plus-20k',
    clientType: 'repeat',
    disbursedDaysAgo: 15,
    extra: {
      kind_tips_msg:
        'Repay only through the channels shown in this app. Our staff will never ask you to send money to a personal account.',
    },
  },
  'order-score': {
    id: 'PT0000000304',
    userId: '10002',
    productId: 'prod-quick-5k',
    clientType: 'repeat',
    disbursedDaysAgo: 95,
    fullyPaid: true,
    extra: { is_score: '1' },
  },
};

export function demoOrderRow(spec: Spec, businessDate: string): Insertable<OrdersTable> {
  const product = DEMO_PRODUCTS.find((p) => p.id === spec.productId)?.definition;
  if (!product) throw new Error(`no demo product ${spec.productId}`);
  const terms = pricingTermsOf(product);
  const disbursedOn = spec.disbursedDaysAgo === null ? null : addDays(businessDate, -spec.disbursedDaysAgo);
  const createdOn = addDays(businessDate, -((spec.disbursedDaysAgo ?? 0) + 1));
  let paid: Partial<InstalmentBuckets>[] = [];
  if (spec.fullyPaid && disbursedOn) {
    paid = buildSchedule(
      { terms, principalAmount: product.principalAmount, termDays: product.termDays },
      disbursedOn,
    ).instalments.map((i) => ({
      principalAmount: i.principalAmount,
      interestAmount: i.interestAmount,
      feesAmount: i.feesAmount,
    }));
  }
  const loan = {
    terms,
    principalAmount: product.principalAmount,
    termDays: product.termDays,
    clientType: spec.clientType,
    disbursedOn,
    disbursementFailed: spec.extra?.disbursement_failed ?? false,
    instalmentsPaid: paid,
  };
  const status = spec.extra?.status_override ?? orderStatus(loan, businessDate);
  return {
    id: spec.id,
    user_id: spec.userId,
    product_id: spec.productId,
    request_id: null,
    status,
    principal_amount: product.principalAmount,
    term_days: product.termDays,
    terms: JSON.stringify(terms),
    client_type: spec.clientType,
    disbursed_on: disbursedOn,
    // The day days past due count from, as updateOrder keeps it for the app's own writes.
    overdue_since: overdueSince(loan),
    instalments_paid: JSON.stringify(paid),
    agreement_ids: JSON.stringify(['loan-agreement', 'disclosure-statement']),
    agreed_at: `${createdOn}T02:00:00.000Z`,
    created_at: `${createdOn}T02:00:00.000Z`,
    ...spec.extra,
  };
}
