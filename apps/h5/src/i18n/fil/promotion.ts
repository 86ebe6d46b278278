import type { promotionText as En } from '../en/promotion';
import type { Translation } from '../translation';

// The spec's Chinese toasts (kept as they are in en) are given here in Filipino, by what they mean.
export const promotionText: Translation<typeof En> = {
  badPhone: 'Ilagay nang tama ang mobile number!',
  badCaptcha: 'Ilagay nang tama ang picture code!',
  badSms: 'Ilagay nang tama ang SMS code!',
  countdownRunning: 'Huwag ulitin ang pagpapadala ng code!',
  smsSent: 'Naipadala na ang code, tingnan sa phone mo!',
  registered: 'Rehistrado ka na, i-download ang app at mag-log in!',
  success: 'Rehistrado na',
  phone: 'Numero ng mobile',
  captcha: 'Code sa larawan',
  captchaImage: 'Picture code: i-tap para sa bago',
  sms: 'Code sa SMS',
  getCode: 'Kunin ang code',
  seconds: '{n}s',
  agreePrefix: 'Sa pagrehistro, sumasang-ayon ka sa',
  agreementLink: 'Registration Agreement at Privacy Notice',
  downloadTitle: 'I-download ang app',
  downloadText: 'Handa na ang account mo. I-download ang app at mag-sign in gamit ang mobile number mo.',
  openApp: 'Buksan ang app',
  getOnPlay: 'I-download sa Google Play',
  agreementTitle: 'Registration Agreement at Privacy Notice',
  unavailable: 'Wala na ang page na ito.',
};
