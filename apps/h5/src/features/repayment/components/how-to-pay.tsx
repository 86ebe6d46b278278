// The instruction image (spec 2 §2.3: when isShowReyTop is 1); it opens our help page on paying by channel.
import { paths } from '../../../config/paths';
import { repaymentText as text } from '../../../i18n/en/repayment';
import { navigate } from '../../../lib/navigation';

export function HowToPay({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <button type="button" className="repay-howto" onClick={() => navigate(paths.paymentInstructions)}>
      <img src="/static/repay/how-to-pay.svg" alt={text.instructionImage} width={328} height={80} />
    </button>
  );
}
