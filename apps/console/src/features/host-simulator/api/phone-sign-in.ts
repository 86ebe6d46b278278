// The native app's sign-in (spec 1 key table): a code by SMS to the phone, then login with it; logout on sign-out.
import type { Login } from '@pautang/contract/accounts';
import { PRIVACY_NOTICE_VERSION } from '@pautang/contract/constants';
import type { Lang } from '@pautang/contract/lang';
import { DEFAULT_MERCHANT_NUMBER, type SessionParams } from '@pautang/contract/session';
import { appCall, appData } from '../../../lib/app-call';

const DEVICE_KEY = 'pautang-host-device';
const APP_VERSION = '3.2.0';

/** This simulated install's device id, kept across reloads like a real install's. */
export function hostDeviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = `host-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return 'host-simulator';
  }
}

/**
 * The code's text is written in the app's language. Called only once the person agreed to the privacy notice, whose
 * version goes along (issue 40): the server refuses the number without it.
 */
export const sendSignInCode = (phone: string, lang: Lang) =>
  appData<null>('smsCode', { phone, lang, privacyConsent: PRIVACY_NOTICE_VERSION });

/**
 * Signs in; the app's language goes along, so the server writes the borrower's texts in it from now on, and so does
 * the privacy notice's version agreed to, which the server records with the time (issue 40).
 */
export async function signInByPhone(phone: string, smsCode: string, lang: Lang): Promise<SessionParams> {
  const login = await appData<Login>('login', {
    phone,
    smsCode,
    deviceId: hostDeviceId(),
    appName: 'Pautang',
    lang,
    privacyConsent: PRIVACY_NOTICE_VERSION,
  });
  return {
    deviceId: login.deviceId,
    appVersion: APP_VERSION,
    userId: login.userId,
    appName: login.appName,
    sessionId: login.sessionId,
    clientType: 'android',
    merchantNumber: DEFAULT_MERCHANT_NUMBER,
    mobilePhone: login.mobilePhone,
  };
}

/** Ends this device's session on the server; the host forgets it whatever the answer. */
export async function signOutSession(session: SessionParams): Promise<void> {
  await appCall(
    'logout',
    {},
    {
      sessionId: session.sessionId ?? '',
      userId: session.userId ?? '',
      deviceId: session.deviceId ?? '',
    },
  ).catch(() => undefined);
}
