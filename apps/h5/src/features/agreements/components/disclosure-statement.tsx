// The Disclosure Statement of the Truth in Lending Act (RA 3765): every figure the borrower must see before
// accepting, in one table per part. The server computes the figures from the order's terms snapshot (late charges
// included); only the wording is ours. Capped loans (covered by the SEC caps, or by the lender's policy that applies
// them to every loan) show what may actually be collected under the caps.
// A renewal's statement is this one with the renewed period's figures and a part for the rollover.
import type { AgreementDocument } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { formatBasisPoints } from '@pautang/contract/format/rate';
import { LegalSummary } from '../../../components/legal-document';
import { agreements } from '../../../i18n/en/agreements';
import { disclosureText } from '../../../i18n/en/disclosure';
import { disclosureSummary } from '../../../i18n/en/legal-summary-disclosure';
import { fill } from '../../../i18n/messages';
import { maturityText, startText } from '../utils/schedule-dates';
import { PlanPart } from './plan-part';
import { RenewalPart, renewalAcknowledgement, renewalIntro } from './renewal-part';
import { AgreementPart } from './agreement-part';
import { FiguresTable, type FigureRow } from './figures-table';
import { ScheduleTable } from './schedule-table';
import './disclosure-statement.css';

function lateRows(doc: AgreementDocument): FigureRow[] {
  // A repayment plan adds no late charge (issue 42).
  if (doc.plan)
    return [{ label: agreements.plan.lateNone, value: agreements.plan.lateNoneValue, testId: 'late-none' }];
  if (doc.lateChargesCapPer30DaysAmount !== null && doc.chargesCapAmount !== null) {
    return [
      {
        label: disclosureText.lateChargesCap,
        value: fill(disclosureText.lateChargesCapValue, {
          amount: formatPeso(doc.lateChargesCapPer30DaysAmount),
          due: formatPeso(doc.totalAmount),
        }),
        testId: 'late-charges-cap',
      },
      {
        label: disclosureText.chargesCap,
        value: fill(disclosureText.chargesCapValue, {
          amount: formatPeso(doc.chargesCapAmount),
          max: formatPeso(doc.principalAmount + doc.chargesCapAmount),
        }),
        testId: 'charges-cap',
      },
    ];
  }
  return [
    { label: disclosureText.latePenalty, value: formatPeso(doc.penaltyAmount), testId: 'late-penalty' },
    {
      label: disclosureText.lateInterest,
      value: (
        <ul className="agreements-ds-bands" data-testid="late-interest">
          {doc.lateInterestTiers.map((tier) => (
            <li key={tier.fromDay}>
              {fill(tier.toDay === null ? disclosureText.lateTierLast : disclosureText.lateTier, {
                rate: formatBasisPoints(tier.rateBpPerDay),
                from: tier.fromDay,
                to: tier.toDay ?? '',
              })}
            </li>
          ))}
        </ul>
      ),
    },
  ];
}

export function DisclosureStatement({ doc }: { doc: AgreementDocument }) {
  const disbursed = doc.disbursedOn !== null;
  return (
    <article className="agreements-ds">
      <LegalSummary summary={disclosureSummary} />
      <p className="agreements-ds-intro">
        {doc.renewal
          ? renewalIntro(doc.renewal)
          : doc.plan
            ? agreements.plan.intro
            : disclosureText.disclosureIntro}
      </p>

      <AgreementPart id="ds-details" heading={disclosureText.loanDetailsHeading}>
        <FiguresTable
          labelledBy="ds-details"
          rows={[
            { label: agreements.lender, value: doc.lenderName },
            { label: agreements.secRegistration, value: doc.secRegistrationNo, testId: 'sec-registration' },
            {
              label: agreements.certificateOfAuthority,
              value: doc.certificateOfAuthorityNo,
              testId: 'certificate-of-authority',
            },
            { label: agreements.borrower, value: doc.borrowerName },
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
            { label: agreements.term, value: fill(agreements.termDays, { days: doc.termDays }) },
            { label: agreements.startOn, value: startText(doc), testId: 'start-on' },
            { label: agreements.maturityOn, value: maturityText(doc), testId: 'maturity-on' },
          ]}
        />
      </AgreementPart>

      {doc.renewal && <RenewalPart doc={doc} renewal={doc.renewal} />}
      {doc.plan && <PlanPart plan={doc.plan} />}

      <AgreementPart id="ds-cost" heading={disclosureText.costHeading}>
        <FiguresTable
          labelledBy="ds-cost"
          rows={[
            {
              label: doc.plan ? agreements.plan.amountFinanced : agreements.principal,
              value: formatPeso(doc.principalAmount),
              testId: 'principal',
            },
            {
              label: disclosureText.nominalRate,
              value: fill(disclosureText.nominalRateValue, {
                rate: formatBasisPoints(doc.interestRateBpPerDay),
                method: disclosureText.interestMethods[doc.interestMethod],
              }),
              testId: 'nominal-rate',
            },
            { group: disclosureText.itemisedCharges },
            ...doc.fees.map((fee) => ({ label: fee.text, value: formatPeso(fee.amount) })),
            { label: disclosureText.interest, value: formatPeso(doc.interestAmount), testId: 'interest' },
            {
              label: disclosureText.financeCharge,
              value: formatPeso(doc.financeChargeAmount),
              total: true,
              testId: 'finance-charge',
            },
            {
              label: disclosureText.netProceeds,
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
              label: disclosureText.eirMonthly,
              value: formatBasisPoints(doc.eirMonthlyBp),
              testId: 'eir-monthly',
            },
            {
              label: disclosureText.eirAnnual,
              value: formatBasisPoints(doc.eirAnnualBp),
              testId: 'eir-annual',
            },
            {
              label: disclosureText.simpleAnnualRate,
              value: formatBasisPoints(doc.simpleAnnualRateBp),
              testId: 'simple-annual-rate',
            },
          ]}
        />
        <p className="agreements-ds-note" data-testid="eir-note">
          {disclosureText.eirNote}
        </p>
        <p className="agreements-ds-note" data-testid="simple-annual-rate-note">
          {disclosureText.simpleAnnualRateNote}
        </p>
      </AgreementPart>

      {doc.repay_plans.length > 0 && (
        <AgreementPart id="ds-schedule" heading={agreements.scheduleHeading}>
          <ScheduleTable plans={doc.repay_plans} labelledBy="ds-schedule" disbursed={disbursed} />
        </AgreementPart>
      )}

      <AgreementPart id="ds-late" heading={disclosureText.lateHeading}>
        <FiguresTable labelledBy="ds-late" rows={lateRows(doc)} />
        {doc.covered && <p className="agreements-ds-caps">{disclosureText.capsApply}</p>}
        {doc.capsPolicy && (
          <p className="agreements-ds-caps" data-testid="caps-policy">
            {disclosureText.capsPolicy}
          </p>
        )}
      </AgreementPart>

      <AgreementPart id="ds-early" heading={disclosureText.earlyHeading}>
        <FiguresTable
          labelledBy="ds-early"
          rows={[
            {
              label: disclosureText.prepayment,
              value: fill(disclosureText.prepaymentValue, {
                day: doc.prepaymentFromDay,
                date: doc.prepaymentFromOn
                  ? fill(disclosureText.prepaymentDate, {
                      date: formatDate(doc.prepaymentFromOn, { dateOnly: true }),
                    })
                  : '',
              }),
              testId: 'prepayment',
            },
            {
              label: disclosureText.rollover,
              value:
                doc.maxRollovers > 0
                  ? fill(disclosureText.rolloverValue, {
                      count: doc.maxRollovers,
                      days: doc.termDays,
                      late: doc.rolloverMaxDaysLate,
                    })
                  : disclosureText.rolloverNone,
              testId: 'rollover',
            },
          ]}
        />
      </AgreementPart>

      <AgreementPart id="ds-ack" heading={disclosureText.acknowledgementHeading}>
        <p className="agreements-ds-ack" data-testid="acknowledgement">
          {doc.renewal
            ? renewalAcknowledgement(doc.renewal)
            : doc.plan && !doc.agreedAt
              ? agreements.plan.pending
              : doc.plan && doc.agreedAt
                ? fill(agreements.plan.acknowledged, { date: formatDate(doc.agreedAt) })
                : doc.agreedAt
                  ? fill(disclosureText.acknowledged, { date: formatDate(doc.agreedAt) })
                  : disclosureText.acknowledgementPending}
        </p>
      </AgreementPart>
    </article>
  );
}
