import { z } from 'zod';
import { defineCall } from './call';
import { CONTACT_OVERALL } from './constants';

export const ContactKfInfoRequestSchema = z.object({
  overall: z.coerce
    .number()
    .int()
    .refine((v) => v === CONTACT_OVERALL, { message: 'overall must be 30' }),
});
export type ContactKfInfoRequest = z.input<typeof ContactKfInfoRequestSchema>;

export const ContactKfInfoSchema = z.object({
  email: z.string(),
  /** The WhatsApp contact, an international number without '+', e.g. '639171234567'. */
  smWa: z.string(),
  telephone: z.string(),
});
export type ContactKfInfo = z.infer<typeof ContactKfInfoSchema>;

/** spec 1 §7. */
export const contactCalls = {
  contactKfInfo: defineCall({
    path: '/v3/personal-center/contact-kf-info',
    request: ContactKfInfoRequestSchema,
    response: ContactKfInfoSchema,
    summary: "Customer service's contact details and hours.",
  }),
};
