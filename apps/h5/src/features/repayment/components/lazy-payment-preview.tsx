// The preview is not in the route's own JavaScript (bundle budget): its chunk is loaded before the page renders
// (the route's `prepare`, on the server and in the browser alike), so the page's HTML already holds the preview of
// the amount it opens with, and nothing pushes the page down when it arrives (no layout shift).
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { PaymentPreview as Preview } from './payment-preview';

type Props = ComponentProps<typeof Preview>;
const load = () => import('./payment-preview');
const Lazy = lazy(() => load().then((m) => ({ default: m.PaymentPreview })));
let loaded: ComponentType<Props> | undefined;

export const preloadPaymentPreview = (): Promise<void> =>
  load().then((m) => {
    loaded = m.PaymentPreview;
  });

export function LazyPaymentPreview(props: Props) {
  const Loaded = loaded;
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
}
