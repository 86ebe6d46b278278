// The error codes, without their messages and HTTP statuses (errors.ts): what the H5 imports. The tables keyed by
// `[ErrorCode.X]` stay out of the browser's bundle: dropping an unused table there still left each computed key's
// property read behind (~650 bytes, ~110 gzip, in every route's core).
export const ErrorCode = {
  Internal: 1000,
  Validation: 1001,
  SessionMissing: 1002,
  SessionExpired: 1003,
  SessionMismatch: 1004,
  NotFound: 1005,
  RateLimited: 1006,
  UnknownCall: 1007,
  Forbidden: 1008,
  Conflict: 1009,
  DemoOnly: 1010,
  CrossSite: 1011,
  OfferUnlawful: 1012,
  UnknownHost: 1013,
  SignInFailed: 1014,
  Locked: 1015,
  /** A service we depend on (the SMS provider) failed: try again. */
  Unavailable: 1016,
  /** Promotion (spec 2 §8): the phone is already registered. */
  PromoRegistered: 11,
  /** Promotion get-sms (spec 2 §8): the image captcha is wrong; the page shows a new one. */
  PromoCaptchaWrong: 101,
  /** Promotion register (spec 2 §8): the image captcha is wrong or used; the page shows a new one. */
  PromoRegisterCaptcha: -1,
  /** repayment-confirm (spec 2 §8): the SMS code is wrong. */
  RepayCodeWrong: 800006,
  /** repayment-confirm (spec 2 §8): this repayment was already submitted. */
  RepayRepeated: 800005,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes after which the borrower must sign in again through the host app. */
export const SIGN_IN_AGAIN_CODES: readonly number[] = [
  ErrorCode.SessionMissing,
  ErrorCode.SessionExpired,
  ErrorCode.SessionMismatch,
];
