import type { loanConfirmText as En } from '../en/loan-confirm';
import type { Translation } from '../translation';

export const loanConfirmText: Translation<typeof En> = {
  title: 'Kumpirmahin ang loan',
  loanAmount: 'Halaga ng loan',
  loanTerm: 'Termino ng loan',
  days: '{n} araw',
  interestRate: 'Interest rate',
  repaymentDate: 'Petsa ng pagbabayad',
  detailed: 'Detalye',
  plan: 'Plano',
  instalmentOf: '{instalment}/{instalments}',
  agreeTo: 'Nabasa ko at sumasang-ayon ako sa',
  agreementsSeparator: ',',
  agreementsLastSeparator: ' at',
  agreements: 'Mga kasunduan sa loan',
  next: 'Susunod',
  agree: 'Sang-ayon',
  cancel: 'Kanselahin',
  pointOut: 'Paalala',
  offer: 'Espesyal na alok',
  confirm: 'Kumpirmahin',
  agreeFirst: 'I-tick muna ang "Nabasa ko at sumasang-ayon ako".',
};
