// The repayment pages' queries and first data (lib/screen-call.ts), for the route table and the screens' hooks.
import { orderProductQuery, param } from '../../../lib/page-query';
import { screenCall } from '../../../lib/screen-call';

const centavos = (value: string | null) => {
  const n = Number(value ?? '');
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** /addnormalcard and /alipayrepayment (spec 2 §2.10): the order, the amount, and a coupon on the first only. */
export const cardRepayQuery = (query: URLSearchParams) => ({
  ...orderProductQuery(query),
  amount: centavos(query.get('withholdingAmount')),
  couponId: param(query, 'couponId'),
  couponMoney: centavos(query.get('couponMoney')),
});

/** spec 2 §7: repayment-way?orderId= → alipay, repayToken, bankCards. */
export const repaymentWayCall = (orderId: string) => screenCall('repaymentWay', { orderId });

/** spec 2 §7: /v3/installment/loan-play-detail (productId, orderId) → the instalment repayment info. */
export const instalmentInfoCall = (orderId: string, productId: string) =>
  screenCall('loanPlayDetail', { orderId, productId });

/** spec 2 §7: /carriers/preserved (productId, orderId) → the delay (rollover) info. */
export const delayInfoCall = (orderId: string, productId: string) =>
  screenCall('delayInfo', { orderId, productId });

/** An order's receipts and its codes waiting for payment (beyond the spec, issue 9). */
export const paymentRecordsCall = (orderId: string, productId: string) =>
  screenCall('paymentRecords', { orderId, productId });
