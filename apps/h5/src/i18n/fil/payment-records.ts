import type { paymentRecordsText as En } from '../en/payment-records';
import type { Translation } from '../translation';

export const paymentRecordsText: Translation<typeof En> = {
  expiresAt: 'Magbayad bago ang {date}',
  refundNotice: 'Ibabalik sa iyo ang {amount}.',
  refundsTitle: 'Ibabalik sa iyo',
  waiversTitle: 'Tinanggal na multa',
  waiverGoesOn:
    'Ang utang lang sa araw na iyon ang sakop ng waiver na ito: tuloy ang late charges habang overdue ang loan.',
  waiverStopped: 'Inihinto rin ng waiver na ito ang late charges sa order na ito: wala nang idadagdag.',
  refundStale: 'Binayaran matapos ma-cancel ang code na ito: walang napunta sa loan mo.',
  recordsTitle: 'Mga record ng bayad',
  recordsEmpty: 'Wala pang bayad.',
  pendingTitle: 'Mga code na naghihintay ng bayad',
  receiptRef: 'Reference blg. {ref}',
  receiptOurRef: 'Reference namin {ref}',
  receiptNewDue: 'Bagong due date',
  receiptApplied: 'Saan napunta ang bayad',
  receiptBalance: 'Balanse matapos magbayad',
  receiptRefund: 'Sobrang bayad, ibabalik',
};
