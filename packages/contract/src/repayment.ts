// Repayment (spec 2 §2.1–§2.4, §3, §4.5, §7): payment codes through the gateway. Amounts are integer centavos.
import { z } from 'zod';
import { WAIVER_MODES } from './collections';
import { defineCall } from './call';
import { DetailRowSchema } from './loans';
import { id } from './primitives';
import { UrlSchema } from './variant';

const flag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

export const GenerateVcodeRequestSchema = z.object({
  productId: id,
  orderId: id,
  /**
   * The amount to pay, in centavos: any amount from ₱50 to what settles the loan today (or the rollover price
   * with isDelay 1).
   */
  amount: z.coerce.number().int().min(1).max(100_000_000),
  /** repayList's channel_number. */
  channelNumber: id,
  /** 1: a rollover (the delay page). */
  isDelay: flag.optional(),
});
export type GenerateVcodeRequest = z.input<typeof GenerateVcodeRequestSchema>;

export const GenerateVcodeSchema = z.object({
  /** The gateway's page for this payment. */
  payUrl: z.string(),
  /** Our reference number (the gateway's txnid): one payment per code. */
  referenceNo: z.string(),
  /** UTC ISO instant after which the code cannot be paid. */
  expiresAt: z.string(),
  amount: z.number().int(),
});
export type GenerateVcode = z.infer<typeof GenerateVcodeSchema>;

/** A payment channel on the repayment pages (repayList): logo, name and the channel number generate-vcode takes. */
export const RepayChannelSchema = z.object({
  logo: z.string(),
  name: z.string(),
  channel_number: z.string(),
  /** What the channel takes, in centavos: a code outside it is refused. */
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
});
export type RepayChannel = z.infer<typeof RepayChannelSchema>;

/** How to pay: groups keyed by title, each a list of items with a name and its steps. */
export const PayNoticeSchema = z.record(
  z.string(),
  z.array(z.object({ name: z.string(), step: z.array(z.string()) })),
);
export type PayNotice = z.infer<typeof PayNoticeSchema>;

/** The default pay code: the borrower's code still payable for this order (payCode '' when there is none). */
export const DefDetailSchema = z.object({
  payCode: z.string(),
  /** Our reference number for the code ('' without one): the status check asks by it. */
  referenceNo: z.string(),
  logo: z.string(),
  title: z.string(),
  payNotice: PayNoticeSchema,
  channel_number: z.string(),
  /** Centavos the code is for, and the UTC ISO instant it expires; 0 and '' without a code. */
  amount: z.number().int(),
  expiresAt: z.string(),
});
export type DefDetail = z.infer<typeof DefDetailSchema>;

export const RepayInfoRequestSchema = z.object({ productId: id, orderId: id });
export type RepayInfoRequest = z.input<typeof RepayInfoRequestSchema>;

const flag01 = z.union([z.literal(0), z.literal(1)]);

/** How a chosen amount would be applied today, by the engine's allocation, and what is left owing after it. */
export const RepayPreviewSchema = z.object({
  amount: z.number().int(),
  principalAmount: z.number().int(),
  interestAmount: z.number().int(),
  feesAmount: z.number().int(),
  penaltyAmount: z.number().int(),
  lateInterestAmount: z.number().int(),
  /** Legal charges and enforcement costs. */
  otherChargesAmount: z.number().int(),
  balanceAfterAmount: z.number().int(),
});
export type RepayPreview = z.infer<typeof RepayPreviewSchema>;

/** The instalment repayment page (spec 2 §2.4, §3). */
export const InstalmentInfoSchema = z.object({
  /** Due today, in centavos (0: nothing is due today). */
  repayAmount: z.number().int(),
  /** The next payment date (business date). */
  repayDate: z.string(),
  productName: z.string(),
  productLogo: z.string(),
  detail: z.array(DetailRowSchema),
  repayList: z.array(RepayChannelSchema),
  noticeMsg: z.string(),
  defDetail: DefDetailSchema,
  isShowReyTop: flag01,
  /**
   * Paying the whole loan today, inside the prepayment window: interest only as accrued to today (centavos;
   * 0 when early payoff is not open or saves nothing), and how much interest that saves.
   */
  payoffAmount: z.number().int(),
  interestSavedAmount: z.number().int(),
  /** The first day of early payoff (business date), '' once open or when there is none. */
  payoffFromOn: z.string(),
  /**
   * What may be paid today, on any day (issue 30), in centavos: from ₱50 (MIN_PAYMENT_AMOUNT; the whole balance
   * when it is smaller) to what settles the loan today; 0 and 0 when nothing can be paid.
   */
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /**
   * How the amount the page opens with (repayAmount, or maxAmount when nothing is due) would be applied, as
   * repayPreview answers it: in the first paint, so the preview does not push the page down when it arrives.
   * null when that amount cannot be paid.
   */
  preview: RepayPreviewSchema.nullable(),
});
export type InstalmentInfo = z.infer<typeof InstalmentInfoSchema>;

export const RepayPreviewRequestSchema = z.object({
  productId: id,
  orderId: id,
  /** The amount the borrower chose, in centavos. */
  amount: z.coerce.number().int().min(1).max(100_000_000),
});
export type RepayPreviewRequest = z.input<typeof RepayPreviewRequestSchema>;

/** The delay (rollover) page (spec 2 §2.3, §3). */
export const DelayInfoSchema = z.object({
  delayInfo: z.object({ title: z.string(), delayAmount: z.number().int() }),
  repayPlan: z.array(
    z.object({ remark: z.string(), title: z.string(), amount: z.number().int(), time: z.string() }),
  ),
  repayList: z.array(RepayChannelSchema),
  defDetail: DefDetailSchema,
  isShowReyTop: flag01,
  /** The next payment date after the rollover. */
  repayDate: z.string(),
  productName: z.string(),
  productLogo: z.string(),
  noticeMsg: z.string(),
  /**
   * The renewal disclosure statement a rollover paid today gives, in brief, to read before paying; the whole
   * statement is the agreement page's kind 'renewal-statement' without a number.
   */
  renewalStatement: z.object({
    title: z.string(),
    number: z.number().int(),
    startOn: z.string(),
    dueOn: z.string(),
    totalAmount: z.number().int(),
    eirMonthlyBp: z.number().int(),
    eirAnnualBp: z.number().int(),
  }),
});
export type DelayInfo = z.infer<typeof DelayInfoSchema>;

/** cancelled: the code's debt changed (the order was paid another way), and it was voided at the gateway. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;

export const PaymentStatusRequestSchema = z.object({ referenceNo: id });
export type PaymentStatusRequest = z.input<typeof PaymentStatusRequestSchema>;

/** A pay code as the borrower follows it; asking refreshes it from the gateway's status call. */
export const PaymentStatusSchema = z.object({
  referenceNo: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  channelName: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Centavos this payment brought in that no loan took (a stale code paid, an overpayment): returned to the borrower. */
  refundAmount: z.number().int(),
  /** Once refunded (issue 28): 'Refunded ₱350.00 to GCash **** 4501 on 2026-11-25.'; '' before. */
  refundNote: z.string(),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** A posted payment's receipt: how it was applied, and what was left owing after it. */
export const ReceiptSchema = z.object({
  referenceNo: z.string(),
  /** The reference the gateway gave the borrower (what their receipt or app shows); '' when it gave none. */
  payCode: z.string(),
  /** A rollover's new due date (YYYY-MM-DD); '' for a repayment. */
  newDueOn: z.string(),
  kind: z.enum(['repay', 'rollover']),
  channelName: z.string(),
  amount: z.number().int(),
  appliedAmount: z.number().int(),
  /** Paid above what could be applied: to be refunded. */
  remainderAmount: z.number().int(),
  postedAt: z.string(),
  lines: z.array(z.object({ label: z.string(), amount: z.number().int() })),
  balanceAfter: z.number().int(),
  /** The remainder's refund once paid (issue 28): 'Refunded ₱350.00 to GCash **** 4501 on 2026-11-25.'; '' before. */
  refundNote: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const PaymentRecordsSchema = z.object({
  records: z.array(ReceiptSchema),
  pending: z.array(PaymentStatusSchema),
  /** Payments of codes whose debt no longer existed when they were paid: nothing went to the loan. */
  refunds: z.array(PaymentStatusSchema),
  /** Everything owed back to the borrower on this order, in centavos. */
  refundAmount: z.number().int(),
  /**
   * Penalty waived by staff on this order (issue 28), newest first, each as the server words it ('Late penalty of
   * ₱120.00 waived on 2026-11-25.'), beside the receipts: a waiver is not a payment, but the borrower sees it.
   */
  waivers: z.array(
    z.object({
      note: z.string(),
      amount: z.number().int(),
      /** Issue 40, D3: whether late charges go on after it, or it stopped them on the order. */
      mode: z.enum(WAIVER_MODES),
    }),
  ),
});
export type PaymentRecords = z.infer<typeof PaymentRecordsSchema>;

/** A statement of account (issue 42): as data (the envelope), or as a PDF with `format=pdf`. */
export const STATEMENT_FORMATS = ['json', 'pdf'] as const;
export const StatementRequestSchema = z.object({
  orderId: id,
  productId: id.optional(),
  format: z.enum(STATEMENT_FORMATS).optional(),
});
export type StatementRequest = z.input<typeof StatementRequestSchema>;

/** The file a statement downloads as: the order's number in it, nothing else of the borrower's. */
export const statementFilename = (request: Record<string, unknown>): string =>
  `statement-${String(request.orderId ?? request.id ?? '')}.pdf`;

/**
 * A loan's statement of account (issue 42): the schedule with what each instalment was charged and paid, every
 * payment with its allocation, every charge, waiver and refund, the balance on the day, and who the lender is.
 */
export const StatementSchema = z.object({
  orderNo: z.string(),
  productName: z.string(),
  borrowerName: z.string(),
  lenderName: z.string(),
  secRegistrationNo: z.string(),
  certificateOfAuthorityNo: z.string(),
  /** The business day (Manila) the statement stands on. */
  asOf: z.string(),
  disbursedOn: z.string().nullable(),
  /** Issue 42: the repayment plan this order was closed into, and the order a plan restructured. */
  restructuredInto: z.string().nullable(),
  restructuredFrom: z.string().nullable(),
  principalAmount: z.number().int(),
  financeChargeAmount: z.number().int(),
  schedule: z.array(
    z.object({
      title: z.string(),
      dueOn: z.string(),
      chargedAmount: z.number().int(),
      paidAmount: z.number().int(),
      owedAmount: z.number().int(),
    }),
  ),
  payments: z.array(ReceiptSchema),
  /** Every charge over the loan's life so far, by kind (interest, fees, late charges, rollover prices paid). */
  charges: z.array(z.object({ label: z.string(), amount: z.number().int() })),
  waivers: PaymentRecordsSchema.shape.waivers,
  /** Payments nothing of which went to the loan (a stale code paid): owed back, or refunded. */
  refunds: z.array(PaymentStatusSchema),
  refundAmount: z.number().int(),
  /** Everything still owed on the day, instalments not yet due included. */
  balanceAmount: z.number().int(),
});
export type Statement = z.infer<typeof StatementSchema>;

// Card/SMS repayment (spec 2 §2.11, §3, §4.6, §7): a debit from the borrower's own bank or e-wallet account,
// confirmed by a one-time code when the account has no debit authorisation yet.

export const RepaymentWayRequestSchema = z.object({ orderId: id });
export type RepaymentWayRequest = z.input<typeof RepaymentWayRequestSchema>;

/** One of the borrower's accounts: cardNo is masked (the last four digits only). */
export const BankCardSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  cardNo: z.string(),
  bankCode: z.string(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

export const RepaymentWaySchema = z.object({
  /** 1: the third-party option (the payment gateway's own page, repayment-huichao) is offered. */
  alipay: flag01,
  /** Names one repayment attempt: commits with the same token are one payment (a double tap pays once). */
  repayToken: z.string(),
  bankCards: z.array(BankCardSchema),
});
export type RepaymentWay = z.infer<typeof RepaymentWaySchema>;

export const RepaymentCommitRequestSchema = z.object({
  /** withholdingAmount, in centavos. */
  amount: z.coerce.number().int().min(1).max(100_000_000),
  /** Echoed from bankCards; the server reads the account by cardId alone. */
  bankName: z.string().max(100).optional(),
  cardId: id,
  cardNo: z.string().max(40).optional(),
  couponId: id.nullable().optional(),
  orderId: id,
  repayToken: z.string().min(1).max(300),
  bankCode: z.string().max(40).optional(),
  /** 1: send the code again for the commit of this token. */
  sendMsg: flag,
});
export type RepaymentCommitRequest = z.input<typeof RepaymentCommitRequestSchema>;

export const RepaymentCommitSchema = z.object({
  /** 1: an SMS code was sent and repayment-confirm must follow; 0: the debit is done. */
  needValid: flag01,
  repayRecordId: z.string(),
  /**
   * 1: the page was opened again while the code already sent for this attempt is live: no new one was sent, the
   * borrower types the one they have, and may ask for another in resendIn seconds.
   */
  codeStillValid: flag01,
  resendIn: z.number().int().min(0),
});
export type RepaymentCommit = z.infer<typeof RepaymentCommitSchema>;

export const RepaymentConfirmRequestSchema = z.object({
  orderId: id,
  verifyCode: z.string().min(1).max(12),
  repaymentRecordId: id,
});
export type RepaymentConfirmRequest = z.input<typeof RepaymentConfirmRequestSchema>;

export const RepaymentHuichaoRequestSchema = z.object({
  userId: id,
  orderId: id,
  amount: z.coerce.number().int().min(1).max(100_000_000),
});
export type RepaymentHuichaoRequest = z.input<typeof RepaymentHuichaoRequestSchema>;

/** Issue 40: the borrower's refund balance applied to an overdue loan of theirs. */
export const RefundBalanceAppliedSchema = z.object({
  /** Centavos taken from the refund balance and posted on the order. */
  appliedAmount: z.number().int(),
  /** What the order still owes after it. */
  balanceAfterAmount: z.number().int(),
});
export type RefundBalanceApplied = z.infer<typeof RefundBalanceAppliedSchema>;

/** spec 2 §7: repayment (and, beyond the spec, issue 9: a pay code's status and the order's receipts). */
export const repaymentCalls = {
  delayInfo: defineCall({
    path: '/carriers/preserved',
    refuses: [404, 409],
    request: RepayInfoRequestSchema,
    response: DelayInfoSchema,
    summary: "A rollover's price and new due date, with the pay channels.",
  }),
  loanPlayDetail: defineCall({
    path: '/v3/installment/loan-play-detail',
    refuses: [404, 409],
    request: RepayInfoRequestSchema,
    response: InstalmentInfoSchema,
    summary: 'What is due now (an instalment or the whole loan), with the pay channels.',
  }),
  repayPreview: defineCall({
    path: '/v3/installment/repay-preview',
    refuses: [404, 409],
    request: RepayPreviewRequestSchema,
    response: RepayPreviewSchema,
    summary:
      'How a chosen amount would be applied today (principal, interest, fees, penalty) and the balance after.',
  }),
  generateVcode: defineCall({
    path: '/v3/loan-details/generate-vcode',
    refuses: [404, 409],
    request: GenerateVcodeRequestSchema,
    response: GenerateVcodeSchema,
    summary: 'Opens (or returns the live) pay code for a channel and purpose.',
  }),
  paymentStatus: defineCall({
    path: '/v3/loan-details/payment-status',
    refuses: [404],
    request: PaymentStatusRequestSchema,
    response: PaymentStatusSchema,
    summary: "A pay code's status, refreshed from the gateway.",
  }),
  applyRefundBalance: defineCall({
    path: '/v3/loan-details/apply-refund-balance',
    request: RepayInfoRequestSchema,
    response: RefundBalanceAppliedSchema,
    summary:
      "Applies the borrower's refund balance (money owed back to them) to this overdue loan of theirs.",
  }),
  paymentRecords: defineCall({
    path: '/v3/loan-details/payment-records',
    refuses: [404],
    request: RepayInfoRequestSchema,
    response: PaymentRecordsSchema,
    summary: "An order's receipts and pending pay codes.",
  }),
  orderStatement: defineCall({
    // Downloaded with a tap: its facts load then, not with every borrower page (in the H5's core table it put
    // /privacyPolicy 17 B over 85 KB). My loans (the native app) downloads it too.
    app: 'document',
    path: '/v3/loan-details/statement',
    method: 'GET',
    refuses: [404],
    request: StatementRequestSchema,
    response: StatementSchema,
    pdf: { filename: statementFilename },
    summary:
      "An order's statement of account: schedule, payments and their allocation, charges, waivers, refunds, balance.",
  }),
  repaymentWay: defineCall({
    path: '/api/v1/youmi/youmi-api/service/loan/repayment-way',
    refuses: [404],
    request: RepaymentWayRequestSchema,
    response: RepaymentWaySchema,
    summary: "Card repayment: the borrower's accounts and how the debit is confirmed.",
  }),
  repaymentCommit: defineCall({
    path: '/api/v1/youmi/youmi-api/service/loan/repayment-commit',
    refuses: [404, 409],
    request: RepaymentCommitRequestSchema,
    response: RepaymentCommitSchema,
    summary: 'Card repayment: starts a debit and texts its confirmation code.',
  }),
  repaymentConfirm: defineCall({
    path: '/api/v1/youmi/youmi-api/service/loan/repayment-confirm',
    refuses: [404, 409],
    request: RepaymentConfirmRequestSchema,
    response: z.null(),
    summary: 'Card repayment: confirms the debit with the texted code.',
  }),
  repaymentHuichao: defineCall({
    path: '/api/v1/youmi/youmi-api/service/loan/repayment-huichao',
    refuses: [404],
    signal: 'zeroZero',
    request: RepaymentHuichaoRequestSchema,
    response: UrlSchema,
    summary: "Card repayment through the gateway's own page: the address to open.",
  }),
};
