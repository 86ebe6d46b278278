import { z } from 'zod';
import { defineCall } from './call';
import { TRACK_KINDS } from './constants';
import { coercedText, instant, text } from './primitives';

export const EventSaveRequestSchema = z.object({
  productId: coercedText(64).optional(),
  moduleId: z.coerce.number().int().min(0).max(100000),
  positionId: z.coerce.number().int().min(0).max(100000),
});
export type EventSaveRequest = z.input<typeof EventSaveRequestSchema>;

export type TrackKind = (typeof TRACK_KINDS)[number];

export const TrackEventSchema = z.object({
  kind: z.enum(TRACK_KINDS),
  page: text(200).min(1),
  element: text(200).optional(),
  label: text(200).optional(),
  occurredAt: instant(),
});
export type TrackEvent = z.infer<typeof TrackEventSchema>;

export const BuriedPointUploadRequestSchema = z.object({
  events: z.array(TrackEventSchema).min(1).max(50),
});
export type BuriedPointUploadRequest = z.input<typeof BuriedPointUploadRequestSchema>;

/** spec 1 §7, spec 2 §7, §9: tracking. */
export const eventCalls = {
  buriedPointUpload: defineCall({
    path: '/v3/buried-point/upload',
    request: BuriedPointUploadRequestSchema,
    response: z.null(),
    summary: 'A batch of page tracking events.',
  }),
  eventSave: defineCall({
    path: '/service/event/save',
    request: EventSaveRequestSchema,
    response: z.null(),
    summary: 'One product event (module and position), such as borrow-again.',
  }),
};
