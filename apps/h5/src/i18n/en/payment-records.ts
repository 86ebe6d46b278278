// The payment records page (spec 2 §2.x, issues 22-30): a file of its own, so the other repayment pages (and the
// order page) do not carry its strings.
export const paymentRecordsText = {
  expiresAt: 'Pay before {date}',
  refundNotice: '{amount} will be returned to you.',
  refundsTitle: 'To be returned to you',
  waiversTitle: 'Penalty waived',
  // Issue 40, D3: what each waiver leaves to come.
  waiverGoesOn:
    'This waiver covered what was owed that day only: late charges go on while the loan is overdue.',
  waiverStopped: 'This waiver also stopped late charges on this order: nothing more is added.',
  refundStale: 'Paid after this code was cancelled: nothing went to your loan.',
  recordsTitle: 'Payment records',
  recordsEmpty: 'No payments yet.',
  pendingTitle: 'Codes waiting for payment',
  receiptRef: 'Reference {ref}',
  receiptOurRef: 'Our reference {ref}',
  receiptNewDue: 'New due date',
  receiptApplied: 'How it was applied',
  receiptBalance: 'Balance after payment',
  receiptRefund: 'Overpaid, to be refunded',
} as const;
