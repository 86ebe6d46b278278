// Promotion registration (spec 2 §2.9, §3, §4.7, §7, §8): calls for visitors, who have no session.
import { z } from 'zod';
import { id } from './primitives';

const text = (max: number) => z.string().max(max);
const optional = (max: number) => z.string().max(max).optional();

/** The landing page as the console edits it: colours, images, texts and the button. */
export const PromotionTemplateSchema = z.object({
  backgroundColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  fontColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  buttonColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  title: text(80),
  subtitle: text(200),
  /** Our own image paths (/static/…), shown in order above the form. */
  images: z.array(z.string().regex(/^\/static\/[\w./-]+$/)).max(5),
  /** Short selling points under the form. */
  texts: z.array(text(120)).max(6),
  buttonText: text(30),
});
export type PromotionTemplate = z.infer<typeof PromotionTemplateSchema>;

export const ChannelTemplateRequestSchema = z.object({ templateId: id });
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
