// Sign-in by phone and one-time code (spec 1 key table: sms code, login, logout), and the phone rules.
import { z } from 'zod';
import { id } from './primitives';

/**
 * Mobile number rules. 'ph' (the default, this market): 09XXXXXXXXX or +63 9XXXXXXXXX. 'cn': the spec's own
 * rule as written (11 digits, 1 then 3–9), kept behind the PHONE_RULE setting.
 */
export type PhoneRule = 'ph' | 'cn';

/** The number as stored and texted (09XXXXXXXXX for 'ph'), or undefined when it breaks the rule. */
export function normalizePhone(raw: string, rule: PhoneRule): string | undefined {
  const compact = raw.replace(/[\s-]/g, '');
  if (rule === 'cn') return /^1[3-9]\d{9}$/.test(compact) ? compact : undefined;
  const ph = /^(?:\+?63|0)(9\d{9})$/.exec(compact);
  return ph ? `0${ph[1]}` : undefined;
}

const phone = z.string().min(1).max(20);

export const SmsCodeRequestSchema = z.object({ phone });
export type SmsCodeRequest = z.input<typeof SmsCodeRequestSchema>;

export const LoginRequestSchema = z.object({
  phone,
  smsCode: z.string().min(1).max(12),
  /** The host app's id for this install: the session is bound to it. */
  deviceId: id,
  appName: z.string().max(40).optional(),
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
