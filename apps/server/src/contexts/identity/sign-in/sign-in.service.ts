// Sign-in by phone (spec 1 key table: sms code, login, logout), how the host app signs a borrower in.
// - sms-code texts a one-time code (contexts/identity/otp: hashed, single use, 5 minutes, 5 tries, 60 s apart per phone,
//   daily caps per phone and per network). It answers the same whether or not the phone has an account, so it
//   cannot be used to find out who borrows from us.
// - login checks the code and opens a session bound to the borrower and the device; a phone new to us becomes a
//   new borrower (signing up is signing in).
// - logout ends the caller's session only: the borrower's other devices stay signed in.
// - Consent before data (issue 40): both calls are refused unless the person agreed to the current privacy notice
//   (privacyConsent: PRIVACY_NOTICE_VERSION) before giving their number; login records that consent, its version and
//   time, against the account, the first moment there is one. The profile steps come after sign-in, so this consent
//   is given before the ID, photos, income and references are asked.
import { randomInt } from 'node:crypto';
import { normalizePhone, type Login } from '@pautang/contract/accounts';
import { PRIVACY_NOTICE_VERSION } from '@pautang/contract/constants';
import { ErrorCode } from '@pautang/contract/errors';
import type { Lang } from '@pautang/contract/lang';
import type { Deps } from '../../../platform/deps';
import { AppError, invalid } from '../../../platform/errors';
import { inLang } from '../../../platform/i18n/localize';
import { issueCode, OtpError, otpDepsOf, verifyCode } from '../otp/otp.service';
import { hashToken } from '../../../platform/token-hash';
import { createSession } from '../sessions/sessions.service';
import { revokeSession } from '../sessions/sessions.repository';
import { findUserByPhone, insertUserOnce, langOfPhone, updateUserLang } from '../users/users.repository';
import { insertPrivacyConsent } from './sign-in.repository';

export const SIGN_IN_MESSAGES = {
  badPhone: 'Please enter a valid mobile number, like 09171234567.',
  wrongCode: 'The code is not correct.',
  noConsent: 'Please read the privacy notice and tick that you agree before you give your number.',
  sms: (code: string, appName: string) =>
    `${appName}: ${code} is your sign-in code. It expires in 5 minutes. Never share it with anyone.`,
} as const;

const PURPOSE = 'login';

/** Refuses a call made without agreeing to the privacy notice shown now (an older version is asked again). */
function requireConsent(privacyConsent: string | undefined): void {
  if (privacyConsent !== PRIVACY_NOTICE_VERSION) throw invalid(SIGN_IN_MESSAGES.noConsent);
}

function phoneOf(deps: Deps, raw: string): string {
  const phone = normalizePhone(raw, deps.config.phoneRule);
  if (!phone) throw invalid(SIGN_IN_MESSAGES.badPhone);
  return phone;
}

export async function sendSignInCode(
  deps: Deps,
  rawPhone: string,
  ip: string,
  requestedLang?: Lang,
  privacyConsent?: string,
): Promise<null> {
  requireConsent(privacyConsent);
  const phone = phoneOf(deps, rawPhone);
  // The host's language when it sent one, else the one the borrower chose before (English for a phone new to us).
  const lang = requestedLang ?? (await langOfPhone(deps.db, phone));
  await issueCode(otpDepsOf(deps), {
    purpose: PURPOSE,
    subject: phone,
    phone,
    ip,
    message: (code) => inLang(SIGN_IN_MESSAGES.sms(code, deps.config.company.appName), lang),
  });
  return null;
}

export async function signIn(
  deps: Deps,
  input: {
    phone: string;
    smsCode: string;
    deviceId: string;
    appName?: string | undefined;
    lang?: Lang | undefined;
    privacyConsent?: string | undefined;
  },
): Promise<Login> {
  requireConsent(input.privacyConsent);
  const phone = phoneOf(deps, input.phone);
  try {
    await verifyCode(otpDepsOf(deps), { purpose: PURPOSE, subject: phone, code: input.smsCode });
  } catch (error) {
    if (error instanceof OtpError && error.reason === 'wrong') {
      throw new AppError(ErrorCode.SignInFailed, SIGN_IN_MESSAGES.wrongCode);
    }
    throw error;
  }
  const now = deps.clock();
  let user = await findUserByPhone(deps.db, phone);
  // Eight-digit ids like the seeded ones; a taken id is simply tried again.
  for (let attempt = 0; !user && attempt < 5; attempt++) {
    user = await insertUserOnce(deps.db, {
      id: String(randomInt(20_000_000, 99_999_999)),
      mobile_phone: phone,
      created_at: now.toISOString(),
    });
  }
  if (!user) throw new AppError(ErrorCode.Internal);
  await insertPrivacyConsent(deps.db, {
    user_id: user.id,
    notice_version: PRIVACY_NOTICE_VERSION,
    device_id: input.deviceId,
    consented_at: now.toISOString(),
    // Given on the host app's sign-in screen, the notice shown above the number.
    channel: 'app',
  });
  // The host's language becomes the borrower's: their texts and notifications are written in it from now on.
  if (input.lang) await updateUserLang(deps.db, user.id, input.lang);
  const appName = input.appName || deps.config.company.appName;
  const sessionId = await createSession(
    deps.db,
    { userId: user.id, deviceId: input.deviceId, appName, ttlMinutes: deps.config.sessionTtlMinutes },
    now,
  );
  return { sessionId, userId: user.id, mobilePhone: user.mobile_phone, deviceId: input.deviceId, appName };
}

/** Ends the session the call came with. */
export async function signOut(deps: Deps, sessionId: string): Promise<null> {
  await revokeSession(deps.db, hashToken(sessionId), deps.clock().toISOString());
  return null;
}
