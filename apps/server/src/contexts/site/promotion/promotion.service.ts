// Promotion registration (spec 2 §2.9, §4.7, §7, §8), for visitors without a session.
// - get-sid opens a visitor session; get-captcha draws a new 4-character picture code for it, kept only as a keyed
//   hash, valid 5 minutes, 5 tries.
// - get-sms checks the phone and the picture code (101 when wrong: the page shows a new one), refuses a phone
//   already registered (11), and texts a one-time code through the shared module (60 s apart, daily caps).
// - register checks the picture code again for the same phone and uses it up (-1 when wrong or used), checks the
//   SMS code, and creates the borrower with where they came from (invite code, user_from, app_from, utm_tag).
import { randomBytes, randomInt } from 'node:crypto';
import { normalizePhone } from '@pautang/contract/accounts';
import { ErrorCode } from '@pautang/contract/errors';
import type { TemplateEntry } from '@pautang/contract/back-office';
import type { ChannelTemplate, PromotionTemplate } from '@pautang/contract/promotion';
import type { Deps } from '../../../platform/deps';
import { hmac, sameBytes, underAnyKey, verifyingKeys } from '../../../platform/hmac';
import { captchaPng, captchaText } from '../../../platform/captcha';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { addressKey } from '../../../platform/http/rate-limit';
import { issueCode, OtpError, otpDepsOf, verifyCode } from '../../identity/index';
import type { Agent } from '../../staff/index';
import { findUserByPhone, insertUserOnce } from '../../identity/index';
import {
  findSid,
  findDefaultTemplate,
  findTemplate,
  insertEvent,
  insertRegistration,
  insertSid,
  listTemplates,
  updateSidCaptcha,
  updateSidCaptchaPhone,
  updateSidCaptchaUsed,
  updateTemplate,
  useCaptchaTry,
} from './promotion.repository';

export const PROMO_MESSAGES = {
  noTemplate: 'This page is no longer available.',
  badPhone: 'Please enter a valid mobile number.',
  sidExpired: 'This page has expired. Please open it again.',
  smsWrong: 'The SMS code is not correct.',
  sms: (code: string, appName: string) =>
    `${appName}: ${code} is your registration code. It expires in 5 minutes. Never share it with anyone.`,
} as const;

export const CAPTCHA = { ttlMinutes: 5, maxTries: 5, sidHours: 2 } as const;
const PURPOSE = 'register';

const captchaHash = (deps: Deps, sid: string, answer: string, key = deps.config.appSecret) =>
  hmac(key, `captcha:${sid}:${answer.toUpperCase()}`);

/**
 * A landing page's template. An ad link that lost its templateId opens the default campaign (the one edited
 * last), so the visitor sees a landing page rather than a validation message.
 */
export async function channelTemplate(deps: Deps, templateId: string | undefined): Promise<ChannelTemplate> {
  const row = templateId ? await findTemplate(deps.db, templateId) : await findDefaultTemplate(deps.db);
  if (!row) throw notFound(PROMO_MESSAGES.noTemplate);
  return { id: row.id, template: row.template as PromotionTemplate };
}

const entryOf = (row: NonNullable<Awaited<ReturnType<typeof findTemplate>>>): TemplateEntry => ({
  id: row.id,
  template: row.template as PromotionTemplate,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by,
});

export async function templateEntries(deps: Deps): Promise<TemplateEntry[]> {
  return (await listTemplates(deps.db)).map(entryOf);
}

/** The console saves a template; the next page load shows it (pages read it per request, nothing is built). */
export async function saveTemplate(
  deps: Deps,
  agent: Agent,
  id: string,
  template: PromotionTemplate,
): Promise<TemplateEntry> {
  const saved = await updateTemplate(deps.db, id, template, agent.username, deps.clock().toISOString());
  const row = saved ? await findTemplate(deps.db, id) : undefined;
  if (!row) throw notFound(PROMO_MESSAGES.noTemplate);
  return entryOf(row);
}

export async function getSid(deps: Deps, ip: string): Promise<{ sid: string }> {
  const now = deps.clock();
  const sid = randomBytes(18).toString('base64url');
  await insertSid(deps.db, {
    sid,
    ip_key: addressKey(ip),
    expires_at: new Date(now.getTime() + CAPTCHA.sidHours * 3_600_000).toISOString(),
    captcha_expires_at: null,
    captcha_used_at: null,
    created_at: now.toISOString(),
  });
  return { sid };
}

/**
 * A live sid of the caller's network. A sid belongs to the network that asked for it: used from another (a page
 * code relayed to a solving farm, a sid read off someone's screen) it reads exactly like one never issued.
 */
async function liveSid(deps: Deps, sid: string, ip: string) {
  const row = await findSid(deps.db, sid);
  if (!row || row.ip_key !== addressKey(ip) || new Date(row.expires_at) <= deps.clock())
    throw invalid(PROMO_MESSAGES.sidExpired);
  return row;
}

/** A new picture code for the sid (the old one stops working), as PNG. */
export async function newCaptcha(deps: Deps, sid: string, ip: string): Promise<Buffer> {
  await liveSid(deps, sid, ip);
  const answer = captchaText();
  await updateSidCaptcha(
    deps.db,
    sid,
    captchaHash(deps, sid, answer),
    new Date(deps.clock().getTime() + CAPTCHA.ttlMinutes * 60_000).toISOString(),
  );
  lastAnswers.set(sid, answer);
  return captchaPng(answer);
}

/**
 * Demo only: the answers of the last pictures drawn, so browser tests can solve them (spec: tests may read the
 * answer through a demo-only call). Never consulted by the checks; bounded.
 */
const lastAnswers = new Map<string, string>();
export function demoCaptchaAnswer(sid: string): string | undefined {
  const answer = lastAnswers.get(sid);
  if (lastAnswers.size > 1000) lastAnswers.clear();
  return answer;
}

/** Checks the picture code; a wrong one costs a try, and after the last try only a new picture helps. */
async function checkCaptcha(
  deps: Deps,
  sid: string,
  ip: string,
  answer: string,
  code: number,
): Promise<void> {
  const row = await liveSid(deps, sid, ip);
  const fail = () => new AppError(code as typeof ErrorCode.PromoCaptchaWrong);
  if (
    !row.captcha_hash ||
    row.captcha_used_at !== null ||
    !row.captcha_expires_at ||
    new Date(row.captcha_expires_at) <= deps.clock() ||
    row.captcha_tries >= CAPTCHA.maxTries
  ) {
    throw fail();
  }
  const expected = Buffer.from(row.captcha_hash, 'hex');
  const keys = verifyingKeys(deps.config.appSecret, deps.config.appSecretPrevious);
  const wrong = !underAnyKey(keys, (key) =>
    sameBytes(expected, Buffer.from(captchaHash(deps, sid, answer.trim(), key), 'hex')),
  );
  // The count read above may be stale: the database decides whether a try is left (and counts a wrong one).
  const tryLeft = await useCaptchaTry(deps.db, sid, row.captcha_hash, CAPTCHA.maxTries, wrong);
  if (wrong || !tryLeft) throw fail();
}

function phoneOf(deps: Deps, raw: string): string {
  const phone = normalizePhone(raw, deps.config.phoneRule);
  if (!phone) throw invalid(PROMO_MESSAGES.badPhone);
  return phone;
}

export async function promotionSms(
  deps: Deps,
  input: { phone: string; capcode: string; sid: string },
  ip: string,
): Promise<null> {
  const phone = phoneOf(deps, input.phone);
  await checkCaptcha(deps, input.sid, ip, input.capcode, ErrorCode.PromoCaptchaWrong);
  if (await findUserByPhone(deps.db, phone)) throw new AppError(ErrorCode.PromoRegistered);
  await updateSidCaptchaPhone(deps.db, input.sid, phone);
  await issueCode(otpDepsOf(deps), {
    purpose: PURPOSE,
    subject: phone,
    phone,
    ip,
    message: (code) => PROMO_MESSAGES.sms(code, deps.config.company.appName),
  });
  return null;
}

export async function promotionRegister(
  deps: Deps,
  input: {
    phone: string;
    capcode: string;
    sid: string;
    smsCode: string;
    invite_code?: string | undefined;
    id?: string | undefined;
    user_from?: string | undefined;
    app_from?: string | undefined;
    utm_tag?: string | undefined;
  },
  ip: string,
): Promise<null> {
  const phone = phoneOf(deps, input.phone);
  await checkCaptcha(deps, input.sid, ip, input.capcode, ErrorCode.PromoRegisterCaptcha);
  const sid = await liveSid(deps, input.sid, ip);
  if (sid.captcha_phone !== phone) throw new AppError(ErrorCode.PromoRegisterCaptcha);
  if (await findUserByPhone(deps.db, phone)) throw new AppError(ErrorCode.PromoRegistered);
  try {
    await verifyCode(otpDepsOf(deps), { purpose: PURPOSE, subject: phone, code: input.smsCode });
  } catch (error) {
    if (error instanceof OtpError && error.reason === 'wrong') throw invalid(PROMO_MESSAGES.smsWrong);
    throw error;
  }
  // The picture code is used up with the registration it let through.
  const now = deps.clock().toISOString();
  await updateSidCaptchaUsed(deps.db, input.sid, now);
  let user;
  for (let attempt = 0; !user && attempt < 5; attempt++) {
    user = await insertUserOnce(deps.db, {
      id: String(randomInt(20_000_000, 99_999_999)),
      mobile_phone: phone,
      created_at: now,
    });
  }
  if (!user) throw new AppError(ErrorCode.Internal);
  await insertRegistration(deps.db, {
    user_id: user.id,
    template_id: input.id ?? '',
    invite_code: input.invite_code ?? '',
    user_from: input.user_from ?? '',
    app_from: input.app_from ?? '',
    utm_tag: input.utm_tag ?? '',
    created_at: now,
  });
  return null;
}

export async function track(
  deps: Deps,
  kind: 'visit' | 'click',
  input: {
    page_id?: string | undefined;
    client_type?: string | undefined;
    user_from?: string | undefined;
    app_from?: string | undefined;
    utm_tag?: string | undefined;
    phone?: string | undefined;
  },
  ip: string,
): Promise<null> {
  await insertEvent(deps.db, {
    kind,
    page_id: input.page_id ?? '',
    client_type: input.client_type ?? '',
    user_from: input.user_from ?? '',
    app_from: input.app_from ?? '',
    utm_tag: input.utm_tag ?? '',
    // A valid number is kept (the click led to a text); anything else typed is dropped.
    phone: normalizePhone(input.phone ?? '', deps.config.phoneRule) ?? '',
    ip_key: addressKey(ip),
    created_at: deps.clock().toISOString(),
  });
  return null;
}
