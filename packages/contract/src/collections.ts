// Collections in the back office (issue 28, SEC MC 18 s.2019): the overdue book in days-past-due buckets,
// assignment and each collector's queue, the contact log with promises to pay, and penalty waivers.
// Every call is the collections role's: a supervisor is any collections staff member (docs/DECISIONS.md).
import { z } from 'zod';
import { defineCall } from './call';
import { staffGet, staffPost } from './back-office';
import { multilineText, text } from './primitives';
import { ActionOutcomeSchema } from './staff';

/** Days-past-due buckets, as the book and its filter name them. */
export const DPD_BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;
export type DpdBucket = (typeof DPD_BUCKETS)[number];

export const CONTACT_CHANNELS = ['call', 'sms'] as const;
export const CONTACT_OUTCOMES = [
  'promised',
  'no-answer',
  'refused',
  'paid',
  'wrong-number',
  'hardship',
  'other',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/**
 * The approved SMS templates: the only texts a collector can send (SEC MC 18 s.2019: no threats, no insults, no
 * disclosure to anyone else). A collector picks one; the server fills {name} {amount} {dueDate} {orderNo} from the
 * order, so no free text ever reaches a borrower's phone. A test reads each against a word list.
 */
export const COLLECTION_SMS_TEMPLATES = [
  {
    id: 'reminder-calm',
    title: 'Friendly reminder',
    text: 'Hi {name}, this is Pautang. Your loan {orderNo} has {amount} due since {dueDate}. You can pay in the app anytime. If you need help, reply or call us.',
  },
  {
    id: 'promise-confirm',
    title: 'Promise confirmation',
    text: 'Hi {name}, thank you for talking with Pautang. We noted your plan to pay {amount} on loan {orderNo}. You can pay in the app anytime.',
  },
  {
    id: 'hardship-support',
    title: 'Hardship support',
    text: 'Hi {name}, Pautang here. We understand times can be hard. Please call us about loan {orderNo} so we can look at options together.',
  },
] as const;
export type CollectionSmsTemplateId = (typeof COLLECTION_SMS_TEMPLATES)[number]['id'];
const TEMPLATE_IDS = COLLECTION_SMS_TEMPLATES.map((t) => t.id) as [
  CollectionSmsTemplateId,
  ...CollectionSmsTemplateId[],
];

/**
 * The two waivers (issue 40, D3): 'owed-now' waives what is owed now, and late charges go on while the loan is
 * overdue; 'stop-late-charges' also stops them on this order, so nothing more accrues. Both under maker-checker.
 */
export const WAIVER_MODES = ['owed-now', 'stop-late-charges'] as const;
export type WaiverMode = (typeof WAIVER_MODES)[number];

/** The longest contact note, consent note or waiver reason. */
export const CONTACT_NOTE_MAX = 1000;

/** The largest selection whose bucket amounts are summed (each order's through the engine); above it, counts only. */
export const OVERDUE_AMOUNTS_UP_TO = 200;
/** Orders per page of the book by default, and at most. */
export const OVERDUE_PAGE_SIZE = 50;
export const OVERDUE_PAGE_MAX = 200;

export const OverdueQuerySchema = z.object({
  bucket: z.enum(DPD_BUCKETS).optional(),
  /** A collector's id, or 'none' for the unassigned. */
  collector: text(64).optional(),
  /** '1': the signed-in collector's own queue. */
  mine: z.enum(['1', '0']).optional(),
  /** Part of a name, a phone or an order number. */
  q: text(64).optional(),
  /** Orders per page (issue 31: the book is read a page at a time). */
  pageSize: z.coerce.number().int().min(1).max(OVERDUE_PAGE_MAX).optional(),
  /** Where the page starts: the `next` of the page before (the first page without one). */
  after: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}~[A-Za-z0-9]{1,64}$/, 'not a page of the book')
    .optional(),
});
export type OverdueQuery = z.input<typeof OverdueQuerySchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string() });

export const OverdueOrderSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  borrower: z.string(),
  phone: z.string(),
  daysPastDue: z.number().int(),
  bucket: z.enum(DPD_BUCKETS),
  /** Centavos owed on what has fallen due, and everything still owed. */
  dueAmount: z.number().int(),
  outstandingAmount: z.number().int(),
  /** The late penalty charged and unpaid: the most a waiver may take off. */
  penaltyOwedAmount: z.number().int(),
  penaltyWaivedAmount: z.number().int(),
  /** The day late charges were stopped on this order (a 'stop-late-charges' waiver), or null: they go on. */
  lateChargesStoppedOn: z.string().nullable(),
  /**
   * The late charges that can still accrue in the next WAIVER_OUTLOOK_DAYS days if they go on (nothing paid
   * meanwhile): what the waiver dialog states for 'waive what is owed now'. 0 once stopped.
   */
  lateChargesOutlookAmount: z.number().int(),
  collector: PersonSchema.nullable(),
  lastContact: z
    .object({ at: z.string(), channel: z.enum(CONTACT_CHANNELS), outcome: z.enum(CONTACT_OUTCOMES) })
    .nullable(),
  /** The latest promise to pay (a Manila calendar day), and whether it passed unpaid: follow up. */
  promise: z.object({ date: z.string(), amount: z.number().int().nullable() }).nullable(),
  promiseBroken: z.boolean(),
  hardship: z.boolean(),
  /** The day the loan was written off (issue 42), or null: still owed and still collected, a recovery if paid. */
  writtenOffOn: z.string().nullable(),
  /** The borrower agreed to be contacted at any hour (kept per borrower). */
  consent: z.boolean(),
});
export type OverdueOrder = z.infer<typeof OverdueOrderSchema>;

export const OverdueBookSchema = z.object({
  businessDate: z.string(),
  /**
   * Per bucket, over what the other filters select. The amount due is the engine's, summed over the bucket's
   * orders, only while the selection is small enough to read whole (OVERDUE_AMOUNTS_UP_TO); null above it.
   */
  buckets: z.array(
    z.object({
      bucket: z.enum(DPD_BUCKETS),
      count: z.number().int(),
      dueAmount: z.number().int().nullable(),
    }),
  ),
  /** This page's orders, most days past due first, then by order number. */
  items: z.array(OverdueOrderSchema),
  /** How many orders the filters select, bucket included: what the pages add up to. */
  total: z.number().int(),
  /** The `after` of the next page; null on the last. */
  next: z.string().nullable(),
  /** Who can be assigned: every active staff member holding the collections role. */
  collectors: z.array(PersonSchema),
});
export type OverdueBook = z.infer<typeof OverdueBookSchema>;

export const ContactSchema = z.object({
  id: z.string(),
  at: z.string(),
  staff: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(CONTACT_OUTCOMES),
  note: z.string(),
  promiseDate: z.string().nullable(),
  promiseAmount: z.number().int().nullable(),
  templateId: z.string().nullable(),
  /** The text sent, for an SMS. */
  smsBody: z.string().nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const WaiverSchema = z.object({
  id: z.string(),
  at: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  maker: z.string(),
  checker: z.string().nullable(),
  approvalId: z.string().nullable(),
  mode: z.enum(WAIVER_MODES),
});

export const ContactLogSchema = z.object({
  order: OverdueOrderSchema.nullable(),
  orderId: z.string(),
  borrower: z.string(),
  contacts: z.array(ContactSchema),
  waivers: z.array(WaiverSchema),
  /**
   * Issue 40: the part of the borrower's refund balance (money owed back to them) that consoleApplyRefundBalance
   * would apply to this order now, in centavos; 0 when none, or when the order is not overdue.
   */
  refundBalanceAmount: z.number().int(),
  consent: z.object({ agreed: z.boolean(), at: z.string().nullable(), note: z.string() }),
  /** The approved SMS templates, each with its text and `preview`: that text filled from this order, as sent. */
  templates: z.array(z.object({ id: z.string(), title: z.string(), text: z.string(), preview: z.string() })),
});
export type ContactLog = z.infer<typeof ContactLogSchema>;

const byId = z.object({ id: z.string() });
const centavos = z.number().int().positive().max(100_000_000);

export const LogContactSchema = z
  .object({
    id: z.string(),
    channel: z.enum(CONTACT_CHANNELS),
    outcome: z.enum(CONTACT_OUTCOMES),
    note: multilineText(CONTACT_NOTE_MAX).default(''),
    promiseDate: z.iso.date().optional(),
    promiseAmount: centavos.optional(),
    templateId: z.enum(TEMPLATE_IDS).optional(),
  })
  // No phone number in the request at all: an SMS goes to the borrower's own registered phone, never elsewhere.
  .strict()
  .refine((v) => v.channel !== 'sms' || v.templateId !== undefined, {
    message: 'An SMS is sent only from an approved template: please choose one.',
    path: ['templateId'],
  })
  .refine((v) => v.outcome !== 'promised' || v.promiseDate !== undefined, {
    message: 'A promise to pay needs its date.',
    path: ['promiseDate'],
  });
export type LogContactRequest = z.input<typeof LogContactSchema>;

export const collectionsCalls = {
  consoleOverdueBook: defineCall({
    ...staffGet(['collections']),
    path: '/console/collections/book',
    request: OverdueQuerySchema,
    response: OverdueBookSchema,
    summary:
      'A page of the overdue orders with their days past due, collector, last contact and promise; the total and bucket counts.',
  }),
  consoleAssignOrders: defineCall({
    ...staffPost(['collections']),
    path: '/console/collections/assign',
    refuses: [404],
    request: z.object({
      orderIds: z.array(text(64).min(1)).min(1).max(200),
      collectorId: text(64).min(1),
    }),
    response: z.object({ assigned: z.number().int() }),
    summary: 'Assigns overdue orders to a collector (a staff member holding the collections role).',
  }),
  consoleContactLog: defineCall({
    ...staffGet(['collections']),
    path: '/console/collections/orders/:id',
    refuses: [404],
    request: byId,
    response: ContactLogSchema,
    summary:
      "An overdue order's contact log, waivers, the borrower's consent and the approved SMS templates.",
  }),
  consoleLogContact: defineCall({
    ...staffPost(['collections']),
    path: '/console/collections/orders/:id/contacts',
    refuses: [404, 409],
    request: LogContactSchema,
    response: z.object({ contact: ContactSchema }),
    summary:
      'Records a call, or sends an approved SMS to the borrower’s own phone; refused with the reason outside the conduct rules.',
  }),
  consoleSetContactConsent: defineCall({
    ...staffPost(['collections']),
    path: '/console/collections/orders/:id/consent',
    refuses: [404],
    request: z.object({
      id: z.string(),
      agreed: z.boolean(),
      note: multilineText(CONTACT_NOTE_MAX).refine((v) => v.trim() !== '', {
        message: 'Please note how the borrower agreed.',
      }),
    }),
    response: z.object({ agreed: z.boolean() }),
    summary: "Records whether the order's borrower agreed to be contacted at any hour, with how they agreed.",
  }),
  consoleApplyRefundBalance: defineCall({
    ...staffPost(['collections', 'finance']),
    path: '/console/collections/orders/:id/apply-refund-balance',
    request: byId,
    response: z.object({ appliedAmount: z.number().int(), balanceAfterAmount: z.number().int() }),
    summary:
      "Applies the borrower's refund balance to this overdue order of theirs, as a payment from the balance (audited).",
  }),
  consoleWaivePenalty: defineCall({
    ...staffPost(['collections']),
    path: '/console/collections/orders/:id/waiver',
    refuses: [404, 409],
    request: z.object({
      id: z.string(),
      amount: centavos,
      mode: z.enum(WAIVER_MODES),
      reason: multilineText(CONTACT_NOTE_MAX).refine((v) => v.trim() !== '', {
        message: 'Please give the reason for the waiver.',
      }),
    }),
    response: ActionOutcomeSchema,
    summary:
      'Waives the unpaid late penalty (late charges go on, or stop on the order), once a second collector approves.',
  }),
};
