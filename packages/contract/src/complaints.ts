// Complaints (spec 1 §2–§5, §7–§9): entry, form, image upload, list, details and the rating of a reply.
// Limits are enforced here, on the server, as well as on the screens.
import { z } from 'zod';
import { defineCall } from './call';
import { COMPLAINT_IMAGE_MAX, COMPLAINT_TEXT_MAX } from './constants';
import { id, multilineText } from './primitives';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A question type or sub-type: the title shown and the value sent back. */
export const ProblemOptionSchema = z.object({ title: z.string(), value: z.number().int() });
export type ProblemOption = z.infer<typeof ProblemOptionSchema>;

/** An order as the complaint entry shows it; isShow 1: collection complaints are allowed for it. */
export const ComplaintOrderSchema = z.object({
  orderNo: z.string(),
  productLogo: z.string(),
  productName: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  detail: z.array(z.object({ title: z.string(), value: z.string() })),
  isShow: flag,
});
export type ComplaintOrder = z.infer<typeof ComplaintOrderSchema>;

export const ProblemInitRequestSchema = z.object({ orderId: z.union([id, z.literal('')]).optional() });
export type ProblemInitRequest = z.input<typeof ProblemInitRequestSchema>;

export const ProblemInitSchema = z.object({
  problemType: z.array(ProblemOptionSchema),
  /** The sub-types of the collection type (value 1). */
  problemSonType: z.array(ProblemOptionSchema),
  /** The order of the query, else the first of orderList; null when the borrower has none. */
  orderDetail: ComplaintOrderSchema.nullable(),
  orderList: z.array(ComplaintOrderSchema),
  /** The promise shown on the form: a reply within this many weekdays. */
  replyWithinWeekdays: z.number().int(),
});
export type ProblemInit = z.infer<typeof ProblemInitSchema>;

/** What an upload answers: the image's address, which opens only for its owner and for agents. */
export const UploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

const imageUrls = z
  .string()
  .max(COMPLAINT_IMAGE_MAX * 200)
  .transform((v) => (v.trim() === '' ? [] : v.split(',').map((u) => u.trim())))
  .refine((urls) => urls.length <= COMPLAINT_IMAGE_MAX, {
    message: `at most ${COMPLAINT_IMAGE_MAX} images`,
  })
  .refine((urls) => new Set(urls).size === urls.length, { message: 'the same image twice' });

const integer = z.coerce.number().int().min(1).max(99);

export const ProblemSaveRequestSchema = z.object({
  problemType: integer,
  /** Only with the collection type; '' or absent otherwise. */
  problemSonType: z.union([integer, z.literal('')]).optional(),
  problemDetail: multilineText(COMPLAINT_TEXT_MAX).refine((v) => v.trim() !== '', {
    message: 'must not be empty',
  }),
  /** The uploaded images' URLs, comma-joined; empty when none. */
  problemImage: z.string().optional().default('').pipe(imageUrls),
  /** The order complained about; '' only for a borrower with no order. */
  orderNo: z.union([id, z.literal('')]),
  /** One per filled form: a repeated send (a double tap, a retry) files one complaint. */
  requestId: z.uuid().optional(),
});
export type ProblemSaveRequest = z.input<typeof ProblemSaveRequestSchema>;

export const ProblemSavedSchema = z.object({ problemId: z.string() });
export type ProblemSaved = z.infer<typeof ProblemSavedSchema>;

export const ComplaintEntrySchema = z.object({
  id: z.string(),
  /** UTC ISO instant of filing. */
  time: z.string(),
  type: z.string(),
  content: z.string(),
});
export type ComplaintEntry = z.infer<typeof ComplaintEntrySchema>;

export const ComplaintTabSchema = z.object({
  title: z.string(),
  list: z.array(ComplaintEntrySchema),
});
export type ComplaintTab = z.infer<typeof ComplaintTabSchema>;

export const ProblemListSchema = z.object({ tabs: z.array(ComplaintTabSchema) });
export type ProblemList = z.infer<typeof ProblemListSchema>;

export const ProblemIdRequestSchema = z.object({ problemId: id });
export type ProblemIdRequest = z.input<typeof ProblemIdRequestSchema>;

/** One step of a complaint's life as the borrower follows it; time is null until the step happens. */
export const ComplaintStepSchema = z.object({
  status: z.enum(['submitted', 'in_progress', 'replied', 'closed']),
  title: z.string(),
  time: z.string().nullable(),
});
export type ComplaintStep = z.infer<typeof ComplaintStepSchema>;

export const ProblemDetailSchema = z.object({
  problemId: z.string(),
  type: z.string(),
  sonType: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  disposeDetail: z.string(),
  disposeImages: z.array(z.string()),
  isNeedScore: flag,
  /** submitted, in_progress, replied or closed, and how the borrower reads it. */
  status: z.string(),
  statusText: z.string(),
  /** UTC ISO instant of filing; the reply promise and the resolution deadline as business dates. */
  time: z.string(),
  replyDueOn: z.string(),
  resolveBy: z.string(),
  /** Filed, in progress, replied, closed: each with the instant it happened. */
  timeline: z.array(ComplaintStepSchema),
});
export type ProblemDetail = z.infer<typeof ProblemDetailSchema>;

export const SaveScoreRequestSchema = z.object({
  score: z.coerce.number().int().min(1).max(5),
  problemId: id,
});
export type SaveScoreRequest = z.input<typeof SaveScoreRequestSchema>;

/** spec 1 §7: complaints. */
export const complaintCalls = {
  problemInit: defineCall({
    path: '/user-problem/problem-init',
    request: ProblemInitRequestSchema,
    response: ProblemInitSchema,
    summary: 'The complaint form: the types, and the order it is about.',
  }),
  uploadProblemImg: defineCall({
    path: '/user-problem/upload-problem-img',
    client: 'multipart',
    signal: 'zeroZero',
    // The file itself arrives as the multipart field problemImage, outside the schema (apps/server lib/call.ts).
    request: z.object({}),
    response: UploadedImageSchema,
    summary: 'Stores one complaint image (multipart field problemImage), checked by its content.',
  }),
  problemSave: defineCall({
    path: '/user-problem/problem-save',
    refuses: [404],
    signal: 'flag',
    request: ProblemSaveRequestSchema,
    response: ProblemSavedSchema,
    summary: 'Files a complaint.',
  }),
  problemList: defineCall({
    path: '/user-problem/problem-list',
    request: z.object({}),
    response: ProblemListSchema,
    summary: "The borrower's complaints, newest first.",
  }),
  problemDetail: defineCall({
    path: '/user-problem/problem-detail',
    refuses: [404],
    request: ProblemIdRequestSchema,
    response: ProblemDetailSchema,
    summary: 'One complaint with its replies.',
  }),
  saveScore: defineCall({
    path: '/user-problem/save-score',
    refuses: [404, 409],
    signal: 'zeroZero',
    request: SaveScoreRequestSchema,
    response: z.null(),
    summary: "The borrower's rating of how a complaint was handled.",
  }),
};
