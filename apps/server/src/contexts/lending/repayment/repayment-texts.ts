// The server-side wording of the repayment pages (spec 2 §2.3, §2.4).
export const REPAY_TEXTS = {
  delayTitle: 'Rollover payment',
  planRemark: {
    today: 'Pay today',
    newDue: 'New due date',
  },
  planTitle: {
    delayFee: 'Interest and late charges to date',
    nextPeriod: 'Due at the new due date',
  },
  instalmentNotice:
    'Pay the exact amount with the reference number. Your payment shows here within minutes of the gateway confirming it.',
  nothingDue: 'Nothing is due today. Your next payment date is shown above.',
  payAhead:
    'Nothing is due today. You can pay ahead any amount from ₱50.00: it is applied to your loan the day it is paid.',
  delayNotice:
    'Paying the rollover amount moves your due date; the principal and the fees are due at the new date.',
  delayRefused: 'This loan cannot be rolled over now.',
  rows: {
    instalment: 'Instalment',
    dueOn: 'Due date',
    dueToday: 'Due today',
    outstanding: 'Outstanding balance',
    daysOverdue: 'Days overdue',
  },
} as const;
