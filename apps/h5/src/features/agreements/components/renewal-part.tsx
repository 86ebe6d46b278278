// What a renewal's statement adds to the disclosure: the rollover itself (its number, the day it was paid, the
// due date it replaced, its price) and the renewed period it bought. The disclosure's other parts then state the
// renewed loan (principal, schedule, EIR); the figures are the server's, the wording is the catalogue's.
import type { AgreementDocument, RenewalFigures } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { agreements } from '../../../i18n/en/agreements';
import { fill } from '../../../i18n/messages';
import { AgreementPart } from './agreement-part';
import { FiguresTable } from './figures-table';

const T = agreements.renewal;
const day = (date: string) => formatDate(date, { dateOnly: true });

export function RenewalPart({ doc, renewal }: { doc: AgreementDocument; renewal: RenewalFigures }) {
  return (
    <AgreementPart id="ds-renewal" heading={T.heading}>
      <FiguresTable
        labelledBy="ds-renewal"
        rows={[
          {
            label: T.number,
            value: fill(T.numberValue, { number: renewal.number }),
            testId: 'renewal-number',
          },
          {
            label: T.paidOn,
            value: renewal.quote
              ? fill(T.paidToday, { date: day(renewal.rolledOverOn) })
              : day(renewal.rolledOverOn),
            testId: 'renewal-paid-on',
          },
          { label: T.previousDue, value: day(renewal.previousDueOn), testId: 'renewal-previous-due' },
          {
            label: T.period,
            value: fill(T.periodValue, {
              from: day(doc.startOn),
              to: day(doc.maturityOn),
              days: doc.termDays,
            }),
            testId: 'renewal-period',
          },
          { label: T.newDue, value: day(doc.maturityOn), total: true, testId: 'renewal-new-due' },
          { label: T.interest, value: formatPeso(renewal.interestAmount) },
          { label: T.penalty, value: formatPeso(renewal.penaltyAmount) },
          { label: T.lateInterest, value: formatPeso(renewal.lateInterestAmount) },
          { label: T.price, value: formatPeso(renewal.priceAmount), total: true, testId: 'renewal-price' },
          { label: T.rolloversLeft, value: renewal.rolloversLeft, testId: 'renewal-left' },
        ]}
      />
    </AgreementPart>
  );
}

/** The renewal's acknowledgement: accepted by paying the rollover, or (a quote) accepted by paying it. */
export const renewalAcknowledgement = (renewal: RenewalFigures) =>
  fill(renewal.quote ? T.pending : T.acknowledged, {
    amount: formatPeso(renewal.priceAmount),
    date: day(renewal.rolledOverOn),
  });

export const renewalIntro = (renewal: RenewalFigures) => (renewal.quote ? T.quoteIntro : T.intro);
