// What borrowers hear (issue 29): the events, the placeholders each event's wording may use, and which are notices
// the law requires (sent whatever the marketing opt-out). The back office's template calls are declared here too.
// The wording itself is in the server's defaults (contexts/notifications/notifications) and in the templates staff edit.
import { z } from 'zod';
import { staffGet, staffPost } from './back-office';
import { defineCall } from './call';
import { LANGS } from './lang';

/** Every event a borrower is told about, in the order a loan meets them. */
export const NOTIFICATION_EVENTS = [
  'application-approved',
  'application-declined',
  'application-review',
  'payout-sent',
  'payout-failed',
  'due-in-3-days',
  'due-in-1-day',
  'due-today',
  'overdue-1-day',
  'overdue-3-days',
  'overdue-7-days',
  'payment-received',
  'rollover-applied',
  'plan-offered',
  'refund-sent',
  'complaint-replied',
  'promotion',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The placeholders each event's title and body may use ({name}); any other is refused when staff save a template. */
export const NOTIFICATION_PLACEHOLDERS: Record<NotificationEvent, readonly string[]> = {
  'application-approved': ['name', 'product', 'amount', 'link'],
  'application-declined': ['name', 'product', 'reason'],
  'application-review': ['name', 'product'],
  'payout-sent': ['name', 'amount', 'account', 'orderNo', 'link'],
  'payout-failed': ['name', 'amount', 'reason', 'link'],
  'due-in-3-days': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'due-in-1-day': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'due-today': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'overdue-1-day': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'overdue-3-days': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'overdue-7-days': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'payment-received': ['name', 'amount', 'balance', 'orderNo', 'link'],
  'rollover-applied': ['name', 'dueDate', 'orderNo', 'link'],
  // {dueDate}: the last day the plan can be accepted.
  'plan-offered': ['name', 'amount', 'dueDate', 'orderNo', 'link'],
  'refund-sent': ['name', 'amount', 'account'],
  'complaint-replied': ['name', 'link'],
  promotion: ['name', 'link'],
};

/** Marketing: the only messages a borrower may opt out of. Every other event is a notice they must receive. */
export const MARKETING_EVENTS: readonly NotificationEvent[] = ['promotion'];

/** The languages templates are kept in: each event has its wording in English and in Filipino (issue 30). */
export const NOTIFICATION_LANGS = LANGS;

/** A title is one line of a tray; a body at most two SMS segments (160 characters each, less the sender's prefix). */
export const NOTIFICATION_TITLE_MAX = 80;
export const NOTIFICATION_BODY_MAX = 300;

export const NotificationTemplateEntrySchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  lang: z.enum(NOTIFICATION_LANGS),
  title: z.string(),
  body: z.string(),
  /** The placeholders this event's wording may use, without braces. */
  placeholders: z.array(z.string()),
  /** 'default': the built-in wording (never saved, or reset); 'saved': staff's. */
  source: z.enum(['default', 'saved']),
  /** A notice the law requires (sent whatever the marketing opt-out). */
  legal: z.boolean(),
  updatedBy: z.string(),
  updatedAt: z.string().nullable(),
});
export type NotificationTemplateEntry = z.infer<typeof NotificationTemplateEntrySchema>;

// A short sentence, not zod's list of every allowed value (sixteen events made a refusal no one would read).
const templateKey = z.object({
  event: z.enum(NOTIFICATION_EVENTS, { error: 'This is not an event borrowers are told about.' }),
  lang: z.enum(NOTIFICATION_LANGS, { error: 'Templates are kept in English (en) and Filipino (fil).' }),
});
// Lengths and emptiness are checked by the server, so the refusal names the field in a sentence staff can act on.
const wording = z.object({ title: z.string().default(''), body: z.string().default('') });

/** The opt-out a borrower sets from the app: marketing only, every notice the law requires still goes. */
export const MarketingOptOutSchema = z.object({ marketingOptOut: z.boolean() });

/** The language the borrower chose on the host's Mine tab: their messages are written in it from now on. */
export const LanguageSchema = z.object({
  lang: z.enum(LANGS, { error: 'Please choose English (en) or Filipino (fil).' }),
});

/**
 * Templates are admin's alone: the wording is what every borrower reads, including the collection notices the
 * law holds to a calm tone (SEC MC 18), so it is a policy change, like the app settings; each change is audited.
 */
export const notificationCalls = {
  consoleNotificationTemplates: defineCall({
    ...staffGet(['admin']),
    path: '/console/notification-templates',
    request: z.object({}),
    response: z.object({ templates: z.array(NotificationTemplateEntrySchema) }),
    summary:
      "Every event's message wording per language: staff's when saved, else the default, and its placeholders.",
  }),
  consoleSaveNotificationTemplate: defineCall({
    ...staffPost(['admin']),
    path: '/console/notification-templates/:event/:lang',
    request: wording.extend(templateKey.shape),
    response: NotificationTemplateEntrySchema,
    summary:
      "Saves an event's wording; an unknown placeholder, an empty or too long text is refused. Audited.",
  }),
  consoleResetNotificationTemplate: defineCall({
    ...staffPost(['admin']),
    path: '/console/notification-templates/:event/:lang/reset',
    request: templateKey,
    response: NotificationTemplateEntrySchema,
    summary: "Puts an event's wording back to the default. Audited.",
  }),
  consolePreviewNotificationTemplate: defineCall({
    ...staffPost(['admin']),
    path: '/console/notification-templates/:event/:lang/preview',
    request: wording.extend(templateKey.shape),
    response: z.object({ title: z.string(), body: z.string() }),
    summary: 'The wording as a borrower would read it, filled with sample values; checked as a save is.',
  }),
  setMarketingOptOut: defineCall({
    app: 'native',
    path: '/v3/user/marketing-opt-out',
    request: MarketingOptOutSchema,
    response: MarketingOptOutSchema,
    summary: 'The borrower opts out of marketing messages (or back in); notices the law requires always go.',
  }),
  setLanguage: defineCall({
    app: 'native',
    path: '/v3/user/language',
    request: LanguageSchema,
    response: LanguageSchema,
    summary: "Stores the borrower's language (en or fil): their texts and notifications are written in it.",
  }),
};
