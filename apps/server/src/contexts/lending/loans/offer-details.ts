// The rows an offer's figures are shown in: loan confirmation and a product's page (issue 27) show one offer the
// same way, from the engine's schedule.
import { formatBasisPoints } from '@pautang/contract/format/rate';
import type { DetailRow } from '@pautang/contract/loans';
import { effectiveInterestRate, type Schedule } from '@pautang/loan-engine';
import { confirmRows } from './loan-texts';

export function detailsOf(schedule: Schedule): DetailRow[] {
  const eir = effectiveInterestRate(schedule);
  return [
    { text: confirmRows.loanAmount, value: schedule.principalAmount, type: 'money' },
    ...schedule.fees.map((f): DetailRow => ({ text: f.label, value: f.amount, type: 'money' })),
    { text: confirmRows.interest, value: schedule.interestAmount, type: 'money' },
    { text: confirmRows.amountReceived, value: schedule.principalAmount, type: 'money' },
    { text: confirmRows.totalRepayment, value: schedule.totalAmount, type: 'money' },
    {
      text: confirmRows.effectiveRate,
      value: `${formatBasisPoints(eir.monthlyBp)} per month (${formatBasisPoints(eir.annualBp)} per year)`,
      type: 'text',
    },
  ];
}
