// The Loan Agreement: the parties, the particulars of this loan (server figures), the full loan terms of the
// catalogue and the electronic acceptance line.
import type { AgreementDocument } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { LegalSummary } from '../../../components/legal-document';
import { agreements } from '../../../i18n/en/agreements';
import { agreementSummary } from '../../../i18n/en/legal-summary-agreement';
import { fill, messages } from '../../../i18n/messages';
import { AgreementPart } from './agreement-part';
import { FiguresTable } from './figures-table';
import { ScheduleTable } from './schedule-table';
import { maturityText, startText } from '../utils/schedule-dates';
import './loan-agreement.css';

import { LoanTerms } from './lazy-loan-terms';
export function LoanAgreement({ doc }: { doc: AgreementDocument }) {
  const company = doc.lenderName;
  return (
    <article className="agreements-la">
      <LegalSummary summary={agreementSummary} />
      <AgreementPart id="la-parties" heading={agreements.partiesHeading}>
        <p className="agreements-la-lead">
          {fill(agreements.partiesText, { company, borrower: doc.borrowerName })}
        </p>
        <FiguresTable
          labelledBy="la-parties"
          rows={[
            { label: agreements.lender, value: company, testId: 'lender' },
            { label: agreements.secRegistration, value: doc.secRegistrationNo },
            { label: agreements.certificateOfAuthority, value: doc.certificateOfAuthorityNo },
            { label: agreements.borrower, value: doc.borrowerName, testId: 'borrower' },
            {
              label: agreements.borrowerAddress,
              value: doc.borrowerAddress || agreements.notStated,
              testId: 'borrower-address',
            },
            {
              label: agreements.borrowerId,
              value: doc.borrowerIdNumber
                ? fill(agreements.borrowerIdValue, { type: doc.borrowerIdType, number: doc.borrowerIdNumber })
                : agreements.notStated,
              testId: 'borrower-id',
            },
            {
              label: agreements.loanNumber,
              value: doc.orderNo || agreements.toBeAssigned,
              testId: 'loan-number',
            },
            { label: agreements.product, value: doc.productName },
          ]}
        />
      </AgreementPart>

      <AgreementPart id="la-particulars" heading={agreements.particularsHeading}>
        <FiguresTable
          labelledBy="la-particulars"
          rows={[
            { label: agreements.principal, value: formatPeso(doc.principalAmount), testId: 'principal' },
            {
              label: agreements.term,
              value: fill(agreements.termDays, { days: doc.termDays }),
              testId: 'term',
            },
            {
              label: agreements.startOn,
              value: startText(doc),
              testId: 'start-on',
            },
            {
              label: agreements.maturityOn,
              value: maturityText(doc),
              testId: 'maturity-on',
            },
            {
              label: agreements.totalToRepay,
              value: formatPeso(doc.totalAmount),
              total: true,
              testId: 'total-to-repay',
            },
          ]}
        />
        {doc.repay_plans.length > 0 && (
          <>
            <h3 id="la-schedule">{agreements.scheduleHeading}</h3>
            <ScheduleTable
              plans={doc.repay_plans}
              labelledBy="la-schedule"
              disbursed={doc.disbursedOn !== null}
            />
          </>
        )}
        <p>{agreements.particularsNote}</p>
      </AgreementPart>

      <section className="agreements-la-terms" aria-labelledby="la-terms">
        <h2 id="la-terms">{agreements.termsHeading}</h2>
        <LoanTerms
          fallback={
            <p className="agreements-la-loading" aria-busy="true">
              {messages.loading}
            </p>
          }
        />
      </section>

      <AgreementPart id="la-acceptance" heading={agreements.acceptanceHeading}>
        <p>{agreements.acceptanceText}</p>
        <p className="agreements-la-sign" data-testid="acceptance">
          {doc.agreedAt
            ? fill(agreements.acceptedOn, { date: formatDate(doc.agreedAt) })
            : agreements.acceptedOnConfirmation}
        </p>
      </AgreementPart>
    </article>
  );
}
