// The official site (spec 2 §2.12, §5): the Contact tab's message. The spec sends it nowhere; a company reads its
// contact form, so it is stored and listed in the back office.
import { z } from 'zod';
import { defineCall } from './call';
import { CONTACT_FIELD_MAX } from './site-limits';

// A NUL reached PostgreSQL and failed there with a 500. Line breaks and tabs are what a textarea sends.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const required = (name: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${name}.`)
    .max(max, `Your ${name} is too long (at most ${max} characters).`)
    .refine((v) => !CONTROL_BUT_LINE_BREAKS.test(v), `Your ${name} cannot contain control characters.`);

export const ContactMessageRequestSchema = z.object({
  name: required('name', CONTACT_FIELD_MAX.name),
  telephone: required('telephone', CONTACT_FIELD_MAX.telephone).regex(
    /^\+?[\d\s()-]{7,20}$/,
    'Please enter a telephone number of digits (7 or more).',
  ),
  email: required('e-mail', CONTACT_FIELD_MAX.email).regex(
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    'Please enter an e-mail address like name@example.com.',
  ),
  message: required('message', CONTACT_FIELD_MAX.message),
});
export type ContactMessageRequest = z.input<typeof ContactMessageRequestSchema>;

/** A message as the back office lists it. */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  telephone: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** spec 2 §2.12, §5: the official site's contact form (the spec sends it nowhere; we keep it, issue 11). */
export const siteCalls = {
  contactMessage: defineCall({
    path: '/api/site/contact-message',
    auth: 'visitor',
    request: ContactMessageRequestSchema,
    response: z.null(),
    summary: "Keeps a message from the official site's contact form for the back office.",
  }),
};
