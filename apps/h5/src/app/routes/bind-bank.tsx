import { bindBankQuery, cardInitCall } from '../../features/bind-bank/api/screen-data';
import { declareScreen } from '../../lib/screen-call';
import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { BindBankPage } from '../../features/bind-bank/components/bind-bank-page';
import { bindBankText } from '../../i18n/en/bind-bank';
import { callNative } from '../../lib/bridge';
import { useRouteQuery } from '../../lib/navigation';

/** The page's query and first data: the server renderer fetches these calls (lib/screen-call.ts). */
export const screenData = declareScreen(bindBankQuery, (q) => [cardInitCall(q.productId)]);

export function BindBankRoute() {
  const { productId, orderId, source } = useRouteQuery(bindBankQuery);
  return (
    <main className="page">
      <NavBar
        title={bindBankText.title}
        onBack={() => {
          // Leaving from order details goes back to it; the host's own flow is told it ended unsaved.
          if (source === 'loanDetail') history.back();
          else {
            callNative('endBank', { result: 'cancelled' });
            callNative('closeWebview');
          }
        }}
      />
      <BindBankPage productId={productId} orderId={orderId} source={source} />
    </main>
  );
}
