// /loanAgreement: loads the figures of one document and renders the loan agreement or the disclosure statement
// (a renewal's statement too: the disclosure of the renewed period).
// It also runs inside the loan confirmation's agreement pop-up (an iframe): no fixed elements, and no back button
// there, since going back would move the parent page or close the host's web view.
import { useEffect } from 'react';
import type { AgreementDocumentRequest } from '@pautang/contract/loans';
import { Button } from '../../../components/ui/button/button';
import { NavBar } from '../../../components/ui/nav-bar/nav-bar';
import { agreements } from '../../../i18n/en/agreements';
import { messages } from '../../../i18n/messages';
import { callNative } from '../../../lib/bridge';
import { useAgreement } from '../api/get-agreement';
import { useMounted } from '../../../lib/use-mounted';
import { isEmbedded } from '../utils/embedded';
import { Disclosure } from './lazy-loan-terms';
import { preloadLoanTerms } from './lazy-loan-terms';
import { LoanAgreement } from './loan-agreement';
import './agreement-page.css';

const goBack = () => (history.length > 1 ? history.back() : callNative('closeWebview'));

const fallbackTitle = (kind: AgreementDocumentRequest['kind']) =>
  kind === 'disclosure-statement' || kind === 'restructure-plan'
    ? agreements.disclosureStatementTitle
    : kind === 'renewal-statement'
      ? agreements.renewal.title
      : agreements.loanAgreementTitle;

/**
 * `framed`: the page is the agreement pop-up's content (its address says so, so the server renders it that way):
 * a plain title instead of the bar, and the parts flat on white, since the dialog around it is already a card.
 */
export function AgreementPage({
  request,
  framed = false,
}: {
  request: AgreementDocumentRequest;
  framed?: boolean;
}) {
  // Known in the browser only; the server renders the back button, which a framed page then drops.
  const embedded = useMounted() && isEmbedded();
  const onBack = embedded || framed ? undefined : goBack;
  if (!request.productId) {
    return (
      <main className={pageClass(framed)}>
        <Title text={fallbackTitle(request.kind)} framed={framed} onBack={onBack} />
        <p className="agreements-page-status" role="alert" data-testid="agreement-error">
          {agreements.missingProduct}
        </p>
      </main>
    );
  }
  return <AgreementLoader request={request} onBack={onBack} framed={framed} />;
}

const pageClass = (framed: boolean) => `page agreements-page${framed ? ' agreements-page--framed' : ''}`;

function Title({
  text,
  framed,
  onBack,
}: {
  text: string;
  framed: boolean;
  onBack: (() => void) | undefined;
}) {
  return framed ? <h1 className="agreements-page-title">{text}</h1> : <NavBar title={text} onBack={onBack} />;
}

function AgreementLoader({
  request,
  onBack,
  framed,
}: {
  request: AgreementDocumentRequest;
  onBack: (() => void) | undefined;
  framed: boolean;
}) {
  const { data, error, loading, reload } = useAgreement(request);
  useEffect(() => {
    if (request.kind === 'loan-agreement') void preloadLoanTerms();
  }, [request.kind]);
  return (
    <main className={pageClass(framed)}>
      <Title text={data?.title || fallbackTitle(request.kind)} framed={framed} onBack={onBack} />
      {data ? (
        data.kind !== 'loan-agreement' ? (
          <Disclosure doc={data} />
        ) : (
          <LoanAgreement doc={data} />
        )
      ) : loading || !error ? (
        <p className="agreements-page-status" aria-busy="true">
          {messages.loading}
        </p>
      ) : (
        <div className="agreements-page-status" role="alert" data-testid="agreement-error">
          <p>{messages.loadFailed}</p>
          <Button variant="primary" onClick={reload}>
            {messages.retry}
          </Button>
        </div>
      )}
    </main>
  );
}
