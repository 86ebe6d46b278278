import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { CardRepayPage } from '../../features/repayment/components/card-repay-page';
import { repaymentText } from '../../i18n/en/repayment';
import { useLocation } from '../../lib/navigation';

const centavos = (value: string | null) => {
  const n = Number(value ?? '');
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** /addnormalcard and /alipayrepayment (spec 2 §2.10): the same screen; only the first passes a coupon. */
export function CardRepayRoute() {
  const { query } = useLocation();
  return (
    <main className="page">
      <NavBar title={repaymentText.repayTitle} onBack={() => history.back()} />
      <CardRepayPage
        orderId={query.get('orderId') ?? ''}
        productId={query.get('productId') || query.get('product_id') || ''}
        amount={centavos(query.get('withholdingAmount'))}
        couponId={query.get('couponId') ?? ''}
        couponMoney={centavos(query.get('couponMoney'))}
      />
    </main>
  );
}
