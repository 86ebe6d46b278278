import { cardRepayQuery, repaymentWayCall } from '../../features/repayment/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { CardRepayPage } from '../../features/repayment/components/card-repay-page';
import { repaymentText } from '../../i18n/en/repayment';
import { useRouteQuery } from '../../lib/navigation';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(cardRepayQuery, (q) => [repaymentWayCall(q.orderId)]);

/** /addnormalcard and /alipayrepayment (spec 2 §2.10): the same screen; only the first passes a coupon. */
export function CardRepayRoute() {
  const query = useRouteQuery(cardRepayQuery);
  return (
    <main className="page">
      <NavBar title={repaymentText.repayTitle} onBack={() => history.back()} />
      <CardRepayPage
        orderId={query.orderId}
        productId={query.productId}
        amount={query.amount}
        couponId={query.couponId}
        couponMoney={query.couponMoney}
      />
    </main>
  );
}
