import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { BindBankPage } from '../../features/bind-bank/components/bind-bank-page';
import { bindBankText } from '../../i18n/en/bind-bank';
import { callNative } from '../../lib/bridge';
import { useLocation } from '../../lib/navigation';

export function BindBankRoute() {
  const { query } = useLocation();
  const source = query.get('source') ?? '';
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
      <BindBankPage
        productId={query.get('productId') || query.get('product_id') || ''}
        orderId={query.get('orderId') ?? ''}
        source={source}
      />
    </main>
  );
}
