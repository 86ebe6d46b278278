import type { cardRepaymentText as En } from '../en/card-repayment';
import type { Translation } from '../translation';

// The spec's Chinese toasts (kept as they are in en) are given here in Filipino, by what they mean.
export const cardRepaymentText: Translation<typeof En> = {
  amount: 'Halagang babayaran',
  coupon: 'Kupon',
  chooseAccount: 'Magbayad mula sa',
  thirdParty: 'Magbayad online (e-wallet, bangko, tindahan)',
  noAccounts: 'Wala pang naka-bind na bank o e-wallet account.',
  pay: 'Magbayad na',
  chooseCard: 'Pumili muna ng bank card na pambayad!',
  smsTitle: 'Ilagay ang 6-digit code na ipinadala namin sa phone mo',
  codeStillValid:
    'Valid pa ang code na ipinadala namin kanina: ilagay ito sa ibaba. Puwede kang humingi ng bago pagkatapos ng countdown.',
  codeLabel: 'Code sa SMS',
  getCode: 'kunin ang code',
  seconds: '{n}s',
  cancel: 'Kanselahin',
  confirm: 'Kumpirmahin',
  badCode: 'Ilagay ang tamang verification code',
  codeWrong: 'Mali ang verification code',
  repeated: 'Huwag ulitin ang pag-submit ng bayad',
  failed: 'Hindi naproseso',
  cardListFailed: 'Hindi makuha ang listahan ng card',
  networkError: 'Nagka-error',
  debitNotice:
    'Kukunin ang halaga sa account na pipiliin mo. Ang unang bayad mula sa isang account ay kinukumpirma ng code na ipapadala sa phone mo.',
};
