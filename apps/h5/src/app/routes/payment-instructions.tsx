import { NavBar } from '../../components/ui/nav-bar/nav-bar';
import { DragonpayInstructions } from '../../features/repayment/components/dragonpay-instructions';
import { instructionsText } from '../../i18n/en/payment-instructions';

export function PaymentInstructionsRoute() {
  return (
    <main className="page">
      <NavBar title={instructionsText.title} onBack={() => history.back()} />
      <DragonpayInstructions />
    </main>
  );
}
