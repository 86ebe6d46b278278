// Promotion registration (spec 2 §2.9, §3, §4.7, §7, §8): calls for visitors, who have no session.
import { z } from 'zod';
import { defineCall } from './call';
import { id, isStorableText, text } from './primitives';

// Visitors' text refuses control characters like every other call's (a NUL in page_id failed in PostgreSQL).
const optional = (max: number) => text(max).optional();
// The console edits the template, so its refusals are worded for the person editing.
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour written as # and six hex digits, like #3D5AFF.');
// Saved as JSON in PostgreSQL, which holds neither a NUL nor half a character: the save failed with a 500.
const storable = (name: string) => ({ message: `${name} contains characters that cannot be saved.` });
const line = (name: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${name} cannot be empty.`)
    .max(max, `${name}: at most ${max} characters.`)
    .refine(isStorableText, storable(name));

/** The landing page as the console edits it: colours, images, texts and the button. */
export const PromotionTemplateSchema = z.object({
  backgroundColor: colour,
  fontColor: colour,
  buttonColor: colour,
  title: line('The title', 80),
  subtitle: z
    .string()
    .trim()
    .max(200, 'The subtitle: at most 200 characters.')
    .refine(isStorableText, storable('The subtitle')),
  /** Our own image paths (/static/…), shown in order above the form. */
  images: z
    .array(
      z
        .string()
        .regex(
          /^\/static\/[\w./-]+$/,
          'An image must be one of our own files, a path starting with /static/.',
        )
        .refine((p) => !p.includes('..'), 'An image path cannot go up a folder.'),
    )
    .max(5, 'At most 5 images.'),
  /** Short selling points under the form. */
  texts: z.array(line('A selling point', 120)).max(6, 'At most 6 selling points.'),
  buttonText: line('The button text', 30),
});
export type PromotionTemplate = z.infer<typeof PromotionTemplateSchema>;

// A link without a templateId (or with it empty) is answered with the default campaign, not a validation error.
export const ChannelTemplateRequestSchema = z.object({ templateId: z.union([id, z.literal('')]).optional() });
export const ChannelTemplateSchema = z.object({
  id: z.string(),
  template: PromotionTemplateSchema,
});
export type ChannelTemplate = z.infer<typeof ChannelTemplateSchema>;

export const GetSidSchema = z.object({ sid: z.string() });

const attribution = {
  app_from: optional(40),
  user_from: optional(40),
  utm_tag: optional(80),
};

export const GetSmsRequestSchema = z.object({
  phone: text(20),
  capcode: text(8),
  sid: id,
  deviceId: optional(64),
  appName: optional(40),
  ...attribution,
});
export type GetSmsRequest = z.input<typeof GetSmsRequestSchema>;

export const PromotionRegisterRequestSchema = z.object({
  phone: text(20),
  capcode: text(8),
  sid: id,
  deviceId: optional(64),
  appName: optional(40),
  merchantNumber: z.union([z.string(), z.number()]).optional(),
  userName: optional(20),
  smsCode: text(12),
  invite_code: optional(40),
  /** The template id. */
  id: optional(64),
  ...attribution,
});
export type PromotionRegisterRequest = z.input<typeof PromotionRegisterRequestSchema>;

export const TrackVisitRequestSchema = z.object({
  page_id: optional(64),
  client_type: optional(20),
  page_type: optional(4),
  ...attribution,
});
export const TrackClickRequestSchema = TrackVisitRequestSchema.extend({ phone: optional(20) });

export const CaptchaRequestSchema = z.object({ sid: id, a: z.string().max(20).optional() });

/** spec 2 §7: promotion registration, for visitors (issue 10). */
export const promotionCalls = {
  channelTemplate: defineCall({
    path: '/api/v2/youmi/service/channel/channel-template',
    refuses: [404],
    method: 'GET',
    auth: 'visitor',
    request: ChannelTemplateRequestSchema,
    response: ChannelTemplateSchema,
    summary: "A promotion landing page's template: texts, colours and download links.",
  }),
  trackVisit: defineCall({
    path: '/api/v2/youmi/promotion/track-visit',
    method: 'GET',
    auth: 'visitor',
    request: TrackVisitRequestSchema,
    response: z.null(),
    summary: 'Counts a visit to a promotion landing page.',
  }),
  trackClick: defineCall({
    path: '/api/v2/youmi/promotion/track-click',
    method: 'GET',
    auth: 'visitor',
    request: TrackClickRequestSchema,
    response: z.null(),
    summary: 'Counts a click on a promotion landing page.',
  }),
  getSid: defineCall({
    path: '/api/v2/youmi/promotion/get-sid',
    method: 'GET',
    auth: 'visitor',
    request: z.object({}),
    response: GetSidSchema,
    summary: "A visitor's picture-code session id.",
  }),
  getCaptcha: defineCall({
    path: '/api/v2/youmi/promotion/get-captcha',
    method: 'GET',
    auth: 'visitor',
    request: CaptchaRequestSchema,
    response: z.null(),
    produces: 'image/png',
    summary: 'A new picture code for the sid, as a PNG (not the envelope; refusals are the envelope).',
  }),
  getSms: defineCall({
    path: '/api/v2/youmi/promotion/get-sms',
    refuses: [409],
    auth: 'visitor',
    request: GetSmsRequestSchema,
    response: z.null(),
    summary: 'Texts a registration code once the picture code is right.',
  }),
  promotionRegister: defineCall({
    path: '/api/v2/youmi/promotion/register',
    refuses: [409],
    auth: 'visitor',
    request: PromotionRegisterRequestSchema,
    response: z.null(),
    summary: 'Registers a visitor by phone and code from a promotion landing page.',
  }),
};
