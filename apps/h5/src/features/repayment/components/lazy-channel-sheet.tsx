// The channel sheet opens only on a tap, so its code (the sheet, its overlay) loads then, after the first
// paint, not with the page: it kept the repayment pages within the 85 KB budget.
import { lazy, Suspense, type ComponentProps } from 'react';

const ChannelSheet = lazy(() => import('./channel-sheet').then((m) => ({ default: m.ChannelSheet })));

export function LazyChannelSheet(props: ComponentProps<typeof ChannelSheet>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ChannelSheet {...props} />
    </Suspense>
  );
}
