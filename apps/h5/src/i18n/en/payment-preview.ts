// The allocation preview of a payment (issue 30): a file of its own, loaded with the preview after the first
// paint, so the repayment routes do not carry it.
export const paymentPreviewText = {
  title: 'How your payment will be applied',
  penalty: 'Late penalty',
  lateInterest: 'Late interest',
  other: 'Legal and collection costs',
  fees: 'Fees',
  interest: 'Interest',
  principal: 'Principal',
  balanceAfter: 'Balance after this payment',
} as const;
