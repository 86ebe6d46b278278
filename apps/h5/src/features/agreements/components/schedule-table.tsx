import type { RepayPlan } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { agreements } from '../../../i18n/en/agreements';
import { fill } from '../../../i18n/messages';
import './schedule-table.css';

/** The payment schedule: due date, payment, instalment n/total and amount, one row per payment. */
export function ScheduleTable({ plans, labelledBy }: { plans: RepayPlan[]; labelledBy: string }) {
  return (
    <div className="agreements-schedule">
      <table className="agreements-schedule-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{agreements.scheduleDate}</th>
            <th scope="col">{agreements.scheduleTitle}</th>
            <th scope="col">{agreements.scheduleInstalment}</th>
            <th scope="col">{agreements.scheduleAmount}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={`${plan.instalment}-${plan.pay_time}`}>
              <td>{formatDate(plan.pay_time, { dateOnly: true })}</td>
              <td>{plan.title}</td>
              <td>{fill(agreements.instalmentOf, { n: plan.instalment, total: plan.instalments })}</td>
              <td>{formatPeso(plan.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
