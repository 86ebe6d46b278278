// The default pay-code card (spec 2 §2.3, §5): shown only when payCode is present and non-empty. Copy copies
// the code; tapping the card stores the repayment info and opens the repayment code page.
import type { DefDetail } from '@pautang/contract/repayment';
import { formatDate } from '@pautang/contract/format/date';
import { ProductLogo } from '../../../components/recommended-products/product-logo';
import { toast } from '../../../components/ui/toast/toast';
import { paths } from '../../../config/paths';
import { repaymentText as text } from '../../../i18n/en/repayment';
import { fill } from '../../../i18n/fill';
import { navigate } from '../../../lib/navigation';
import { copyText } from '../utils/copy-text';
import { storeRepayment, type StoredRepayment } from '../utils/repay-storage';

export async function copyCode(code: string): Promise<void> {
  if (await copyText(code)) toast.info(text.copySuccess);
}

export function PayCodeCard({ defDetail, stored }: { defDetail: DefDetail; stored: StoredRepayment }) {
  if (!defDetail.payCode) return null;
  const open = () => {
    storeRepayment(stored);
    navigate(paths.repaymentOfCode2);
  };
  return (
    <section className="repay-card repay-code-card" aria-label={text.payCodeCard}>
      <button type="button" className="repay-code-open" onClick={open}>
        <ProductLogo className="repay-code-logo" src={defDetail.logo} size={32} />
        <span className="repay-code-text">
          <span className="repay-code-title">{defDetail.title}</span>
          <span className="repay-code-value" data-testid="pay-code">
            {defDetail.payCode}
          </span>
          {defDetail.expiresAt && (
            <span className="repay-muted">
              {fill(text.amountValidUntil, { date: formatDate(defDetail.expiresAt) })}
            </span>
          )}
        </span>
      </button>
      <button type="button" className="repay-copy" onClick={() => void copyCode(defDetail.payCode)}>
        {text.copy}
      </button>
    </section>
  );
}
