// The Disclosure Statement of the Truth in Lending Act (RA 3765): every figure the borrower must see before
// accepting, in one table per part. The server computes the figures; only the wording is ours.
import type { AgreementDocument } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { legalVars } from '../../../components/legal-document';
import { agreements } from '../../../i18n/en/agreements';
import { fill } from '../../../i18n/messages';
import { formatBasisPoints } from '@pautang/contract/format/rate';
import { FiguresTable } from './figures-table';
import { ScheduleTable } from './schedule-table';
import { AgreementPart } from './agreement-part';
import './disclosure-statement.css';

export function DisclosureStatement({ doc }: { doc: AgreementDocument }) {
  const company = legalVars().company ?? '';
  return (
    <article className="agreements-ds">
      <p className="agreements-ds-intro">{agreements.disclosureIntro}</p>

      <AgreementPart id="ds-details" heading={agreements.loanDetailsHeading}>
        <FiguresTable
          labelledBy="ds-details"
          rows={[
            { label: agreements.lender, value: company },
            { label: agreements.borrower, value: doc.borrowerName },
            {
              label: agreements.loanNumber,
              value: doc.orderNo || agreements.toBeAssigned,
              testId: 'loan-number',
            },
            { label: agreements.product, value: doc.productName },
            { label: agreements.term, value: fill(agreements.termDays, { days: doc.termDays }) },
            { label: agreements.startOn, value: formatDate(doc.startOn, { dateOnly: true }) },
            { label: agreements.maturityOn, value: formatDate(doc.maturityOn, { dateOnly: true }) },
          ]}
        />
      </AgreementPart>

      <AgreementPart id="ds-cost" heading={agreements.costHeading}>
        <FiguresTable
          labelledBy="ds-cost"
          rows={[
            { label: agreements.principal, value: formatPeso(doc.principalAmount), testId: 'principal' },
            { group: agreements.itemisedCharges },
            ...doc.fees.map((fee) => ({ label: fee.text, value: formatPeso(fee.amount) })),
            { label: agreements.interest, value: formatPeso(doc.interestAmount), testId: 'interest' },
            {
              label: agreements.financeCharge,
              value: formatPeso(doc.financeChargeAmount),
              total: true,
              testId: 'finance-charge',
            },
            {
              label: agreements.netProceeds,
              value: formatPeso(doc.netProceedsAmount),
              total: true,
              testId: 'net-proceeds',
            },
            {
              label: agreements.totalToRepay,
              value: formatPeso(doc.totalAmount),
              total: true,
              testId: 'total-to-repay',
            },
            {
              label: agreements.eirMonthly,
              value: formatBasisPoints(doc.eirMonthlyBp),
              testId: 'eir-monthly',
            },
            { label: agreements.eirAnnual, value: formatBasisPoints(doc.eirAnnualBp), testId: 'eir-annual' },
          ]}
        />
      </AgreementPart>

      {doc.repay_plans.length > 0 && (
        <AgreementPart id="ds-schedule" heading={agreements.scheduleHeading}>
          <ScheduleTable plans={doc.repay_plans} labelledBy="ds-schedule" />
        </AgreementPart>
      )}

      <AgreementPart id="ds-late" heading={agreements.lateHeading}>
        <FiguresTable
          labelledBy="ds-late"
          rows={[
            {
              label: agreements.latePenalty,
              value: fill(agreements.latePenaltyValue, {
                newAmount: formatPeso(doc.penaltyNewAmount),
                repeatAmount: formatPeso(doc.penaltyRepeatAmount),
              }),
              testId: 'late-penalty',
            },
            {
              label: agreements.lateInterest,
              value: (
                <ul className="agreements-ds-bands">
                  {agreements.lateInterestBands.map((band) => (
                    <li key={band}>{band}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
        {doc.covered && <p className="agreements-ds-caps">{agreements.capsApply}</p>}
      </AgreementPart>

      <AgreementPart id="ds-ack" heading={agreements.acknowledgementHeading}>
        <p className="agreements-ds-ack" data-testid="acknowledgement">
          {doc.agreedAt
            ? fill(agreements.acknowledged, { date: formatDate(doc.agreedAt) })
            : agreements.acknowledgementPending}
        </p>
      </AgreementPart>
    </article>
  );
}
