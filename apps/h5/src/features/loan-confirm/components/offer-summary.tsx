// Product (logo in a fixed 40×40 box, so nothing shifts when it loads), the amount and the offer's key figures.
import { loanConfirmText } from '../../../i18n/en/loan-confirm';
import './offer-summary.css';

export interface OfferSummaryProps {
  logo: string;
  name: string;
  /** Already formatted with its currency sign. */
  amount: string;
  rows: { label: string; value: string }[];
}

export function OfferSummary({ logo, name, amount, rows }: OfferSummaryProps) {
  return (
    <section className="card loan-confirm-summary">
      <div className="loan-confirm-product">
        {logo ? (
          <img
            className="loan-confirm-logo"
            src={logo}
            alt=""
            width={40}
            height={40}
            // Low priority, like every product logo (components/recommended-products/product-logo.tsx).
            fetchPriority="low"
            // A missing logo leaves the empty box rather than a broken-image icon.
            onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
          />
        ) : (
          <span className="loan-confirm-logo" aria-hidden="true" />
        )}
        <p className="loan-confirm-product-name">{name}</p>
      </div>
      <dl className="loan-confirm-figures">
        <div className="loan-confirm-amount">
          <dt>{loanConfirmText.loanAmount}</dt>
          <dd data-testid="loan-amount">{amount}</dd>
        </div>
        {rows.map((row) => (
          <div key={row.label} className="loan-confirm-figure">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
