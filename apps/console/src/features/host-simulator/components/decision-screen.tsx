// The credit decision as the borrower reads it: an approved offer goes on to loan confirmation in the web view; a
// decline shows its reason; a review says a person will look at it, and the borrower waits.
import type { ProductApply } from '@pautang/contract/origination';
import { formatPeso } from '@pautang/contract/format/money';
import { t, type MessageKey } from '../../../i18n/messages';

const HEADINGS: Record<ProductApply['outcome'], MessageKey> = {
  approved: 'decisionApproved',
  declined: 'decisionDeclined',
  review: 'decisionReview',
};

export type DecisionScreenProps = {
  decision: ProductApply;
  productName: string;
  /** Opens the approved offer's loan confirmation (nextUrl) in the web view. */
  onConfirm: (nextUrl: string) => void;
  onHome: () => void;
};

export function DecisionScreen({ decision, productName, onConfirm, onHome }: DecisionScreenProps) {
  const approved = decision.outcome === 'approved' && decision.nextUrl !== '';
  return (
    <div className="native-screen" data-outcome={decision.outcome}>
      <h3 className="native-screen__heading">{t(HEADINGS[decision.outcome])}</h3>
      <p className="native-screen__note">{productName}</p>
      {decision.outcome === 'approved' && (
        <p className="native-screen__big">
          {t('decisionOffer', { amount: formatPeso(decision.amount), days: decision.termDays })}
        </p>
      )}
      <p className={decision.outcome === 'declined' ? 'native-screen__reason' : undefined} role="status">
        {decision.message}
      </p>
      {approved ? (
        <button
          type="button"
          className="native-screen__action native-screen__primary"
          onClick={() => onConfirm(decision.nextUrl)}
        >
          {t('decisionConfirm')}
        </button>
      ) : (
        <button type="button" className="native-screen__action native-screen__action--quiet" onClick={onHome}>
          {t('decisionHome')}
        </button>
      )}
    </div>
  );
}
