// The back office's calls (apps/console, under /attempt/console/): agents sign in with a cookie, work the
// complaint inbox, and reply. Plain names in both wire modes; the console is staff-only and not size-bound.
import { z } from 'zod';
import { COMPLAINT_IMAGE_MAX, COMPLAINT_TEXT_MAX } from './constants';
import { multilineText, text } from './primitives';
import { AppSettingsEntrySchema, AppSettingsSchema } from './app-settings';
import { defineCall, STAFF_ROLES, type StaffRole } from './call';
import { PromotionTemplateSchema } from './promotion';
import { ContactMessageSchema } from './site';

export const COMPLAINT_STATUSES = ['submitted', 'in_progress', 'replied', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The longest reply an agent may send: a reply explains, so it may be longer than the borrower's 200. */
export const REPLY_TEXT_MAX = 2000;

export const InboxQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES).optional(),
  type: z.coerce.number().int().min(1).max(99).optional(),
  overdue: z.enum(['1', '0']).optional(),
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;

const InboxItemSchema = z.object({
  id: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  type: z.string(),
  sonType: z.string(),
  content: z.string(),
  orderNo: z.string(),
  borrower: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  replyDueOn: z.string(),
  resolveBy: z.string(),
  overdue: z.boolean(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const InboxSchema = z.object({
  businessDate: z.string(),
  counts: z.record(z.enum(COMPLAINT_STATUSES), z.number().int()),
  types: z.array(z.object({ value: z.number().int(), title: z.string() })),
  items: z.array(InboxItemSchema),
});
export type Inbox = z.infer<typeof InboxSchema>;

export const ComplaintViewSchema = z.object({
  id: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  type: z.string(),
  sonType: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  borrower: z.object({ userId: z.string(), name: z.string(), phone: z.string() }),
  order: z
    .object({
      orderNo: z.string(),
      productName: z.string(),
      productLogo: z.string(),
      statusText: z.string(),
      detail: z.array(z.object({ title: z.string(), value: z.string() })),
    })
    .nullable(),
  createdAt: z.string(),
  replyDueOn: z.string(),
  resolveBy: z.string(),
  overdue: z.boolean(),
  replies: z.array(
    z.object({
      id: z.string(),
      agent: z.string(),
      text: z.string(),
      images: z.array(z.string()),
      wantsRating: z.boolean(),
      score: z.number().nullable(),
      scoredAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      at: z.string(),
      actor: z.string(),
      action: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string().nullable(),
      note: z.string(),
    }),
  ),
});
export type ComplaintView = z.infer<typeof ComplaintViewSchema>;

const imageUrls = z.array(z.string().max(300)).max(COMPLAINT_IMAGE_MAX);

export const ReplyRequestSchema = z.object({
  text: multilineText(REPLY_TEXT_MAX).refine((v) => v.trim() !== '', { message: 'must not be empty' }),
  images: imageUrls.default([]),
  wantsRating: z.boolean().default(false),
  requestId: z.uuid().optional(),
});
export type ReplyRequest = z.input<typeof ReplyRequestSchema>;

export const AgentSignInSchema = z.object({
  // Looked up in the database: a NUL in it failed there with a 500.
  username: text(64).min(1),
  password: z.string().min(1).max(200),
});

export const AgentInfoSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  username: z.string(),
  /** What the console offers this staff member (the server checks each call on its own). */
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type AgentInfo = z.infer<typeof AgentInfoSchema>;

/**
 * The console's session calls. They set or clear the HttpOnly cookie, which the call runner does not touch, so they
 * are routes of their own (apps/server contexts/staff/agents); their paths are stated here, once, for both sides.
 */
export const AGENT_SESSION_PATHS = { signIn: '/console/sign-in', signOut: '/console/sign-out' } as const;

/**
 * The same two, declared like calls for the published document (contract/openapi.ts) and the server's parsing.
 * They are not in calls.ts: the call runner does not run them, and the console's table does not hold them.
 */
export const agentSessionCalls = {
  consoleSignIn: defineCall({
    path: AGENT_SESSION_PATHS.signIn,
    auth: 'visitor',
    setsCookie: true,
    request: AgentSignInSchema,
    response: z.object({ agent: AgentInfoSchema }),
    refuses: [401, 423],
    summary:
      'Signs a staff member in: sets the HttpOnly session cookie every back-office call needs (8 hours); five wrong passwords lock the account for 15 minutes.',
  }),
  consoleSignOut: defineCall({
    path: AGENT_SESSION_PATHS.signOut,
    auth: 'visitor',
    setsCookie: true,
    request: z.object({}),
    response: z.null(),
    summary: "Ends the cookie's back-office session, if any, and clears the cookie.",
  }),
};

/** Limits the console shows beside its inputs, shared with the server. */
export const BACK_OFFICE_LIMITS = {
  replyText: REPLY_TEXT_MAX,
  images: COMPLAINT_IMAGE_MAX,
  complaintText: COMPLAINT_TEXT_MAX,
};

/** A landing template as the console lists it: what the page shows, and who saved it last. */
const TemplateEntrySchema = z.object({
  id: z.string(),
  template: PromotionTemplateSchema,
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TemplateEntry = z.infer<typeof TemplateEntrySchema>;

/**
 * Money owed back to a borrower (issue 25): an overpayment's remainder, or a code paid after its debt was gone.
 * Listed for staff; paying it out is the back office's refunds work (a later issue).
 */
const RefundOwedSchema = z.object({
  referenceNo: z.string(),
  userId: z.string(),
  borrowerName: z.string(),
  phone: z.string(),
  orderId: z.string(),
  channelName: z.string(),
  gatewayRef: z.string(),
  /** Centavos paid, and centavos of it owed back. */
  amount: z.number().int(),
  refundAmount: z.number().int(),
  /** 'stale': the whole payment, for a code whose debt no longer existed; 'overpaid': what the loan could not take. */
  reason: z.enum(['stale', 'overpaid']),
  paidAt: z.string(),
  /**
   * Where its refund stands (issue 28): owed (nothing under way), awaiting a second finance member's approval,
   * on its way through the payout rail, or failed there (it may be proposed again).
   */
  refundState: z.enum(['owed', 'awaiting-approval', 'on-its-way', 'failed']),
  /** The refund's payout failure reason, or the account it is on its way to; '' otherwise. */
  refundNote: z.string(),
});
export type RefundOwed = z.infer<typeof RefundOwedSchema>;

/** A refund the payout rail paid (issue 40: it stays in view once it leaves the refunds owed). */
const RefundPaidSchema = z.object({
  refundId: z.string(),
  /** The payment it returned. */
  referenceNo: z.string(),
  userId: z.string(),
  borrowerName: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  accountLabel: z.string(),
  gatewayRef: z.string(),
  paidAt: z.string(),
});
export type RefundPaid = z.infer<typeof RefundPaidSchema>;

/** An SMS as the outbox shows it; outside demo mode its codes are masked (masked: true). */
/** A website message is open until an agent marks it handled or answers it (issue 30). */
export const CONTACT_MESSAGE_STATUSES = ['open', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** An answer goes as one SMS of a few parts: long enough to explain, short enough to be read on a phone. */
export const CONTACT_ANSWER_MAX = 600;

export const ContactMessagesQuerySchema = z.object({ status: z.enum(CONTACT_MESSAGE_STATUSES).optional() });
export type ContactMessagesQuery = z.input<typeof ContactMessagesQuerySchema>;

/** A website message as agents work it: who handled it and when, and the answer sent (by SMS, to `to`). */
export const ContactMessageEntrySchema = ContactMessageSchema.extend({
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  answer: z
    .object({ text: z.string(), by: z.string(), at: z.string(), channel: z.literal('sms'), to: z.string() })
    .nullable(),
});
export type ContactMessageEntry = z.infer<typeof ContactMessageEntrySchema>;

export const ContactAnswerRequestSchema = z.object({
  text: multilineText(CONTACT_ANSWER_MAX).refine((v) => v.trim() !== '', 'Write an answer first.'),
});

const OutboxMessageSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/**
 * What an action under maker-checker answers (issue 28): done at once (within the configured amount), or waiting
 * for a second staff member (its approval's id). Re-exported by staff.ts, beside the approvals.
 */
export const ActionOutcomeSchema = z.object({
  status: z.enum(['done', 'pending']),
  approvalId: z.string().nullable(),
});
export type ActionOutcome = z.infer<typeof ActionOutcomeSchema>;

/**
 * A path parameter as the router hands it. Whether it can name anything is the handler's question: an id no
 * complaint or template can have reads as not found, like an unknown one.
 */
const byId = z.object({ id: z.string() });
const none = z.object({});

/**
 * Who may make a staff call: its roles, stated on each declaration (the role table test reads them). `post` and `get`
 * build the common part; a call lists its roles at its declaration, so a reviewer reads them there.
 */
export const staffPost = <const R extends readonly StaffRole[]>(roles: R) =>
  ({ auth: 'staff', roles }) as const;
export const staffGet = <const R extends readonly StaffRole[]>(roles: R) =>
  ({ auth: 'staff', roles, method: 'GET' }) as const;
/** Every role: what any signed-in staff member may do (who am I). */
export const EVERY_ROLE = STAFF_ROLES;

/**
 * The back office's calls, run by the server's call runner like the borrower's: the agent is read from the cookie
 * and checked against `roles`, the input and output go through the schemas. Plain names in both wire modes (their
 * paths are under CONSOLE_PREFIX), and none of them reaches the H5's generated table.
 */
export const backOfficeCalls = {
  consoleMe: defineCall({
    ...staffGet(EVERY_ROLE),
    path: '/console/me',
    request: none,
    response: z.object({ agent: AgentInfoSchema }),
    summary: 'The signed-in agent.',
  }),
  consoleInbox: defineCall({
    ...staffGet(['support']),
    path: '/console/complaints',
    request: InboxQuerySchema,
    response: InboxSchema,
    summary: 'The complaint inbox, filtered by status, type and overdue, with counts per status.',
  }),
  consoleComplaint: defineCall({
    ...staffGet(['support']),
    path: '/console/complaints/:id',
    refuses: [404],
    request: byId,
    response: ComplaintViewSchema,
    summary: 'One complaint with its borrower, order, replies and history.',
  }),
  consoleStartComplaint: defineCall({
    ...staffPost(['support']),
    path: '/console/complaints/:id/start',
    refuses: [404, 409],
    request: byId,
    response: ComplaintViewSchema,
    summary: 'An agent takes a complaint in hand (submitted to in progress).',
  }),
  consoleReplyComplaint: defineCall({
    ...staffPost(['support']),
    path: '/console/complaints/:id/reply',
    refuses: [404, 409],
    request: ReplyRequestSchema.extend(byId.shape),
    response: ComplaintViewSchema,
    summary: "An agent's reply to a complaint, with images and an optional rating request.",
  }),
  consoleCloseComplaint: defineCall({
    ...staffPost(['support']),
    path: '/console/complaints/:id/close',
    refuses: [404, 409],
    request: byId,
    response: ComplaintViewSchema,
    summary: 'An agent closes a complaint.',
  }),
  consoleUpload: defineCall({
    ...staffPost(['support']),
    path: '/console/uploads',
    client: 'multipart',
    // The file arrives as the multipart field problemImage, outside the schema (apps/server lib/call.ts).
    request: none,
    response: z.object({ url: z.string() }),
    summary: "Stores one image for an agent's reply (multipart field problemImage), checked by its content.",
  }),
  consoleSmsOutbox: defineCall({
    ...staffGet(['support']),
    path: '/console/sms-outbox',
    request: none,
    response: z.object({ masked: z.boolean(), messages: z.array(OutboxMessageSchema) }),
    summary: 'The newest 100 SMS sent, their codes masked outside demo mode.',
  }),
  consoleContactMessages: defineCall({
    ...staffGet(['support', 'admin']),
    path: '/console/contact-messages',
    request: ContactMessagesQuerySchema,
    response: z.object({ messages: z.array(ContactMessageEntrySchema) }),
    summary: "The messages left through the official site's contact form, newest first, open or handled.",
  }),
  consoleHandleContactMessage: defineCall({
    ...staffPost(['support', 'admin']),
    path: '/console/contact-messages/:id/handled',
    refuses: [404],
    request: byId,
    response: ContactMessageEntrySchema,
    summary: 'An agent marks a website message handled (answered elsewhere, or needing no answer).',
  }),
  consoleAnswerContactMessage: defineCall({
    ...staffPost(['support', 'admin']),
    path: '/console/contact-messages/:id/answer',
    refuses: [404],
    request: ContactAnswerRequestSchema.extend(byId.shape),
    response: ContactMessageEntrySchema,
    summary: "An agent answers a website message by SMS to the visitor's phone, which marks it handled.",
  }),
  consoleRefunds: defineCall({
    ...staffGet(['finance']),
    path: '/console/refunds',
    request: none,
    response: z.object({ refunds: z.array(RefundOwedSchema), paid: z.array(RefundPaidSchema) }),
    summary:
      'The money owed back to borrowers (overpayments and codes paid after their debt was gone), and the latest refunds paid.',
  }),
  consolePromotionTemplates: defineCall({
    ...staffGet(['admin']),
    path: '/console/promotion-templates',
    request: none,
    response: z.object({ templates: z.array(TemplateEntrySchema) }),
    summary: 'The landing templates of the promotion pages, with who saved each last.',
  }),
  consoleSavePromotionTemplate: defineCall({
    ...staffPost(['admin']),
    path: '/console/promotion-templates/:id',
    refuses: [404, 409],
    request: PromotionTemplateSchema.extend(byId.shape),
    response: ActionOutcomeSchema,
    summary:
      'Proposes a landing template; a second admin approves it, and the next visit to its page shows it.',
  }),
  consoleAppSettings: defineCall({
    ...staffGet(['admin']),
    path: '/console/app-settings',
    request: none,
    response: AppSettingsEntrySchema,
    summary: 'The app settings (colours, service phone, app scheme and id), with who saved them last.',
  }),
  consoleSaveAppSettings: defineCall({
    ...staffPost(['admin']),
    path: '/console/app-settings',
    refuses: [409],
    request: AppSettingsSchema,
    response: ActionOutcomeSchema,
    summary:
      'Proposes app settings; a second admin approves them, and the site and the H5 show them on their next page.',
  }),
};
