import type { moneyNotesText as En } from '../en/money-notes';
import type { Translation } from '../translation';

export const moneyNotesText: Translation<typeof En> = {
  waiverGoesOn:
    'May multang tinanggal sa order na ito para sa utang sa araw na iyon lang: hindi nito inihinto ang late charges. Tuloy ang mga ito habang overdue ang loan: bayaran ang dapat bayaran para matigil ito.',
  waiverStopped:
    'May multang tinanggal sa order na ito at inihinto ang late charges noong {date}: wala nang idadagdag na multa o late interest.',
  refundBalanceOffer:
    'May {amount} na ibabalik sa iyo. Puwede mo itong gamitin ngayon pambayad sa overdue na loan na ito, para hindi na madagdagan ng late charges ang halagang iyon.',
  refundBalanceApply: 'Ibayad ang {amount} sa loan na ito',
  refundBalanceApplied: 'Nailapat na sa loan na ito ang {amount} ng refund mo.',
  refundBalanceFailed: 'Hindi nailapat ang refund mo. Pakisubukan ulit.',
  planTitle: 'Repayment plan para sa loan na ito',
  planRead: 'Basahin ang disclosure statement',
  planAccept: 'Tanggapin ang plan',
  planDecline: 'Tanggihan',
  planFailed: 'Hindi naipadala ang sagot mo. Pakisubukan ulit.',
};
