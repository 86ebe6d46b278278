// Order details V3 (spec 2 §2.8, §4.1, §4.3, §4.4). Strings the spec quotes are worded exactly as it quotes them;
// the rest (withdraw reminder, score texts, labels) are ours. {placeholders} are filled with fill().
export const orderDetailText = {
  paymentRecords: 'Payment records',
  // Issue 42: the statement of account, a PDF the server renders.
  statement: 'Statement of account (PDF)',
  title: 'Order Details',
  // action buttons (spec 2 §4.1)
  repay: 'REPAY',
  rollover: 'Rollover Repayment',
  shortOfMoney: 'Short of money?',
  // Issue 30: why 'Rollover Repayment' is missing on the day the loan is disbursed (nothing has accrued yet).
  // Issue 40, D2: also on a day the interest is already paid, so a rollover would cost ₱0.00.
  rolloverNotToday:
    'Rollover Repayment is not offered today, as no interest is due for it yet. It is offered from {date}.',
  repayment: 'Repayment',
  borrowAgain: 'Borrow Again',
  // amounts due (statuses 170, 174, 180)
  repayAmount: 'Repayment amount',
  repayDate: 'Repayment date',
  days: '{n} days',
  // recommended products
  recommended: 'Recommended for you',
  moreProducts: 'Click to view more products',
  // customer service line
  customerService: 'Customer service',
  // dialogs
  kindTips: 'Kind tips',
  ok: 'OK',
  withdrawTitle: 'Withdraw reminder',
  withdrawText:
    'Your loan is being processed. The money will arrive in your bound account within 1 to 3 days. We will notify you once it is sent.',
  bindTitle: 'Bind your bank account',
  bindClose: 'Close',
  bindGo: 'Go to bind',
  scoreTitle: 'Rate your experience',
  scoreText: 'How satisfied are you with our service?',
  scoreStars: 'Your rating',
  scoreSubmit: 'Submit',
  scoreCancel: 'Cancel',
  scorePick: 'Silakan pilih',
  scoreThanksTitle: 'Thank you for your feedback',
  scoreThanksText:
    'We are sorry we did not do better. Our customer service team is ready to help you with anything about your loan.',
  scoreContact: 'Customer service',
  // load states
  loadFailed: 'We could not load your order.',
  retry: 'Retry',
  noOrder: 'No order was given to show.',
} as const;
