// @module-tag once: the catalogues and the borrower modules' sources, no app
// Every message a borrower can receive has its Filipino (issue 30): the codes' messages, each borrower module's
// message constants (a new one, or a new function, fails here until it has its entry), and every text thrown inline
// in a borrower module's source. Placeholders are the same in both languages, and a filled pattern carries its
// values into the Filipino unchanged.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '@pautang/contract/errors';
import { errorMessagesFil } from '@pautang/contract/errors.fil';
import { BIND_MESSAGES } from './contexts/lending/index';
import { CARD_MESSAGES } from './contexts/lending/index';
import { COMPLAINT_MESSAGES } from './contexts/support/index';
import { applyErrors, ruleReasons, signErrors } from './contexts/lending/index';
import { pushErrors, renewalTexts, RESTRUCTURE_TEXTS } from './contexts/lending/index';
import { NOT_ASKING_FOR_SCORE, ORDER_NOT_FOUND } from './contexts/lending/index';
import { OTP_MESSAGES } from './contexts/identity/index';
import { AMOUNT_MESSAGES, PAYMENT_MESSAGES } from './contexts/lending/index';
import { PAYMENT_NOT_FOUND } from './contexts/lending/index';
import { PRODUCT_NOT_FOUND } from './contexts/lending/index';
import { DELETE_TEXTS } from './contexts/identity/index';
import { PROMO_MESSAGES } from './contexts/site/index';
import { REPAY_TEXTS } from './contexts/lending/index';
import { SIGN_IN_MESSAGES } from './contexts/identity/index';
import { SITE_MESSAGES } from './contexts/site/index';
import { UPLOAD_MESSAGES } from './contexts/identity/index';
import { FOREIGN_IMAGE, IMAGE_NOT_FOUND } from './contexts/identity/index';
import { FIL_PATTERNS, FIL_TEXTS } from './platform/i18n/borrower-messages.fil';
import { filipinoOf, localizeMessage, placeholdersOf } from './platform/i18n/localize';

/** What borrower calls throw or text: the modules' message constants. */
const SOURCES = {
  SIGN_IN_MESSAGES,
  OTP_MESSAGES,
  CARD_MESSAGES,
  PAYMENT_MESSAGES,
  AMOUNT_MESSAGES,
  BIND_MESSAGES,
  PROMO_MESSAGES,
  COMPLAINT_MESSAGES,
  UPLOAD_MESSAGES,
  SITE_MESSAGES,
  pushErrors,
  signErrors,
  applyErrors,
  renewal: { notFound: renewalTexts.notFound, refused: renewalTexts.refused },
  // A repayment plan accepted or declined (issue 42): what the borrower can be told; the rest is the staff's.
  restructure: {
    ...RESTRUCTURE_TEXTS.refusal,
    writtenOff: RESTRUCTURE_TEXTS.writtenOff,
    noOffer: RESTRUCTURE_TEXTS.noOffer,
    expired: RESTRUCTURE_TEXTS.expired,
    changed: RESTRUCTURE_TEXTS.changed,
  },
  repay: { delayRefused: REPAY_TEXTS.delayRefused, payAhead: REPAY_TEXTS.payAhead },
  DELETE_TEXTS,
  single: {
    ORDER_NOT_FOUND,
    NOT_ASKING_FOR_SCORE,
    PAYMENT_NOT_FOUND,
    PRODUCT_NOT_FOUND,
    IMAGE_NOT_FOUND,
    FOREIGN_IMAGE,
  },
  // The credit rules a borrower's product page is refused with (the other reasons are staff's decision notes).
  credit: { productRange: ruleReasons.productRange, limit: ruleReasons.limit },
};

/** Each message function, called as its module calls it: every function of SOURCES must be here. */
const CALLED = new Map<unknown, string>([
  [SIGN_IN_MESSAGES.sms, SIGN_IN_MESSAGES.sms('482913', 'Pautang')],
  [CARD_MESSAGES.declined, CARD_MESSAGES.declined('Insufficient funds.')],
  [CARD_MESSAGES.sms, CARD_MESSAGES.sms('482913', 150_000, 'Pautang')],
  [AMOUNT_MESSAGES.belowMinimum, AMOUNT_MESSAGES.belowMinimum(5_000)],
  [AMOUNT_MESSAGES.wholeBalance, AMOUNT_MESSAGES.wholeBalance(3_250)],
  [AMOUNT_MESSAGES.aboveMaximum, AMOUNT_MESSAGES.aboveMaximum(512_345)],
  [AMOUNT_MESSAGES.aboveEarned, AMOUNT_MESSAGES.aboveEarned(527_500)],
  [BIND_MESSAGES.walletNumber, BIND_MESSAGES.walletNumber('GCash')],
  [BIND_MESSAGES.bankNumber, BIND_MESSAGES.bankNumber('BDO', [10, 12])],
  [BIND_MESSAGES.notOwnName, BIND_MESSAGES.notOwnName('Maria Santos')],
  [PROMO_MESSAGES.sms, PROMO_MESSAGES.sms('482913', 'Pautang')],
  [applyErrors.notOffered, applyErrors.notOffered('the term must be 91 days.')],
  [ruleReasons.productRange, ruleReasons.productRange(100_000, 500_000, 50_000, [91, 182])],
  [ruleReasons.limit, ruleReasons.limit(300_000)],
]);

function leaves(value: unknown, at: string): [string, unknown][] {
  if (typeof value === 'string' || typeof value === 'function') return [[at, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${at}.${k}`));
}

const here = path.dirname(fileURLToPath(import.meta.url));
const contexts = path.resolve(here, 'contexts');
/** The modules borrower calls run in (the back office's own modules answer staff, in English). */
const BORROWER_MODULES = [
  'agreements',
  'bank-accounts',
  'bind-card',
  'card-repayment',
  'complaints',
  'contact',
  'credit/credit.service.ts',
  'events',
  'loans',
  'notifications/inbox.service.ts',
  'orders',
  'otp',
  'payments',
  'products',
  'profiles',
  'promotion',
  'repayment',
  'sessions',
  'sign-in',
  'site',
  'uploads',
  'users',
  'variant',
];
/** A module's folder (or file) under the context it belongs to. */
function sourcesOf(entry: string): string[] {
  const ctx = readdirSync(contexts).find((c) => existsSync(path.join(contexts, c, entry.split('/')[0]!)));
  const full = path.join(contexts, ctx ?? 'missing', entry);
  if (entry.endsWith('.ts')) return [full];
  return readdirSync(full)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(full, f));
}

describe("the borrower's messages in Filipino", () => {
  it('has every error code’s message in Filipino, none left in English', () => {
    expect(Object.keys(errorMessagesFil).sort()).toEqual(Object.keys(errorMessages).sort());
    for (const [code, en] of Object.entries(errorMessages)) {
      const fil = errorMessagesFil[Number(code) as keyof typeof errorMessagesFil];
      expect(fil, code).not.toBe('');
      expect(fil, code).not.toBe(en);
      expect(placeholdersOf(fil), code).toEqual(placeholdersOf(en));
    }
  });

  it("has every borrower module's message in Filipino, functions filled as the module fills them", () => {
    const missing: string[] = [];
    for (const [name, value] of Object.entries(SOURCES)) {
      for (const [at, leaf] of leaves(value, name)) {
        const text = typeof leaf === 'function' ? CALLED.get(leaf) : leaf;
        if (text === undefined) missing.push(`${at}: a message function with no sample call in CALLED`);
        else if (filipinoOf(text as string) === undefined) missing.push(`${at}: ${String(text)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every text thrown inline in a borrower module in Filipino', () => {
    const thrown = /(?:invalid|notFound|new AppError\([^,()]+,)\s*\(?\s*(['`])((?:(?!\1).)+)\1/g;
    const found: string[] = [];
    for (const file of BORROWER_MODULES.flatMap(sourcesOf)) {
      for (const match of readFileSync(file, 'utf8').matchAll(thrown)) found.push(match[2] ?? '');
    }
    // The scan finds the inline ones known today, so a broken expression cannot pass by finding nothing.
    expect(found).toContain('The cursor is not one this call gave: poll again without it.');
    expect(found.filter((text) => filipinoOf(text) === undefined)).toEqual([]);
  });

  it('keeps the placeholders of every pattern, and carries the values into the Filipino', () => {
    for (const { en, fil } of FIL_PATTERNS)
      expect(placeholdersOf(fil).sort(), en).toEqual(placeholdersOf(en).sort());
    for (const fil of Object.values(FIL_TEXTS)) expect(placeholdersOf(fil)).toEqual([]);
    expect(filipinoOf(BIND_MESSAGES.bankNumber('BDO Unibank', [10, 12]))).toBe(
      'May 10 or 12 digit ang account number ng BDO Unibank. Pakitingnan ang number.',
    );
    expect(filipinoOf(AMOUNT_MESSAGES.aboveMaximum(512_345))).toBe(
      'Ang pinakamalaking puwede mong bayaran ngayon ay ₱5,123.45, na tatapos sa loan mo.',
    );
    expect(filipinoOf(SIGN_IN_MESSAGES.sms('482913', 'Pautang: Plus'))).toBe(
      'Pautang: Plus: 482913 ang sign-in code mo. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman.',
    );
  });

  it('answers English for English, the code’s Filipino for its own message, and English for a text it lacks', () => {
    expect(localizeMessage(1005, ORDER_NOT_FOUND, 'en')).toBe(ORDER_NOT_FOUND);
    expect(localizeMessage(1005, ORDER_NOT_FOUND, 'fil')).toBe('Hindi namin makita ang order na ito.');
    expect(localizeMessage(1002, errorMessages[1002], 'fil')).toBe(errorMessagesFil[1002]);
    expect(localizeMessage(1001, 'Something no catalogue has.', 'fil')).toBe('Something no catalogue has.');
  });
});
