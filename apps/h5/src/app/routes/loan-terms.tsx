import { LoanTermsPage } from '../../features/agreements/components/loan-terms-page';

export function LoanTermsRoute() {
  return <LoanTermsPage />;
}
