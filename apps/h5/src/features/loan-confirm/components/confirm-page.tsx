// The frame both confirmation variants share: nav bar (back closes the web view), the loading and failure states,
// a scrolling body (ending with the lender's SEC numbers, SEC MC 19 s.2019) and the footer with the agreement line
// and the submit button.
import type { ReactNode } from 'react';
import { LenderRegistration } from '../../../components/lender-registration';
import { LoadError } from '../../../components/load-error';
import { NavBar } from '../../../components/ui/nav-bar/nav-bar';
import { callNative } from '../../../lib/bridge';
import './confirm-page.css';

export interface ConfirmPageProps {
  title: string;
  loading: boolean;
  /** The load failure, if any. */
  error: unknown;
  onRetry: () => void;
  footer?: ReactNode;
  children?: ReactNode;
}

export function ConfirmPage({ title, loading, error, onRetry, footer, children }: ConfirmPageProps) {
  let body: ReactNode;
  if (error) {
    body = <LoadError className="loan-confirm-state" error={error} onRetry={onRetry} />;
  } else if (loading) {
    body = <div className="loan-confirm-state" aria-busy="true" />;
  } else {
    body = (
      <>
        <div className="loan-confirm-body">
          {children}
          <LenderRegistration />
        </div>
        <div className="loan-confirm-footer">{footer}</div>
      </>
    );
  }
  return (
    <main className="page loan-confirm">
      <NavBar title={title} onBack={() => callNative('closeWebview')} />
      {body}
    </main>
  );
}
