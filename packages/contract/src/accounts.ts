// Sign-in by phone and one-time code (spec 1 key table: sms code, login, logout), and the phone rules.
import { z } from 'zod';
import { id, text } from './primitives';

export { normalizePhone, type PhoneRule } from './format/phone';

const phone = z.string().min(1).max(20);

export const SmsCodeRequestSchema = z.object({ phone });
export type SmsCodeRequest = z.input<typeof SmsCodeRequestSchema>;

export const LoginRequestSchema = z.object({
  phone,
  smsCode: z.string().min(1).max(12),
  /** The host app's id for this install: the session is bound to it. */
  deviceId: id,
  /** Stored with the session: a NUL in it failed in PostgreSQL with a 500, after the code was spent. */
  appName: text(40).optional(),
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
