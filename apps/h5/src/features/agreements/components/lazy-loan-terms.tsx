// The disclosure statement likewise (below), in the same module: one chunk fewer for the agreement page.
// The full loan terms (~6 KB gzip of legal text) as a chunk of their own, for the two screens that show them:
// the loan agreement and /loanTerms. The server loads the chunk before rendering (the route's `prepare`), so the
// page's HTML holds the terms; the browser loads it before hydrating, while the HTML is already on screen. The
// route's own JavaScript carries none of the text.
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { agreementParams } from '../utils/agreement-params';
import type { DisclosureStatement as Statement } from './disclosure-statement';

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

// The disclosure statement: loaded before rendering a disclosure, like the terms.

type DisclosureProps = ComponentProps<typeof Statement>;
const loadDisclosure = () => import('./disclosure-statement');
const LazyStatement = lazy(() => loadDisclosure().then((m) => ({ default: m.DisclosureStatement })));
let loadedDisclosure: ComponentType<DisclosureProps> | undefined;

export const preloadDisclosure = (): Promise<void> =>
  loadDisclosure().then((m) => {
    loadedDisclosure = m.DisclosureStatement;
  });

export function Disclosure(props: DisclosureProps) {
  const Loaded = loadedDisclosure;
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <LazyStatement {...props} />}</Suspense>;
}

/**
 * /loanAgreement's preload (the route table's `prepare`): the loan terms for the loan agreement, else the
 * disclosure. Here rather than in the route table, so the query's reading is not in every route's core chunk.
 */
export const preloadDocumentOf = (query: URLSearchParams): Promise<void> =>
  agreementParams(query).kind === 'loan-agreement' ? preloadLoanTerms() : preloadDisclosure();
