// The error codes' messages in Filipino (issue 30), for a borrower whose `lang` is 'fil'. The codes never change:
// only the words do. Plain, as the e-wallets write it, with the English word where borrowers use it (code, session).
import { ErrorCode, type ErrorCodeValue } from './errors';

export const errorMessagesFil: Record<ErrorCodeValue, string> = {
  [ErrorCode.Internal]: 'May nagkaproblema sa aming panig. Pakisubukan ulit mamaya.',
  [ErrorCode.Validation]: 'Pakitingnan ang impormasyong inilagay mo.',
  [ErrorCode.SessionMissing]: 'Mag-sign in muna para magpatuloy.',
  [ErrorCode.SessionExpired]: 'Nag-expire na ang session mo. Mag-sign in ulit.',
  [ErrorCode.SessionMismatch]: 'Hindi tugma ang session mo sa account na ito. Mag-sign in ulit.',
  [ErrorCode.NotFound]: 'Hindi namin makita ang hinahanap mo.',
  [ErrorCode.RateLimited]: 'Masyadong maraming request. Maghintay sandali at subukan ulit.',
  [ErrorCode.UnknownCall]: 'Hindi available ang serbisyong ito.',
  [ErrorCode.Forbidden]: 'Hindi mo puwedeng gawin ito.',
  [ErrorCode.Conflict]: 'May nagbago habang ginagawa mo ito. I-refresh ang page at subukan ulit.',
  [ErrorCode.DemoOnly]: 'Sa demo mode lang ito available.',
  [ErrorCode.CrossSite]: 'Hindi tinanggap ang request na ito: hindi ito galing sa Pautang app.',
  [ErrorCode.UnknownHost]: 'Hindi dito sineserbisyuhan ang address na ito.',
  [ErrorCode.OfferUnlawful]:
    'Hindi available ang loan offer na ito: lampas sa legal na limitasyon ang presyo nito.',
  [ErrorCode.SignInFailed]: 'Mali ang username o password.',
  [ErrorCode.Locked]: 'Masyadong maraming maling sign-in. Naka-lock ang account na ito nang 15 minuto.',
  [ErrorCode.Unavailable]: 'Busy ang serbisyo ngayon. Pakisubukan ulit maya-maya.',
  [ErrorCode.PromoRegistered]: 'Naka-register na ang number na ito. I-download ang app at mag-sign in.',
  [ErrorCode.PromoCaptchaWrong]: 'Mali ang picture code. Ilagay ang bagong code.',
  [ErrorCode.PromoRegisterCaptcha]: 'Mali ang picture code. Ilagay ang bagong code.',
  [ErrorCode.RepayCodeWrong]: 'Mali ang code.',
  [ErrorCode.RepayRepeated]: 'Naisumite na ang bayad na ito.',
};
