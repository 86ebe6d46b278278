// The full loan terms (~6 KB gzip of legal text) as a chunk of their own, for the two screens that show them:
// the loan agreement and /loanTerms. The server loads the chunk before rendering (the route's `prepare`), so the
// page's HTML holds the terms; the browser loads it before hydrating, while the HTML is already on screen. The
// route's own JavaScript carries none of the text.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const load = () => import('./loan-terms-document');
const LazyTerms = lazy(() => load().then((m) => ({ default: m.LoanTermsDocument })));
// Once loaded ahead of rendering, the terms render at once instead of suspending, so the HTML and the first
// browser render agree.
let loaded: ComponentType | undefined;

export const preloadLoanTerms = (): Promise<void> =>
  load().then((m) => {
    loaded = m.LoanTermsDocument;
  });

export function LoanTerms({ fallback }: { fallback: ReactNode }) {
  const Loaded = loaded;
  return <Suspense fallback={fallback}>{Loaded ? <Loaded /> : <LazyTerms />}</Suspense>;
}
