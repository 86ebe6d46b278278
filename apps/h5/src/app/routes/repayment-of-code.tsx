import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { RepaymentByCode } from '../../features/repayment/components/code-pages';
import { repaymentText } from '../../i18n/en/repayment';
import { useLocation } from '../../lib/navigation';

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
