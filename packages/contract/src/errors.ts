// Error codes and their borrower-facing messages. The server throws these; the H5 shows the message in a toast.
// The codes themselves are in error-codes.ts (re-exported here), which is all the H5 imports.
import { ErrorCode, type ErrorCodeValue } from './error-codes';

export { ErrorCode, SIGN_IN_AGAIN_CODES, type ErrorCodeValue } from './error-codes';

export const errorMessages: Record<ErrorCodeValue, string> = {
  [ErrorCode.Internal]: 'Something went wrong on our side. Please try again later.',
  [ErrorCode.Validation]: 'Please check the information you entered.',
  [ErrorCode.SessionMissing]: 'Please sign in to continue.',
  [ErrorCode.SessionExpired]: 'Your session has expired. Please sign in again.',
  [ErrorCode.SessionMismatch]: 'Your session does not match this account. Please sign in again.',
  [ErrorCode.NotFound]: 'We could not find what you were looking for.',
  [ErrorCode.RateLimited]: 'Too many requests. Please wait a moment and try again.',
  [ErrorCode.UnknownCall]: 'This service is not available.',
  [ErrorCode.Forbidden]: 'You are not allowed to do this.',
  [ErrorCode.Conflict]: 'This request conflicts with the current state. Please refresh and try again.',
  [ErrorCode.DemoOnly]: 'This is available in demo mode only.',
  [ErrorCode.CrossSite]: 'This request was refused: it did not come from the Pautang app.',
  [ErrorCode.UnknownHost]: 'This address is not served here.',
  [ErrorCode.OfferUnlawful]: 'This loan offer is not available: its pricing is outside the legal limits.',
  [ErrorCode.SignInFailed]: 'The username or password is not correct.',
  [ErrorCode.Locked]: 'Too many failed sign-ins. This account is locked for 15 minutes.',
  [ErrorCode.Unavailable]: 'The service is busy. Please try again in a moment.',
  [ErrorCode.PromoRegistered]: 'This number is already registered. Please download the app and sign in.',
  [ErrorCode.PromoCaptchaWrong]: 'The picture code is not correct. Please enter the new one.',
  [ErrorCode.PromoRegisterCaptcha]: 'The picture code is not correct. Please enter the new one.',
  [ErrorCode.RepayCodeWrong]: 'The code is not correct.',
  [ErrorCode.RepayRepeated]: 'This payment has already been submitted.',
};

/**
 * The HTTP status each code is answered with (a code not listed: 400). The server answers by it, and the published
 * document names each status's codes.
 */
export const errorHttpStatus: Partial<Record<ErrorCodeValue, number>> = {
  [ErrorCode.Validation]: 400,
  [ErrorCode.SessionMissing]: 401,
  [ErrorCode.SessionExpired]: 401,
  [ErrorCode.SessionMismatch]: 401,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.UnknownCall]: 404,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.DemoOnly]: 403,
  [ErrorCode.OfferUnlawful]: 409,
  [ErrorCode.CrossSite]: 403,
  [ErrorCode.UnknownHost]: 421,
  [ErrorCode.Internal]: 500,
  [ErrorCode.SignInFailed]: 401,
  [ErrorCode.Locked]: 423,
  [ErrorCode.Unavailable]: 503,
  [ErrorCode.PromoRegistered]: 409,
  [ErrorCode.PromoCaptchaWrong]: 400,
  [ErrorCode.PromoRegisterCaptcha]: 400,
  [ErrorCode.RepayCodeWrong]: 400,
  [ErrorCode.RepayRepeated]: 409,
};

export const httpStatusOf = (code: ErrorCodeValue): number => errorHttpStatus[code] ?? 400;
