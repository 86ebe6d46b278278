import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { RepaymentByCode } from '../../features/repayment/components/code-pages';
import { repaymentText } from '../../i18n/en/repayment';
import { preloadQrCode } from '../../features/repayment/components/lazy-qr-code';
import { useLocation } from '../../lib/navigation';
import { declareScreen } from '../../lib/screen-call';

/** No first data; a QR is drawn only without a channel image and for any showType but 1 (spec 2 §2.2). */
export const screenData = declareScreen(
  () => ({}),
  () => [],
  (q) => (q.get('showType') !== '1' && !q.get('payCodeImg') ? preloadQrCode() : undefined),
);

export function RepaymentOfCodeRoute() {
  const { query } = useLocation();
  const amount = Number(query.get('repayAmount') ?? '0');
  return (
    <main className="page">
      <NavBar title={repaymentText.codeTitle} onBack={() => history.back()} />
      <RepaymentByCode
        showType={query.get('showType') ?? ''}
        payCode={query.get('payCode') ?? ''}
        payCodeImg={query.get('payCodeImg') ?? ''}
        repayAmount={Number.isSafeInteger(amount) && amount > 0 ? amount : 0}
      />
    </main>
  );
}
