// Before disbursement the dates of a loan are not known yet: an agreement signed then states its schedule in
// days from disbursement, so what the borrower signed never changes meaning when the money arrives later.
import type { AgreementDocument, RepayPlan } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { agreements } from '../../../i18n/en/agreements';
import { fill } from '../../../i18n/messages';

type Dated = Pick<AgreementDocument, 'disbursedOn' | 'startOn' | 'maturityOn' | 'termDays'>;

export const startText = (doc: Dated) =>
  doc.disbursedOn ? formatDate(doc.startOn, { dateOnly: true }) : agreements.onDisbursement;

export const maturityText = (doc: Dated) =>
  doc.disbursedOn
    ? formatDate(doc.maturityOn, { dateOnly: true })
    : fill(agreements.daysAfterDisbursement, { days: doc.termDays });

export const dueText = (plan: RepayPlan, disbursed: boolean) =>
  disbursed
    ? formatDate(plan.pay_time, { dateOnly: true })
    : fill(agreements.scheduleDayValue, { day: plan.day });
