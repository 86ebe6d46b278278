// The borrower's whole file for staff (issue 28): search by phone, name, order number or a gateway or payout
// reference, one page per borrower, and the credit review queue of applications the rules held.
import { z } from 'zod';
import { ContactSchema } from './collections';
import { defineCall } from './call';
import { staffGet, staffPost } from './back-office';
import { text, multilineText } from './primitives';
import { ActionOutcomeSchema } from './staff';
import { LANGS } from './lang';
import { STATEMENT_FORMATS, StatementSchema, statementFilename } from './repayment';

/** Who reads a borrower's file: every role that answers a borrower about their money (not admin). */
const FILE_ROLES = ['support', 'credit', 'collections', 'finance'] as const;

/** The longest search text: a name, a phone, an order number or a reference. */
export const BORROWER_SEARCH_MAX = 80;
/**
 * The shortest: the name search is served by a trigram index, and two letters hold no trigram, so a shorter text
 * would read every borrower (issue 31). Phones and references are longer anyway.
 */
export const BORROWER_SEARCH_MIN = 3;
/** The longest reason a decline gives the borrower. */
export const DECLINE_REASON_MAX = 300;

/** What a search matched, so staff read why a borrower came up ('gateway reference BEE13674 → order PT…'). */
export const SEARCH_MATCH_KINDS = [
  'phone',
  'name',
  'order',
  'payment',
  'gateway-ref',
  'payout',
  'payout-ref',
] as const;
export type SearchMatchKind = (typeof SEARCH_MATCH_KINDS)[number];

export const BorrowerMatchSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** Masked in the list ('0917 *** 4501'): the file, whose view is recorded, shows it whole. */
  phone: z.string(),
  kind: z.enum(SEARCH_MATCH_KINDS),
  /** The value that matched (the reference, the order number, the name). */
  value: z.string(),
  /** The order the matched record belongs to, when it is one's. */
  orderId: z.string().nullable(),
});
export type BorrowerMatch = z.infer<typeof BorrowerMatchSchema>;

const RuleResultSchema = z.object({ rule: z.string(), passed: z.boolean(), reason: z.string() });
export type RuleResultView = z.infer<typeof RuleResultSchema>;

export const FileIdentitySchema = z.object({
  fullName: z.string(),
  birthDate: z.string(),
  nationality: z.string(),
  address: z.string(),
  idType: z.string(),
  idNumber: z.string(),
});

/** The profile as staff read it: what the borrower answered, step by step (images apart, for credit only). */
export const FileProfileSchema = z.object({
  complete: z.boolean(),
  identity: FileIdentitySchema.nullable(),
  steps: z.array(
    z.object({
      step: z.string(),
      completedAt: z.string(),
      answers: z.array(z.object({ item: z.string(), value: z.string() })),
    }),
  ),
});

export const DecisionViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  outcome: z.enum(['approved', 'declined', 'review']),
  /** The reason the borrower read. */
  reason: z.string(),
  amount: z.number().int(),
  termDays: z.number().int(),
  offerAmount: z.number().int().nullable(),
  offerTermDays: z.number().int().nullable(),
  decidedAt: z.string(),
  /** 'rules', 'demo', or the staff member's name. */
  decidedBy: z.string(),
  reviewOf: z.string().nullable(),
  rules: z.array(RuleResultSchema),
});
export type DecisionView = z.infer<typeof DecisionViewSchema>;

const FileOrderSchema = z.object({
  orderId: z.string(),
  productName: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  principalAmount: z.number().int(),
  termDays: z.number().int(),
  createdAt: z.string(),
  disbursedOn: z.string().nullable(),
  maturityOn: z.string().nullable(),
  /** Owed now on instalments due, and everything still owed (the engine's figures on the business date). */
  dueAmount: z.number().int(),
  outstandingAmount: z.number().int(),
  /**
   * The business day the loan was written off (issue 42), or null. An accounting act: the borrower still owes the
   * outstanding amount, and what they pay is a recovery.
   */
  writtenOffOn: z.string().nullable(),
  /** Issue 42: the repayment plan this order was closed into, and the order a plan restructured. */
  restructuredInto: z.string().nullable(),
  restructuredFrom: z.string().nullable(),
  /** The latest repayment plan offered on this order, and where it stands ('expired': not answered in time). */
  plan: z
    .object({
      status: z.enum(['offered', 'accepted', 'declined', 'expired']),
      instalmentCount: z.number().int(),
      lateCharges: z.enum(['freeze', 'waive']),
      expiresOn: z.string(),
    })
    .nullable(),
  schedule: z.array(
    z.object({
      title: z.string(),
      dueOn: z.string(),
      owedAmount: z.number().int(),
      paidAmount: z.number().int(),
      daysLate: z.number().int(),
    }),
  ),
});

/** Where a payment's money went, in centavos per bucket (the ledger's allocation, summed per bucket). */
export const AllocationViewSchema = z.object({
  principalAmount: z.number().int(),
  interestAmount: z.number().int(),
  feesAmount: z.number().int(),
  penaltyAmount: z.number().int(),
  lateInterestAmount: z.number().int(),
  otherAmount: z.number().int(),
});
export type AllocationView = z.infer<typeof AllocationViewSchema>;

const LedgerLineSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  paymentId: z.string(),
  gatewayRef: z.string(),
  channelName: z.string(),
  kind: z.enum(['repay', 'rollover']),
  amount: z.number().int(),
  appliedAmount: z.number().int(),
  remainderAmount: z.number().int(),
  balanceAfter: z.number().int(),
  businessDate: z.string(),
  postedAt: z.string(),
  allocation: AllocationViewSchema,
});
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

const PayCodeSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  gatewayRef: z.string(),
  channelName: z.string(),
  amount: z.number().int(),
  status: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** Owed back and not yet returned. */
  refundAmount: z.number().int(),
});

const FilePayoutSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  accountLabel: z.string(),
  rail: z.string(),
  amount: z.number().int(),
  status: z.string(),
  gatewayRef: z.string(),
  failureReason: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

const FileAccountSchema = z.object({
  id: z.string(),
  kind: z.string(),
  bankName: z.string(),
  /** '**** 4501': never the whole number. */
  accountNo: z.string(),
  accountName: z.string(),
  removed: z.boolean(),
});

const FileComplaintSchema = z.object({
  id: z.string(),
  status: z.string(),
  type: z.string(),
  content: z.string(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});

const FileMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** One notification (issue 29): what the borrower was told, and whether and how it reached them. */
const FileNotificationSchema = z.object({
  id: z.string(),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  /** scheduled, sending, sent, failed (after its last try) or skipped (marketing, opted out). */
  status: z.string(),
  legal: z.boolean(),
  attempts: z.number().int(),
  /** The SMS provider's delivery state and reference ('' until sent). */
  smsStatus: z.string(),
  smsRef: z.string(),
  error: z.string(),
  createdAt: z.string(),
  sendAfter: z.string(),
  sentAt: z.string().nullable(),
  readAt: z.string().nullable(),
});

/** One contact of the collection log (collections' contact log), with the order it was about. */
export const CollectionLogEntrySchema = ContactSchema.extend({ orderId: z.string() });
export type CollectionLogEntry = z.infer<typeof CollectionLogEntrySchema>;

export const BorrowerFileSchema = z.object({
  borrower: z.object({
    userId: z.string(),
    name: z.string(),
    phone: z.string(),
    clientType: z.string(),
    createdAt: z.string(),
    /** The account was deleted; once anonymised, only what the law keeps is shown. */
    deletedAt: z.string().nullable(),
    anonymisedAt: z.string().nullable(),
  }),
  businessDate: z.string(),
  profile: FileProfileSchema,
  /** ID photo and selfie: only for the credit role; `shown` false (and none) for every other. */
  idImages: z.object({
    shown: z.boolean(),
    images: z.array(z.object({ kind: z.enum(['id', 'selfie']), url: z.string() })),
  }),
  decisions: z.array(DecisionViewSchema),
  orders: z.array(FileOrderSchema),
  ledger: z.array(LedgerLineSchema),
  payCodes: z.array(PayCodeSchema),
  payouts: z.array(FilePayoutSchema),
  accounts: z.array(FileAccountSchema),
  /** Centavos owed back to the borrower and not yet refunded. */
  refundBalance: z.number().int(),
  complaints: z.array(FileComplaintSchema),
  /** Every SMS sent to the borrower's phone, its codes masked outside demo mode. */
  messages: z.array(FileMessageSchema),
  messagesMasked: z.boolean(),
  /** Every notification filed for the borrower (issue 29), newest first, with its delivery state. */
  notifications: z.array(FileNotificationSchema),
  collectionLog: z.array(CollectionLogEntrySchema),
});
export type BorrowerFile = z.infer<typeof BorrowerFileSchema>;

/** A held application as the credit officer reviews it. */
export const ReviewSchema = z.object({
  /** The held decision's id. */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  phone: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  termDays: z.number().int(),
  heldAt: z.string(),
  rules: z.array(RuleResultSchema),
  profile: z.object({ complete: z.boolean(), identity: FileIdentitySchema.nullable() }),
  /**
   * The other borrowers whose saved identity carries the same ID number (issue 40): each named, so the officer
   * opens both files.
   */
  sharedId: z.array(z.object({ userId: z.string(), name: z.string() })),
  /** The ID photo and selfie, shown beside the profile (the queue is the credit role's). */
  images: z.array(z.object({ kind: z.enum(['id', 'selfie']), url: z.string() })),
  /** What an approval may offer: the product's range, and the borrower's limit on the ladder. */
  range: z.object({
    minAmount: z.number().int(),
    maxAmount: z.number().int(),
    stepAmount: z.number().int(),
    termOptions: z.array(z.number().int()),
    limitAmount: z.number().int(),
  }),
  /** An approval proposed and waiting for a second credit officer. */
  pendingApprovalId: z.string().nullable(),
  /** The decision a reviewer made on it, once made. */
  decision: DecisionViewSchema.nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const DecideReviewSchema = z.object({
  id: z.string(),
  decision: z.enum(['approve', 'decline']),
  /** Approve: the offer, within the product's range and the borrower's limit. */
  offerAmount: z.coerce.number().int().positive().optional(),
  offerTermDays: z.coerce.number().int().positive().optional(),
  /** Decline: the reason the borrower reads (required). */
  reason: multilineText(DECLINE_REASON_MAX).default(''),
});
export type DecideReview = z.input<typeof DecideReviewSchema>;

export const borrowerFileCalls = {
  consoleBorrowerSearch: defineCall({
    ...staffGet(FILE_ROLES),
    path: '/console/borrowers',
    request: z.object({ q: text(BORROWER_SEARCH_MAX) }),
    response: z.object({
      matches: z.array(BorrowerMatchSchema),
      /** More borrowers match than the answer holds (a common part of a name): staff type more of it. */
      more: z.boolean(),
    }),
    summary:
      'Finds borrowers by phone, name, order number, payment or gateway reference, or payout reference (audited).',
  }),
  consoleBorrowerFile: defineCall({
    ...staffGet(FILE_ROLES),
    path: '/console/borrowers/:id',
    refuses: [404],
    request: z.object({ id: z.string() }),
    response: BorrowerFileSchema,
    summary:
      "One borrower's whole file: profile, decisions, orders, ledger, codes, payouts, messages (audited).",
  }),
  consoleOrderStatement: defineCall({
    ...staffGet(FILE_ROLES),
    path: '/console/orders/:id/statement',
    refuses: [404],
    request: z.object({
      id: z.string(),
      lang: z.enum(LANGS).optional(),
      format: z.enum(STATEMENT_FORMATS).optional(),
    }),
    response: StatementSchema,
    pdf: { filename: statementFilename },
    summary:
      "An order's statement of account, as its borrower downloads it, in English or Filipino (audited).",
  }),
  consoleReviewQueue: defineCall({
    ...staffGet(['credit']),
    path: '/console/credit/reviews',
    request: z.object({}),
    response: z.object({ reviews: z.array(ReviewSchema) }),
    summary: 'The applications the credit rules held for a person, with their rule results and profile.',
  }),
  consoleDecideReview: defineCall({
    ...staffPost(['credit']),
    path: '/console/credit/reviews/:id',
    refuses: [404, 409],
    request: DecideReviewSchema,
    response: ActionOutcomeSchema.extend({ review: ReviewSchema }),
    summary:
      'A credit officer approves a held application with an offer (above the limit, with a second officer) or declines it with a reason.',
  }),
};
