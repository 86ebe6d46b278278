// The Disclosure Statement of the Truth in Lending Act (RA 3765): every figure the borrower must see before
// accepting, in one table per part. The server computes the figures from the order's terms snapshot (late charges
// included); only the wording is ours. Capped loans (covered by the SEC caps, or by the lender's policy that applies
// them to every loan) show what may actually be collected under the caps.
// A renewal's statement is this one with the renewed period's figures and a part for the rollover.
import type { AgreementDocument } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { formatBasisPoints } from '@pautang/contract/format/rate';
import { agreements } from '../../../i18n/en/agreements';
import { fill } from '../../../i18n/messages';
import { maturityText, startText } from '../utils/schedule-dates';
import { RenewalPart, renewalAcknowledgement, renewalIntro } from './renewal-part';
import { AgreementPart } from './agreement-part';
import { FiguresTable, type FigureRow } from './figures-table';
import { ScheduleTable } from './schedule-table';
import './disclosure-statement.css';

function lateRows(doc: AgreementDocument): FigureRow[] {
  if (doc.lateChargesCapPer30DaysAmount !== null && doc.chargesCapAmount !== null) {
    return [
      {
        label: agreements.lateChargesCap,
        value: fill(agreements.lateChargesCapValue, {
          amount: formatPeso(doc.lateChargesCapPer30DaysAmount),
          due: formatPeso(doc.totalAmount),
        }),
        testId: 'late-charges-cap',
      },
      {
        label: agreements.chargesCap,
        value: fill(agreements.chargesCapValue, {
          amount: formatPeso(doc.chargesCapAmount),
          max: formatPeso(doc.principalAmount + doc.chargesCapAmount),
        }),
        testId: 'charges-cap',
      },
    ];
  }
  return [
    { label: agreements.latePenalty, value: formatPeso(doc.penaltyAmount), testId: 'late-penalty' },
    {
      label: agreements.lateInterest,
      value: (
        <ul className="agreements-ds-bands" data-testid="late-interest">
          {doc.lateInterestTiers.map((tier) => (
            <li key={tier.fromDay}>
              {fill(tier.toDay === null ? agreements.lateTierLast : agreements.lateTier, {
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
      <p className="agreements-ds-intro">
        {doc.renewal ? renewalIntro(doc.renewal) : agreements.disclosureIntro}
      </p>

      <AgreementPart id="ds-details" heading={agreements.loanDetailsHeading}>
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

      <AgreementPart id="ds-cost" heading={agreements.costHeading}>
        <FiguresTable
          labelledBy="ds-cost"
          rows={[
            { label: agreements.principal, value: formatPeso(doc.principalAmount), testId: 'principal' },
            {
              label: agreements.nominalRate,
              value: fill(agreements.nominalRateValue, {
                rate: formatBasisPoints(doc.interestRateBpPerDay),
                method: agreements.interestMethods[doc.interestMethod],
              }),
              testId: 'nominal-rate',
            },
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
            {
              label: agreements.simpleAnnualRate,
              value: formatBasisPoints(doc.simpleAnnualRateBp),
              testId: 'simple-annual-rate',
            },
          ]}
        />
        <p className="agreements-ds-note" data-testid="eir-note">
          {agreements.eirNote}
        </p>
        <p className="agreements-ds-note" data-testid="simple-annual-rate-note">
          {agreements.simpleAnnualRateNote}
        </p>
      </AgreementPart>

      {doc.repay_plans.length > 0 && (
        <AgreementPart id="ds-schedule" heading={agreements.scheduleHeading}>
          <ScheduleTable plans={doc.repay_plans} labelledBy="ds-schedule" disbursed={disbursed} />
        </AgreementPart>
      )}

      <AgreementPart id="ds-late" heading={agreements.lateHeading}>
        <FiguresTable labelledBy="ds-late" rows={lateRows(doc)} />
        {doc.covered && <p className="agreements-ds-caps">{agreements.capsApply}</p>}
        {doc.capsPolicy && (
          <p className="agreements-ds-caps" data-testid="caps-policy">
            {agreements.capsPolicy}
          </p>
        )}
      </AgreementPart>

      <AgreementPart id="ds-early" heading={agreements.earlyHeading}>
        <FiguresTable
          labelledBy="ds-early"
          rows={[
            {
              label: agreements.prepayment,
              value: fill(agreements.prepaymentValue, {
                day: doc.prepaymentFromDay,
                date: doc.prepaymentFromOn
                  ? fill(agreements.prepaymentDate, {
                      date: formatDate(doc.prepaymentFromOn, { dateOnly: true }),
                    })
                  : '',
              }),
              testId: 'prepayment',
            },
            {
              label: agreements.rollover,
              value:
                doc.maxRollovers > 0
                  ? fill(agreements.rolloverValue, {
                      count: doc.maxRollovers,
                      days: doc.termDays,
                      late: doc.rolloverMaxDaysLate,
                    })
                  : agreements.rolloverNone,
              testId: 'rollover',
            },
          ]}
        />
      </AgreementPart>

      <AgreementPart id="ds-ack" heading={agreements.acknowledgementHeading}>
        <p className="agreements-ds-ack" data-testid="acknowledgement">
          {doc.renewal
            ? renewalAcknowledgement(doc.renewal)
            : doc.agreedAt
              ? fill(agreements.acknowledged, { date: formatDate(doc.agreedAt) })
              : agreements.acknowledgementPending}
        </p>
      </AgreementPart>
    </article>
  );
}
