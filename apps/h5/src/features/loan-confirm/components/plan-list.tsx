// The 'Plan' list: repayment date, title, amount and instalment index; hidden when there is no plan.
import type { RepayPlan } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { useId } from 'react';
import { loanConfirmText } from '../../../i18n/en/loan-confirm';
import { fill } from '../../../i18n/messages';
import type { MoneyFormat } from './detail-list';
import './plan-list.css';

export function PlanList({ plans, money = formatPeso }: { plans: RepayPlan[]; money?: MoneyFormat }) {
  const id = useId();
  if (plans.length === 0) return null;
  return (
    <section className="card loan-confirm-plan" aria-labelledby={id}>
      <h2 id={id}>{loanConfirmText.plan}</h2>
      <ol className="loan-confirm-plan-list">
        {plans.map((plan, i) => (
          <li key={`${i}-${plan.pay_time}`} className="loan-confirm-plan-row">
            <span className="loan-confirm-plan-date">{formatDate(plan.pay_time, { dateOnly: true })}</span>
            <span className="loan-confirm-plan-index">
              {fill(loanConfirmText.instalmentOf, {
                instalment: plan.instalment,
                instalments: plan.instalments,
              })}
            </span>
            <span className="loan-confirm-plan-title">{plan.title}</span>
            <span className="loan-confirm-plan-amount">{money(plan.amount)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
