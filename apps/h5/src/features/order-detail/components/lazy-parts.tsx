// Parts of order details few orders show, each a chunk of its own, as the loan terms are
// (agreements/components/lazy-loan-terms.tsx): the money notes (issue 40: a waiver, a refund balance) and the
// recommended products (statuses 21, 110 and 151 only). The order page is at its script budget.
// The server loads every part before rendering, so the page's HTML holds them. In the browser, the page's first
// paint loads a part before hydrating only when that HTML shows it (it carries the part's mark), so the HTML and
// the first render agree and an order without it never fetches it. A part shown later (an order read again)
// suspends for a moment, with nothing in its place.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { RecommendedProducts as Products } from '../../../components/recommended-products/recommended-products';
import type { MoneyNotes as Notes } from './money-notes';

function markedPart<P extends object>(mark: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const preload = (): Promise<void> | undefined =>
    typeof document !== 'undefined' && !document.querySelector(`[${mark}]`)
      ? undefined
      : load().then((component) => {
          loaded = component;
        });
  function Part(props: P) {
    const Loaded = loaded;
    return (
      // A wrapper that takes no place in the layout (display: contents), only there to carry the mark.
      <div className="order-detail-part" {...{ [mark]: '' }}>
        <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
      </div>
    );
  }
  return { preload, Part };
}

const notes = markedPart<ComponentProps<typeof Notes>>('data-money-notes', () =>
  import('./money-notes').then((m) => m.MoneyNotes),
);
const products = markedPart<ComponentProps<typeof Products>>('data-recommended-products', () =>
  import('../../../components/recommended-products/recommended-products').then((m) => m.RecommendedProducts),
);

export const LazyMoneyNotes = notes.Part;
export const LazyRecommendedProducts = products.Part;

/** The order route's `prepare`: the parts this page's first paint shows. */
export const preloadOrderParts = (): Promise<void> =>
  Promise.all([notes.preload(), products.preload()]).then(() => undefined);
