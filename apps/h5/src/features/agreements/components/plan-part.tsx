// What a repayment plan's statement adds to the disclosure (issue 42): the loan it restructures and how that loan's
// balance is carried. The disclosure's other parts then state the plan (amount financed, finance charge, schedule,
// EIR); the figures are the server's, the wording is the catalogue's.
import type { PlanFigures } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { agreements } from '../../../i18n/en/agreements';
import { AgreementPart } from './agreement-part';
import { FiguresTable, type FigureRow } from './figures-table';

const T = agreements.plan;

export function PlanPart({ plan }: { plan: PlanFigures }) {
  const rows: FigureRow[] = [
    { label: T.from, value: plan.fromOrderNo, testId: 'plan-from' },
    { label: T.settled, value: formatPeso(plan.settledAmount), testId: 'plan-settled' },
    { label: T.carried, value: formatPeso(plan.carriedAmount), testId: 'plan-carried' },
    plan.lateCharges === 'waive'
      ? { label: T.waived, value: formatPeso(plan.waivedAmount), testId: 'plan-waived' }
      : { label: T.frozen, value: T.frozenValue, testId: 'plan-frozen' },
  ];
  if (plan.expiresOn) {
    rows.push({
      label: T.expires,
      value: formatDate(plan.expiresOn, { dateOnly: true }),
      testId: 'plan-expires',
    });
  }
  return (
    <AgreementPart id="ds-plan" heading={T.heading}>
      <FiguresTable labelledBy="ds-plan" rows={rows} />
    </AgreementPart>
  );
}
