import { z } from 'zod';
import { TRACK_KINDS } from './constants';

export const EventSaveRequestSchema = z.object({
  productId: z.coerce.string().max(64).optional(),
  moduleId: z.coerce.number().int().min(0).max(100000),
  positionId: z.coerce.number().int().min(0).max(100000),
});
export type EventSaveRequest = z.input<typeof EventSaveRequestSchema>;

export type TrackKind = (typeof TRACK_KINDS)[number];

export const TrackEventSchema = z.object({
  kind: z.enum(TRACK_KINDS),
  page: z.string().min(1).max(200),
  element: z.string().max(200).optional(),
  label: z.string().max(200).optional(),
  occurredAt: z.iso.datetime(),
});
export type TrackEvent = z.infer<typeof TrackEventSchema>;

export const BuriedPointUploadRequestSchema = z.object({
  events: z.array(TrackEventSchema).min(1).max(50),
});
export type BuriedPointUploadRequest = z.input<typeof BuriedPointUploadRequestSchema>;
