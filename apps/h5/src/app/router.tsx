// Lazy routes by exact path: a small table instead of react-router, which would cost ~20 KB of the route budget.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { paths } from '../config/paths';
import { useLocation } from '../lib/navigation';
import { trackView } from '../lib/tracking';
import { NotFoundRoute } from './routes/not-found';

type Loader = () => Promise<{ default: ComponentType }>;
const named =
  <M,>(load: () => Promise<M>, name: keyof M): Loader =>
  () =>
    load().then((m) => ({ default: m[name] as ComponentType }));

const routeTable: Record<string, Loader> = {
  [paths.customerService]: named(() => import('./routes/customer-service'), 'CustomerServiceRoute'),
  [paths.aboutUs]: named(() => import('./routes/about-us'), 'AboutUsRoute'),
  [paths.privacyPolicy]: named(() => import('./routes/privacy-policy'), 'PrivacyPolicyRoute'),
  [paths.testPreview]: named(() => import('./routes/test-preview'), 'TestPreviewRoute'),
  [paths.loanConfirm]: named(() => import('./routes/loan-confirm'), 'LoanConfirmRoute'),
  [paths.confirmOfPeriod]: named(() => import('./routes/loan-confirm'), 'LoanConfirmRoute'),
  [paths.confirmNew]: named(() => import('./routes/confirm-new'), 'ConfirmNewRoute'),
  [paths.loanDetail]: named(() => import('./routes/order-detail'), 'OrderDetailRoute'),
  [paths.order]: named(() => import('./routes/order-detail'), 'OrderDetailRoute'),
  [paths.loginFailure]: named(() => import('./routes/login-failure'), 'LoginFailureRoute'),
  [paths.loanAgreement]: named(() => import('./routes/loan-agreement'), 'LoanAgreementRoute'),
  [paths.loanTerms]: named(() => import('./routes/loan-terms'), 'LoanTermsRoute'),
};

const components = new Map<string, ComponentType>();
function componentFor(path: string): ComponentType | undefined {
  const load = routeTable[path];
  if (!load) return undefined;
  let c = components.get(path);
  if (!c) components.set(path, (c = lazy(load)));
  return c;
}

export function Router() {
  const { pathname } = useLocation();
  useEffect(() => trackView(pathname), [pathname]);
  const Component = componentFor(pathname);
  return (
    <Suspense fallback={<div className="page-placeholder" aria-busy="true" />}>
      {Component ? <Component /> : <NotFoundRoute />}
    </Suspense>
  );
}
