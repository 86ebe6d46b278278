// The rollover page's renewal statement (issue 25): the disclosure a rollover paid today gives, in brief, with
// the link to the whole statement, shown before the borrower pays. One sentence, no table: the route is near its
// size budget.
import { RENEWAL_STATEMENT_KIND } from '@pautang/contract/constants';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { formatBasisPoints } from '@pautang/contract/format/rate';
import type { DelayInfo } from '@pautang/contract/repayment';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { repaymentText as text } from '../../../i18n/en/repayment';
import { fill } from '../../../i18n/fill';

const day = (date: string) => formatDate(date, { dateOnly: true });

export function RenewalStatementCard({
  statement,
  orderId,
  productId,
}: {
  statement: DelayInfo['renewalStatement'];
  orderId: string;
  productId: string;
}) {
  return (
    <section className="repay-card" aria-labelledby="repay-renewal">
      <h2 id="repay-renewal" className="repay-card-title">
        {statement.title}
      </h2>
      <p className="repay-notice">
        {fill(text.renewal.summary, {
          from: day(statement.startOn),
          to: day(statement.dueOn),
          total: formatPeso(statement.totalAmount),
          monthly: formatBasisPoints(statement.eirMonthlyBp),
          annual: formatBasisPoints(statement.eirAnnualBp),
        })}
      </p>
      <AppLink
        to={paths.loanAgreement}
        query={{ kind: RENEWAL_STATEMENT_KIND, productId, orderId }}
        data-testid="renewal-statement-link"
      >
        {text.renewal.read}
      </AppLink>
    </section>
  );
}
