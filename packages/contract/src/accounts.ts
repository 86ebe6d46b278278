// Sign-in by phone and one-time code (spec 1 key table: sms code, login, logout), and the phone rules.
import { z } from 'zod';
import { defineCall } from './call';
import { LANGS } from './lang';
import { id, text } from './primitives';

export { normalizePhone, type PhoneRule } from './format/phone';

const phone = z.string().min(1).max(20);

/** The host's language (issue 30), optional: the code's text is written in it. */
const lang = z.enum(LANGS, { error: 'Please choose English (en) or Filipino (fil).' }).optional();

/**
 * The version of the privacy notice the person agreed to before giving their number (PRIVACY_NOTICE_VERSION).
 * Optional in the schema so that a missing consent is refused with its own plain message, not a field error.
 */
const privacyConsent = z.string().max(40).optional();

export const SmsCodeRequestSchema = z.object({ phone, lang, privacyConsent });
export type SmsCodeRequest = z.input<typeof SmsCodeRequestSchema>;

export const LoginRequestSchema = z.object({
  phone,
  smsCode: z.string().min(1).max(12),
  /** The host app's id for this install: the session is bound to it. */
  deviceId: id,
  /** Stored with the session: a NUL in it failed in PostgreSQL with a 500, after the code was spent. */
  appName: text(40).optional(),
  /** Stored as the borrower's language, so their texts are in it (issue 30). Absent: kept as it was. */
  lang,
  /** The privacy notice's version agreed to (issue 40): stored with the time; sign-in is refused without it. */
  privacyConsent,
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** What the host puts in the H5's address from now on (the session parameters). */
export const LoginSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  mobilePhone: z.string(),
  deviceId: z.string(),
  appName: z.string(),
});
export type Login = z.infer<typeof LoginSchema>;

/** spec 1 key table: sign-in by phone (issue 10). */
export const accountCalls = {
  smsCode: defineCall({
    app: 'native',
    path: '/v3/user/sms-code',
    auth: 'visitor',
    request: SmsCodeRequestSchema,
    response: z.null(),
    summary:
      'Texts a one-time sign-in code to a phone, once the person has agreed to the privacy notice (privacyConsent).',
  }),
  login: defineCall({
    app: 'native',
    path: '/v3/user/login',
    refuses: [401],
    auth: 'visitor',
    request: LoginRequestSchema,
    response: LoginSchema,
    summary:
      'Signs in with a phone and its one-time code, and opens a session for this device; records the privacy consent.',
  }),
  logout: defineCall({
    app: 'native',
    path: '/v3/user/logout',
    request: z.object({}),
    response: z.null(),
    summary: 'Ends the session the call came with.',
  }),
};
