// The V32 confirmation variant and the login-failure page (spec 2 §2.6, §2.7): the /gopia/goya/* calls,
// whose success code is the string '00'.
import { z } from 'zod';
import { defineCall } from './call';
import { id } from './primitives';
import { AGREEMENT_SCENE } from './constants';
import {
  AgreementSchema,
  DetailRowSchema,
  LoanPushRequestSchema,
  RecProductSchema,
  RepayPlanSchema,
} from './loans';

export const SatireRequestSchema = z.object({ productId: id });
export const SatireSchema = z.object({
  productId: z.string(),
  comProductLogo: z.string(),
  comProductName: z.string(),
  amount: z.number().int(),
  periods: z.number().int(),
  termUnit: z.number().int(),
  regionFlag: z.union([z.literal(0), z.literal(1)]),
  firstPayTime: z.string(),
  details: z.array(DetailRowSchema),
  repay_plans: z.array(RepayPlanSchema),
  NewButtonMsg: z.string(),
  NewPopMsg: z.string(),
});
export type Satire = z.infer<typeof SatireSchema>;

export const CulturesRequestSchema = z.object({
  productId: id,
  scene: z.coerce
    .number()
    .int()
    .refine((v) => v === AGREEMENT_SCENE, { message: 'must be 3' }),
});
export const CulturesSchema = z.object({ list: z.array(AgreementSchema) });

export const MisunderstoodRequestSchema = z.object({
  productId: id,
  position: z.coerce.number().int().min(0).max(20),
});
export const UrlSchema = z.object({ url: z.string() });

export const DepushRequestSchema = LoanPushRequestSchema;

export const DrownsRequestSchema = z.object({ orderId: id.optional() });
export const DrownsSchema = z.object({
  noticeMsg: z.string(),
  errorMsg: z.string(),
  recProducts: z.array(RecProductSchema),
});
export type Drowns = z.infer<typeof DrownsSchema>;

export const BecauseRequestSchema = z.object({
  productId: id,
  position: z.coerce.number().int().min(0).max(100),
});
export const DefineRequestSchema = z.object({ productId: id });

/** spec 2 §7: the variant loan-confirm screens (their paths are already obfuscated in the spec). */
export const variantCalls = {
  satire: defineCall({
    path: '/gopia/goya/satire',
    refuses: [404, 409],
    signal: 'zeroZero',
    request: SatireRequestSchema,
    response: SatireSchema,
    summary: "The variant confirmation screen's offer.",
  }),
  cultures: defineCall({
    path: '/gopia/goya/cultures',
    refuses: [404, 409],
    method: 'GET',
    signal: 'zeroZero',
    request: CulturesRequestSchema,
    response: CulturesSchema,
    summary: "The variant confirmation screen's agreements.",
  }),
  misunderstood: defineCall({
    path: '/gopia/goya/misunderstood',
    refuses: [404, 409],
    method: 'GET',
    signal: 'zeroZero',
    request: MisunderstoodRequestSchema,
    response: UrlSchema,
    summary: "Where one of the variant screen's agreements is read.",
  }),
  depush: defineCall({
    path: '/gopia/goya/depush',
    refuses: [404, 409],
    signal: 'zeroZero',
    request: DepushRequestSchema,
    response: UrlSchema,
    summary: 'Accepts the variant offer; answers the order page to open.',
  }),
  drowns: defineCall({
    path: '/gopia/goya/drowns',
    refuses: [404],
    signal: 'zeroZero',
    request: DrownsRequestSchema,
    response: DrownsSchema,
    summary: 'The notice shown when a loan could not be made.',
  }),
  because: defineCall({
    path: '/gopia/goya/because',
    refuses: [404, 409],
    signal: 'zeroZero',
    request: BecauseRequestSchema,
    response: z.null(),
    summary: 'Records that the failure notice was seen.',
  }),
  define: defineCall({
    path: '/gopia/goya/define',
    refuses: [404, 409],
    signal: 'zeroZero',
    request: DefineRequestSchema,
    response: UrlSchema,
    summary: 'Where the failure notice sends the borrower next.',
  }),
};
