// Business constants of the specs that both the server and the H5 use. No zod here: the H5 bundles this file.

/** spec 1 §9: the customer-service contact query value. */
export const CONTACT_OVERALL = 30;

/** spec 2 §9: Borrow Again is module 30, position 0. */
export const BORROW_AGAIN_EVENT = { moduleId: 30, positionId: 0 } as const;

export const TRACK_KINDS = ['view', 'click'] as const;

/** spec 2 §9: agreement scene id. */
export const AGREEMENT_SCENE = 3;

/** The loan term is counted in days (spec 2 §9); termUnit 1 means days. */
export const TERM_UNIT_DAY = 1;

/** The spec's "fixed extra constant" on push and contract-jump: the channel the request came from. */
export const PUSH_CHANNEL = 'h5';

/** Order status codes (spec 2 §4.1). */
export const ORDER_STATUS = {
  inProgress: 21,
  approved: 151,
  failed: 110,
  repaymentProcessing: 170,
  repayable: 174,
  overdue: 180,
  finished: 200,
} as const;

/** Scores of 4 or more go on to the native rating (spec 2 §4.3). */
export const NATIVE_RATING_MIN_SCORE = 4;

/** Agreements listed on confirmation. */
export const AGREEMENT_KINDS = ['loan-agreement', 'disclosure-statement'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];
/**
 * A renewal's disclosure statement: one per posted rollover (numbered 1, 2, …), listed with an order's agreements
 * after them; without a number, the statement a rollover paid today would give (the rollover page's).
 */
export const RENEWAL_STATEMENT_KIND = 'renewal-statement';
/**
 * A repayment plan's disclosure statement (issue 42, restructuring): offered on the old order (its page links it
 * with the offer), then the plan order's own disclosure statement.
 */
export const RESTRUCTURE_PLAN_KIND = 'restructure-plan';
export const DOCUMENT_KINDS = [...AGREEMENT_KINDS, RENEWAL_STATEMENT_KIND, RESTRUCTURE_PLAN_KIND] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Complaints (spec 1 §5, §9): text length, images per complaint, and the timings of the screens. */
export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGE_MAX = 9;
/** A reply is promised within 3 weekdays (spec 1 §9). */
export const COMPLAINT_REPLY_WEEKDAYS = 3;
/** Resolution within 30 days of filing (RA 11765, the Financial Products and Services Consumer Protection Act). */
export const COMPLAINT_RESOLVE_DAYS = 30;
export const COMPLAINT_SENT_MODAL_MS = 1500;
export const COMPLAINT_RATING_DELAY_MS = 3000;
/** The collection question type: blocked for an order whose isShow is not 1. */
export const COLLECTION_PROBLEM_TYPE = 1;
/** Uploads: at most 10 MB, JPEG, PNG or WebP judged by content. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field an upload's image arrives in (spec 1 §7). */
export const UPLOAD_FIELD = 'problemImage';
/** The single-use key the complaint form keeps in local storage: the order complained about (spec 1 §3). */
export const COMPLAINT_ORDER_STORAGE_KEY = 'complaintOrderNo';

/** Instalment details show their first 2 rows until 'more' (spec 2 §9). */
export const INSTALMENT_DETAIL_FOLD = 2;

/** spec 2 §9: the SMS countdown, in seconds, and the lengths of the SMS code, the image captcha and the phone. */
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const CAPTCHA_LENGTH = 4;
export const PHONE_LENGTH = 11;

/** The payment channels' smallest payment (₱50, centavos): the loan engine's MIN_PAYMENT_AMOUNT (issue 30). */
export const MIN_PAYMENT_AMOUNT = 5_000;

/**
 * The version of the privacy notice the host app shows before sign-in (issue 40, Data Privacy Act: consent before any
 * personal data is taken). Sign-in sends the version the person agreed to and the server stores it with the time; a
 * new wording gets a new version, and sign-in then asks again. 2026-11-29: the notice tells that credit data goes to
 * the Credit Information Corporation (RA 9510, issue 43).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';
