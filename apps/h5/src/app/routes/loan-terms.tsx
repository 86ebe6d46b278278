import { LoanTermsPage } from '../../features/agreements/components/loan-terms-page';
import { preloadLoanTerms } from '../../features/agreements/components/lazy-loan-terms';
import { declareScreen } from '../../lib/screen-call';

/** No first data; the terms' chunk is loaded before rendering, so the page's HTML holds them. */
export const screenData = declareScreen(
  () => ({}),
  () => [],
  preloadLoanTerms,
);

export function LoanTermsRoute() {
  return <LoanTermsPage />;
}
