// Loan confirmation, loan push, agreements and order details (spec 2 §2.5–§2.8, §3, §7).
// Money is integer centavos; dates are 'YYYY-MM-DD' business dates or UTC ISO instants.
import { z } from 'zod';
import { defineCall } from './call';
import { id } from './primitives';
import { AGREEMENT_SCENE, DOCUMENT_KINDS, PUSH_CHANNEL, TERM_UNIT_DAY } from './constants';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const centavos = z.number().int();
const flag = z.union([z.literal(0), z.literal(1)]);

/** A text/value row; money rows carry centavos and type 'money', dates type 'date', so the H5 formats them. */
export const DetailRowSchema = z.object({
  text: z.string(),
  value: z.union([z.string(), z.number()]),
  type: z.enum(['money', 'date', 'text', 'days']),
});
export type DetailRow = z.infer<typeof DetailRowSchema>;

export const RepayPlanSchema = z.object({
  pay_time: date,
  title: z.string(),
  amount: centavos,
  instalment: z.number().int(),
  instalments: z.number().int(),
  /** Days from the start of the loan (disbursement) to this payment: what a schedule signed before disbursement states. */
  day: z.number().int(),
});
export type RepayPlan = z.infer<typeof RepayPlanSchema>;

export const ProductRequestSchema = z.object({ productId: id });
export type ProductRequest = z.input<typeof ProductRequestSchema>;

export const LoanConfirmSchema = z.object({
  productId: z.string(),
  comProductLogo: z.string(),
  comProductName: z.string(),
  amount: centavos,
  periods: z.number().int(),
  termUnit: z.number().int(),
  details: z.array(DetailRowSchema),
  repay_plans: z.array(RepayPlanSchema),
  firstPayTime: date,
  firstPeriodDay: z.number().int(),
  pRateDsc: z.string(),
  sendSms: flag,
  isPopType: flag,
  popTitle: z.string(),
  popContent: z.string(),
  popAgreementUrl: z.string(),
});
export type LoanConfirm = z.infer<typeof LoanConfirmSchema>;

/** spec 2 §7 plus: channel (the spec's "fixed extra constant"), the consent, and an idempotency key. */
export const LoanPushRequestSchema = z.object({
  productId: id,
  amount: z.coerce.number().int().positive(),
  periods: z.coerce.number().int().positive(),
  termUnit: z.coerce
    .number()
    .int()
    .refine((v) => v === TERM_UNIT_DAY, { message: 'must be 1 (days)' }),
  channel: z.literal(PUSH_CHANNEL),
  agreed: z.coerce
    .number()
    .int()
    .refine((v) => v === 1, { message: 'you must agree to the loan agreements' }),
  agreementIds: z.array(id).min(1).max(10),
  requestId: z.string().regex(/^[0-9a-f-]{36}$/, 'must be a request identifier'),
});
export type LoanPushRequest = z.input<typeof LoanPushRequestSchema>;

export const LoanPushSchema = z.object({ lendDetailsUrl: z.string(), orderId: z.string() });
export type LoanPush = z.infer<typeof LoanPushSchema>;

export const AgreementSchema = z.object({ id: z.string(), title: z.string() });
export type Agreement = z.infer<typeof AgreementSchema>;

export const ContractRequestSchema = z.object({
  productId: id,
  scene: z.coerce
    .number()
    .int()
    .refine((v) => v === AGREEMENT_SCENE, { message: 'must be 3' }),
  orderId: id.optional(),
});
export const ContractListSchema = z.object({ data: z.array(AgreementSchema) });
export type ContractList = z.infer<typeof ContractListSchema>;

export const ContractJumpRequestSchema = ContractRequestSchema.extend({
  position: z.coerce.number().int().min(0).max(20),
  channel: z.literal(PUSH_CHANNEL),
});
export type ContractJumpRequest = z.input<typeof ContractJumpRequestSchema>;
export const ContractJumpSchema = z.object({ contract_url: z.string() });

/** The figures an agreement is rendered from; the H5 holds the wording (its message catalogue). */
export const AgreementDocumentRequestSchema = z.object({
  productId: id,
  orderId: id.optional(),
  kind: z.enum(DOCUMENT_KINDS),
  /** A renewal statement's number (its rollover's, from 1); none: the statement of a rollover paid today. */
  renewal: z.coerce.number().int().min(1).max(99).optional(),
});
export type AgreementDocumentRequest = z.input<typeof AgreementDocumentRequestSchema>;

export const LateInterestTierSchema = z.object({
  fromDay: z.number().int(),
  /** The last day of the tier; null for the last tier, which runs until the amount is paid. */
  toDay: z.number().int().nullable(),
  rateBpPerDay: z.number().int(),
});
export type LateInterestTier = z.infer<typeof LateInterestTierSchema>;

/** What a renewal statement adds to the disclosure's figures, which then describe the renewed period. */
export const RenewalFiguresSchema = z.object({
  /** The rollover's number (1 for the first), the one it would be for a quote. */
  number: z.number().int(),
  /** A quote: the statement of a rollover paid today, shown before paying; not yet issued. */
  quote: z.boolean(),
  /** The day the rollover was (or would be) paid: the renewed period starts on it. */
  rolledOverOn: date,
  previousDueOn: date,
  /** The rollover's price (due interest and late charges) and its parts. */
  priceAmount: centavos,
  interestAmount: centavos,
  penaltyAmount: centavos,
  lateInterestAmount: centavos,
  rolloversLeft: z.number().int(),
});
export type RenewalFigures = z.infer<typeof RenewalFiguresSchema>;

/** What a repayment plan's disclosure adds: the loan it restructures and how its balance is carried. */
export const PlanFiguresSchema = z.object({
  /** The order the plan restructures. */
  fromOrderNo: z.string(),
  /** What that loan owed on the day, interest as earned to it: what the plan settles. */
  settledAmount: centavos,
  /** Its charges owed again by the plan, without interest (late charges when frozen). */
  carriedAmount: centavos,
  /** Late charges forgiven (rule 'waive'). */
  waivedAmount: centavos,
  lateCharges: z.enum(['freeze', 'waive']),
  /** The last day the offer can be accepted; null once accepted. */
  expiresOn: date.nullable(),
});
export type PlanFigures = z.infer<typeof PlanFiguresSchema>;

export const AgreementDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  orderNo: z.string(),
  lenderName: z.string(),
  /** SEC registration and Certificate of Authority numbers (SEC MC 19 s.2019: on every disclosure). */
  secRegistrationNo: z.string(),
  certificateOfAuthorityNo: z.string(),
  borrowerName: z.string(),
  /** The borrower's address and government ID as the profile states them ('' before the profile names them). */
  borrowerAddress: z.string(),
  borrowerIdType: z.string(),
  borrowerIdNumber: z.string(),
  productName: z.string(),
  principalAmount: centavos,
  netProceedsAmount: centavos,
  interestAmount: centavos,
  feesAmount: centavos,
  financeChargeAmount: centavos,
  totalAmount: centavos,
  interestRateBpPerDay: z.number().int(),
  interestMethod: z.enum(['flat', 'declining-balance']),
  termDays: z.number().int(),
  /** Null until the loan is disbursed: the schedule then reads in days from disbursement, not dates. */
  disbursedOn: date.nullable(),
  startOn: date,
  maturityOn: date,
  eirMonthlyBp: z.number().int(),
  eirAnnualBp: z.number().int(),
  /** RA 3765 §4(7): the finance charge as a simple annual rate on the outstanding unpaid balance. */
  simpleAnnualRateBp: z.number().int(),
  covered: z.boolean(),
  /** The lender's policy this loan is signed under: the late-charge and 100 % caps apply even when not covered. */
  capsPolicy: z.boolean(),
  /** The borrower's own one-time penalty, from the order's terms snapshot (or the product's, before an order). */
  penaltyAmount: centavos,
  lateInterestTiers: z.array(LateInterestTierSchema),
  /** Capped loans (covered, or under the policy): what may actually be collected. Late charges for each 30 days late on
   * the total due, and in all. */
  lateChargesCapPer30DaysAmount: centavos.nullable(),
  chargesCapAmount: centavos.nullable(),
  prepaymentFromDay: z.number().int(),
  prepaymentFromOn: date.nullable(),
  maxRollovers: z.number().int(),
  rolloverMaxDaysLate: z.number().int(),
  fees: z.array(z.object({ text: z.string(), amount: centavos })),
  repay_plans: z.array(RepayPlanSchema),
  agreedAt: z.string().nullable(),
  /** A renewal statement's own figures; absent on the loan agreement and the disclosure statement. */
  renewal: RenewalFiguresSchema.optional(),
  /** A repayment plan's own figures (kind 'restructure-plan'). */
  plan: PlanFiguresSchema.optional(),
});
export type AgreementDocument = z.infer<typeof AgreementDocumentSchema>;

export const RecProductSchema = z.object({
  productId: z.string(),
  logo: z.string(),
  name: z.string(),
  buttonText: z.string(),
  enabled: flag,
  range: z.string(),
  rangeDesc: z.string(),
  rate: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
});
export type RecProduct = z.infer<typeof RecProductSchema>;

export const OrderRequestSchema = z.object({ orderId: id, productId: id.optional() });
export type OrderRequest = z.input<typeof OrderRequestSchema>;

export const OrderDetailsSchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  orderStatus: z.number().int(),
  noticeStatusText: z.string(),
  noticeDesText: z.string(),
  recProducts: z.array(RecProductSchema),
  productName: z.string(),
  productLogo: z.string(),
  userOrderDetail: z.object({ detail: z.array(DetailRowSchema) }),
  inside: z.string(),
  h5Url: z.string(),
  isDelay: flag,
  /**
   * With isDelay 0 on the day a loan is disbursed (or renewed): the first day a rollover is offered (business
   * date), so the page can say why there is no rollover today (issue 30); '' otherwise.
   */
  delayFromOn: z.string(),
  telephone: z.string(),
  isScore: z.enum(['0', '1']),
  playeduL: z.string(),
  reyMsg: z.string(),
  KindTipsMsg: z.string(),
  cardNeedPop: flag,
  cardPopTitle: z.string(),
  cardPopMsg: z.string(),
  repayAmount: centavos,
  repayDate: z.string(),
  /**
   * Beyond the spec (issue 25): what became of the borrower's last payment when it did not go through (failed,
   * expired) and what to do next; '' otherwise.
   */
  paymentNotice: z.string(),
  /** Beyond the spec (issue 25): "₱X will be returned to you" while money paid on this order is owed back; ''. */
  refundMsg: z.string(),
  /**
   * Issue 40, D3: which waiver applies to this order: 'go-on' (a penalty was waived, late charges go on while the
   * loan is overdue), 'stopped' (late charges were stopped on lateChargesStoppedOn), '' (no waiver).
   */
  waiverEffect: z.enum(['', 'go-on', 'stopped']),
  lateChargesStoppedOn: z.string(),
  /**
   * Issue 40: while this order is overdue, the part of the borrower's refund balance (money owed back to them on
   * any of their orders) that applyRefundBalance would apply to it now, in centavos; 0 otherwise.
   */
  refundBalanceAmount: centavos,
  /**
   * A repayment plan offered on this overdue order (issue 42): what it is, in a sentence; its total, which the
   * borrower accepts; and its disclosure statement's address. Null when none is open.
   */
  planOffer: z.object({ text: z.string(), totalAmount: centavos, disclosureUrl: z.string() }).nullable(),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const GoogleScoreRequestSchema = z.object({
  orderId: id,
  score: z.coerce.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
});
export type GoogleScoreRequest = z.input<typeof GoogleScoreRequestSchema>;

export const CardPopCloseRequestSchema = z.object({ orderId: id });
export type CardPopCloseRequest = z.input<typeof CardPopCloseRequestSchema>;

/** One order in the borrower's list (spec 1 key table: order list; payload not shown, see docs/DECISIONS.md). */
export const OrderSummarySchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productLogo: z.string(),
  /** ORDER_STATUS, as order details gives it; statusText is its words. */
  orderStatus: z.number().int(),
  statusText: z.string(),
  /** The amount lent, and what the borrower owes on the business date (0 before disbursement and once settled). */
  loanAmount: centavos,
  outstandingAmount: centavos,
  /** What is due next and when ('' when nothing is). */
  repayAmount: centavos,
  repayDate: z.union([date, z.literal('')]),
  applyDate: date,
  /** The order's details page (an H5 address on the configured public origin). */
  lendDetailsUrl: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderListSchema = z.object({ list: z.array(OrderSummarySchema) });
export type OrderList = z.infer<typeof OrderListSchema>;

/** spec 2 §7: loan confirmation, agreements and order details; spec 1 §7: the order list. */
export const loanCalls = {
  orderList: defineCall({
    app: 'native',
    path: '/v3/order/order-list',
    request: z.object({}),
    response: OrderListSchema,
    summary: "The borrower's orders, newest first, each with its status and amounts.",
  }),
  loanDetailConfirm: defineCall({
    path: '/v3/loan-confirm/loan-detail-confirm',
    refuses: [404, 409],
    request: ProductRequestSchema,
    response: LoanConfirmSchema,
    summary: "A product's offer to confirm: amount, term, charges and schedule.",
  }),
  loanDetailPush: defineCall({
    path: '/v3/loan-confirm/loan-detail-push',
    refuses: [404, 409],
    request: LoanPushRequestSchema,
    response: LoanPushSchema,
    summary: 'Accepts the offer: signs the agreements and creates the order.',
  }),
  contract: defineCall({
    path: '/v3/contract/contract',
    refuses: [404, 409],
    method: 'GET',
    request: ContractRequestSchema,
    response: ContractListSchema,
    summary: 'The agreements a product is signed under.',
  }),
  contractJump: defineCall({
    path: '/v3/contract/contract-jump',
    refuses: [404, 409],
    method: 'GET',
    request: ContractJumpRequestSchema,
    response: ContractJumpSchema,
    summary: "Where one agreement's document is read.",
  }),
  agreement: defineCall({
    path: '/v3/contract/agreement',
    refuses: [404, 409],
    request: AgreementDocumentRequestSchema,
    response: AgreementDocumentSchema,
    summary:
      'One agreement document (loan agreement, disclosure statement, renewal statement) with its figures.',
  }),
  loanDetails: defineCall({
    path: '/v3/loan-details/loan-details',
    refuses: [404],
    method: 'GET',
    request: OrderRequestSchema,
    response: OrderDetailsSchema,
    summary: "An order's details: status, amounts, due date, and what the borrower can do next.",
  }),
  googleScore: defineCall({
    path: '/v3/loan-details/google-score',
    refuses: [404, 409],
    request: GoogleScoreRequestSchema,
    response: z.null(),
    summary: "The borrower's app rating from the order page.",
  }),
  cardPopClose: defineCall({
    path: '/v3/loan-details/card-pop-close',
    refuses: [404],
    request: CardPopCloseRequestSchema,
    response: z.null(),
    summary: 'Records that the bank-card prompt was answered.',
  }),
};
