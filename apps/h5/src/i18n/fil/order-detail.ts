import type { orderDetailText as En } from '../en/order-detail';
import type { Translation } from '../translation';

// The spec's Indonesian rating prompt (kept as it is in en) is given here in Filipino, by what it means.
export const orderDetailText: Translation<typeof En> = {
  paymentRecords: 'Mga record ng bayad',
  statement: 'Pahayag ng account (PDF)',
  title: 'Detalye ng order',
  repay: 'MAGBAYAD',
  rollover: 'Rollover na bayad',
  shortOfMoney: 'Kulang sa pera?',
  rolloverNotToday:
    'Walang Rollover Repayment ngayon, dahil wala pang interest na babayaran para dito. Puwede na ito simula {date}.',
  repayment: 'Bayad',
  borrowAgain: 'Humiram ulit',
  repayAmount: 'Halagang babayaran',
  repayDate: 'Petsa ng pagbabayad',
  days: '{n} araw',
  recommended: 'Para sa iyo',
  moreProducts: 'I-click para sa iba pang produkto',
  customerService: 'Serbisyo sa customer',
  kindTips: 'Paalala',
  ok: 'OK',
  withdrawTitle: 'Paalala sa pag-withdraw',
  withdrawText:
    'Pinoproseso na ang loan mo. Darating ang pera sa naka-bind mong account sa loob ng 1 hanggang 3 araw. Sasabihan ka namin kapag naipadala na.',
  bindTitle: 'I-bind ang bank account mo',
  bindClose: 'Isara',
  bindGo: 'I-bind ngayon',
  scoreTitle: 'I-rate ang karanasan mo',
  scoreText: 'Gaano ka kasiyahan sa serbisyo namin?',
  scoreStars: 'Ang rating mo',
  scoreSubmit: 'Ipadala',
  scoreCancel: 'Kanselahin',
  scorePick: 'Pakipili',
  scoreThanksTitle: 'Salamat sa feedback mo',
  scoreThanksText:
    'Pasensya na at hindi kami naging mas mahusay. Handang tumulong ang customer service namin sa kahit anong tungkol sa loan mo.',
  scoreContact: 'Serbisyo sa customer',
  loadFailed: 'Hindi ma-load ang order mo.',
  retry: 'Subukang muli',
  noOrder: 'Walang order na ipapakita.',
};
