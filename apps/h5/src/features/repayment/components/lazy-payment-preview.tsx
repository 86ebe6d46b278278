// The preview is not part of the first paint: its code loads once the page shows, keeping the route in budget.
import { lazy, Suspense, type ComponentProps } from 'react';

const PaymentPreview = lazy(() => import('./payment-preview').then((m) => ({ default: m.PaymentPreview })));

export function LazyPaymentPreview(props: ComponentProps<typeof PaymentPreview>) {
  return (
    <Suspense fallback={null}>
      <PaymentPreview {...props} />
    </Suspense>
  );
}
