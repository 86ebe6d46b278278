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
  return (
    <div className="agreements-schedule">
      <table className="agreements-schedule-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{disbursed ? agreements.scheduleDate : agreements.scheduleDay}</th>
            <th scope="col">{agreements.scheduleTitle}</th>
            <th scope="col">{agreements.scheduleInstalment}</th>
            <th scope="col">{agreements.scheduleAmount}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={`${plan.instalment}-${plan.pay_time}`}>
              <td>{dueText(plan, disbursed)}</td>
              <td>{plan.title}</td>
              <td>{fill(agreements.instalmentOf, { n: plan.instalment, total: plan.instalments })}</td>
              <td>{formatPeso(plan.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!disbursed && <p className="agreements-schedule-note">{agreements.scheduleFromDisbursement}</p>}
    </div>
  );
}
