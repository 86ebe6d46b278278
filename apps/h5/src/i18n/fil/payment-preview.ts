import type { paymentPreviewText as En } from '../en/payment-preview';
import type { Translation } from '../translation';

export const paymentPreviewText: Translation<typeof En> = {
  title: 'Paano mapupunta ang bayad mo',
  penalty: 'Multa sa pagkaantala',
  lateInterest: 'Interes sa pagkaantala',
  other: 'Legal at collection costs',
  fees: 'Mga bayarin',
  interest: 'Interes',
  principal: 'Prinsipal',
  balanceAfter: 'Balanse pagkatapos ng bayad na ito',
};
