// Order details' money notes (issue 40): which penalty waiver applies (D3), and a refund balance offered against
// an overdue loan. Kept with their component (features/order-detail/components/money-notes.tsx) in a chunk loaded
// only for an order that shows one: the order page is at its script budget.
export const moneyNotesText = {
  waiverGoesOn:
    'A late penalty was waived on this order for what was owed that day only: the waiver does not stop late charges. They go on while the loan is overdue: pay the amount due to stop them.',
  waiverStopped:
    'A late penalty was waived on this order and late charges were stopped on {date}: no late penalty or late interest is added.',
  refundBalanceOffer:
    'You have {amount} to be returned to you. You can use it to pay this overdue loan now, so it stops adding late charges on that amount.',
  refundBalanceApply: 'Pay {amount} of this loan with it',
  refundBalanceApplied: '{amount} of your refund was applied to this loan.',
  refundBalanceFailed: 'Your refund could not be applied. Please try again.',
  planTitle: 'A repayment plan for this loan',
  planRead: 'Read the disclosure statement',
  planAccept: 'Accept the plan',
  planDecline: 'Decline',
  planFailed: 'Your answer could not be sent. Please try again.',
};
