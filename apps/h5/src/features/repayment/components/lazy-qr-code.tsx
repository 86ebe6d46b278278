// The QR encoder (uqr, ~4 KB gzip) as a chunk of its own, like the loan terms: the server loads it before
// rendering (the route's `prepare`), so the page's HTML already holds the QR; the browser loads it while
// that HTML is on screen, and the route's own JavaScript carries none of it.
import { lazy, Suspense, type ComponentType } from 'react';

type Props = { value: string; label: string };
const load = () => import('./qr-code');
const LazyQr = lazy(() => load().then((m) => ({ default: m.QrCode })));
let loaded: ComponentType<Props> | undefined;

export const preloadQrCode = (): Promise<void> =>
  load().then((m) => {
    loaded = m.QrCode;
  });

export function QrCodeLazy(props: Props) {
  const Loaded = loaded;
  return (
    <Suspense fallback={<div className="repay-qr-placeholder" aria-busy="true" />}>
      {Loaded ? <Loaded {...props} /> : <LazyQr {...props} />}
    </Suspense>
  );
}
