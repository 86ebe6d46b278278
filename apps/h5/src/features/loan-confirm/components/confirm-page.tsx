// The frame both confirmation variants share: nav bar (back closes the web view), the loading and failure states,
// a scrolling body and the footer with the agreement line and the submit button.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button/button';
import { NavBar } from '../../../components/ui/nav-bar/nav-bar';
import { messages } from '../../../i18n/messages';
import { callNative } from '../../../lib/bridge';
import './confirm-page.css';

export interface ConfirmPageProps {
  title: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  footer?: ReactNode;
  children?: ReactNode;
}

export function ConfirmPage({ title, loading, failed, onRetry, footer, children }: ConfirmPageProps) {
  let body: ReactNode;
  if (failed) {
    body = (
      <div className="loan-confirm-state" role="alert">
        <p>{messages.loadFailed}</p>
        <Button variant="primary" onClick={onRetry}>
          {messages.retry}
        </Button>
      </div>
    );
  } else if (loading) {
    body = <div className="loan-confirm-state" aria-busy="true" />;
  } else {
    body = (
      <>
        <div className="loan-confirm-body">{children}</div>
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
