import type { paymentPreviewText as En } from '../en/payment-preview';
import type { Translation } from '../translation';

export const paymentPreviewText: Translation<typeof En> = {
  title: 'Paano mapupunta ang bayad mo',
  penalty: 'Late penalty',
  lateInterest: 'Late interest',
  other: 'Legal at collection costs',
  fees: 'Fees',
  interest: 'Interest',
  principal: 'Principal',
  balanceAfter: 'Balanse pagkatapos ng bayad na ito',
};
