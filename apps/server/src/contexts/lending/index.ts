// The lending context's door: the only file of it another context, a flow, app.ts or a test elsewhere may import.
export { agreementHandlers } from './agreements/agreements.routes';
export {
  applyErrors,
  blockerMessages,
  outcomeMessages,
  productReasons,
  requirements,
  ruleReasons,
  signErrors,
} from './credit/credit-texts';
export { creditHandlers } from './credit/credit.routes';
export { OFFER_VALID_DAYS, signableDecision } from './credit/decisions';
export { decisionViewOf, writeReviewDecision } from './credit/review-decision';
export { waitingReviews } from './credit/review.repository';
export { reviewHandlers } from './credit/review.routes';
export { confirmRows, loginFailure, pushErrors, renewalTexts } from './loans/loan-texts';
export { loanHandlers } from './loans/loans.routes';
export { overdueSinceOf } from './orders/loan-state';
export {
  clearBorrowerIdentities,
  findOrderForUser,
  listOrdersOfUser,
  updateOrder,
} from './orders/orders.repository';
export type { OrderRow } from './orders/orders.repository';
export { orderHandlers } from './orders/orders.routes';
export {
  ACTIVE_STATUSES,
  NOT_ASKING_FOR_SCORE,
  ORDER_NOT_FOUND,
  loanStateOf,
  orderUrl,
  statusOf,
} from './orders/orders.service';
export { interestRateShortText, interestRateText } from './products/product-texts';
export { findProductById, listProducts } from './products/products.repository';
export type { ProductRow } from './products/products.repository';
export { PRODUCT_NOT_FOUND, offeredRange } from './products/products.service';
export { REPAY_TEXTS } from './repayment/repayment-texts';
export { repaymentHandlers } from './repayment/repayment.routes';
export { instalmentInfo } from './repayment/repayment.service';
export { variantHandlers } from './variant/variant.routes';
export * as orderTexts from './orders/order-texts';
export { BANK_FORM_ITEMS } from './bind-card/bind-card-items';
export { bindCardHandlers } from './bind-card/bind-card.routes';
export { BIND_MESSAGES } from './bind-card/bind-card.service';
export { cardRepaymentHandlers } from './card-repayment/card-repayment.routes';
export { CARD_MESSAGES } from './card-repayment/card-repayment.service';
export { CHANNELS, channelName, findChannel } from './payments/channels';
export { POSTBACK_PATH, registerGatewayRoutes } from './payments/gateway.routes';
export { postPayment } from './payments/loan-posting';
export {
  lockOrder,
  pendingPayments,
  recentPaymentsOfOrder,
  refundBalanceOf,
} from './payments/payments.repository';
export type { PaymentRow } from './payments/payments.repository';
export { paymentHandlers } from './payments/payments.routes';
export { renderStatementPdf } from './payments/statement-pdf';
export { staffOrderStatement } from './payments/statement.service';
export {
  AMOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  assertAmountInRange,
  generateVcode,
} from './payments/payments.service';
export { PAYMENT_NOT_FOUND } from './payments/receipts.service';
export { applyRefundBalance } from './payments/refund-balance';
export type { RefundBalanceApplied } from './payments/refund-balance';
export { refundHandlers } from './payments/refunds.routes';
export { refundOwed, refundedNote, waivedNote } from './payments/refunds';
export { registerPayoutRailRoutes, runPayoutSweep } from './payouts/payout-rail.routes';
export { accountForNewOrder, accountLabel, payoutAccountOf, submitPayout } from './payouts/payouts.service';
export { liveRefundOfPayment } from './payouts/refund-payouts.repository';
export {
  REFUND_NOT_OWED,
  REFUND_NO_ACCOUNT,
  REFUND_UNDER_WAY,
  applyRefundStatus,
  sendRefund,
} from './payouts/refund-payouts';
export * as payoutTexts from './payouts/payout-texts';
export { insertPayment } from './payments/payments.repository';
export { applyGatewayStatus, postToLedger } from './payments/payments.service';
export { WAIVER_TEXTS, applyPenaltyWaiver, waiverRefusal } from './waivers/penalty-waivers.service';
export type { WaiverPayload } from './waivers/penalty-waivers.service';
export { listWaivers } from './waivers/waivers.repository';
export type { WaiverRow } from './waivers/waivers.repository';
export type { CreditDecided, LendingEvent, PaymentPosted, PayoutSettled, RefundSent } from './events';
export { markPayoutReturned } from './payouts/payouts.repository';
export {
  accrueOrderBooks,
  clearOrderBooks,
  lentOrderAgeing,
  lentOrderPositions,
  openOrderBooks,
  positionOf,
  syncOrderBooks,
} from './orders/order-books';
export { cashMovedPerOrder, refundOwedTotal } from './payments/payments.repository';
export { assertWritableOff, WRITE_OFF_TEXTS, writeOffOrder } from './orders/write-off';
export { creditContracts, type CreditContract } from './orders/credit-report';
export {
  offerRestructure,
  restructureQuote,
  RESTRUCTURE_OFFER_DAYS,
  RESTRUCTURE_TEXTS,
} from './restructures/restructures.service';
export { planOfferText } from './restructures/offer';
export { restructuresOfUser, type RestructureRow } from './restructures/restructures.repository';
