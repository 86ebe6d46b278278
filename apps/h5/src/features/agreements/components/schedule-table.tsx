import type { RepayPlan } from '@pautang/contract/loans';
import { formatPeso } from '@pautang/contract/format/money';
import { agreements } from '../../../i18n/en/agreements';
import { fill } from '../../../i18n/messages';
import { dueText } from '../utils/schedule-dates';
import './schedule-table.css';

/**
 * The payment schedule: due date (or, before disbursement, the day counted from it), payment, instalment n/total
 * and amount, one row per payment.
 */
export function ScheduleTable({
  plans,
  labelledBy,
  disbursed,
}: {
  plans: RepayPlan[];
  labelledBy: string;
  disbursed: boolean;
}) {
  const headings = [
    disbursed ? agreements.scheduleDate : agreements.scheduleDay,
    agreements.scheduleTitle,
    agreements.scheduleInstalment,
    agreements.scheduleAmount,
  ];
  // On a phone the rows stack (schedule-table.css): each cell then shows its heading itself (data-label). The roles
  // keep it a table for a screen reader once its rows are no longer laid out as one.
  return (
    <div className="agreements-schedule">
      <table className="agreements-schedule-table" role="table" aria-labelledby={labelledBy}>
        <thead role="rowgroup">
          <tr role="row">
            {headings.map((heading) => (
              <th key={heading} scope="col" role="columnheader">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {plans.map((plan) => (
            <tr key={`${plan.instalment}-${plan.pay_time}`} role="row">
              {[
                dueText(plan, disbursed),
                plan.title,
                fill(agreements.instalmentOf, { n: plan.instalment, total: plan.instalments }),
                formatPeso(plan.amount),
              ].map((text, i) => (
                <td key={headings[i]} role="cell" data-label={headings[i]}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!disbursed && <p className="agreements-schedule-note">{agreements.scheduleFromDisbursement}</p>}
    </div>
  );
}
