// The back office's calls (apps/console, under /attempt/console/): agents sign in with a cookie, work the
// complaint inbox, and reply. Plain names in both wire modes; the console is staff-only and not size-bound.
import { z } from 'zod';
import { COMPLAINT_IMAGE_MAX, COMPLAINT_TEXT_MAX } from './constants';
import { multilineText, text } from './primitives';
import type { PromotionTemplate } from './promotion';

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

export type InboxItem = {
  id: string;
  status: ComplaintStatus;
  type: string;
  sonType: string;
  content: string;
  orderNo: string;
  borrower: string;
  phone: string;
  createdAt: string;
  replyDueOn: string;
  resolveBy: string;
  overdue: boolean;
};

export type Inbox = {
  businessDate: string;
  counts: Record<ComplaintStatus, number>;
  types: { value: number; title: string }[];
  items: InboxItem[];
};

export type ComplaintView = {
  id: string;
  status: ComplaintStatus;
  type: string;
  sonType: string;
  content: string;
  images: string[];
  borrower: { userId: string; name: string; phone: string };
  order: {
    orderNo: string;
    productName: string;
    productLogo: string;
    statusText: string;
    detail: { title: string; value: string }[];
  } | null;
  createdAt: string;
  replyDueOn: string;
  resolveBy: string;
  overdue: boolean;
  replies: {
    id: string;
    agent: string;
    text: string;
    images: string[];
    wantsRating: boolean;
    score: number | null;
    scoredAt: string | null;
    createdAt: string;
  }[];
  history: {
    at: string;
    actor: string;
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    note: string;
  }[];
};

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

export type AgentInfo = { id: string; displayName: string; username: string };

/** Limits the console shows beside its inputs, shared with the server. */
export const BACK_OFFICE_LIMITS = {
  replyText: REPLY_TEXT_MAX,
  images: COMPLAINT_IMAGE_MAX,
  complaintText: COMPLAINT_TEXT_MAX,
};

/** A landing template as the console lists it: what the page shows, and who saved it last. */
export type TemplateEntry = {
  id: string;
  template: PromotionTemplate;
  updatedAt: string;
  updatedBy: string;
};

/**
 * Money owed back to a borrower (issue 25): an overpayment's remainder, or a code paid after its debt was gone.
 * Listed for staff; paying it out is the back office's refunds work (a later issue).
 */
export type RefundOwed = {
  referenceNo: string;
  userId: string;
  borrowerName: string;
  phone: string;
  orderId: string;
  channelName: string;
  gatewayRef: string;
  /** Centavos paid, and centavos of it owed back. */
  amount: number;
  refundAmount: number;
  /** 'stale': the whole payment, for a code whose debt no longer existed; 'overpaid': what the loan could not take. */
  reason: 'stale' | 'overpaid';
  paidAt: string;
};
