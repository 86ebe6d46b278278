// Loan confirmation V3 (spec 2 §2.5, §4.2, §5): the offer, its fees and plan, the agreements, Next, and the two
// pop-ups (agreement frame on load, 'Point out' on the native back).
import { formatPeso } from '@pautang/contract/format/money';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { toast } from '../../../components/ui/toast/toast';
import { loanConfirmText } from '../../../i18n/en/loan-confirm';
import { fill, messages } from '../../../i18n/messages';
import { callNative } from '../../../lib/bridge';
import { openServerUrl } from '../../../lib/navigation';
import { jumpContract } from '../api/jump-contract';
import { pushBody, pushLoan } from '../api/push-loan';
import { useRetention } from '../hooks/use-retention';
import { useSubmitOnce } from '../hooks/use-submit-once';
import { ConfirmFooter } from './confirm-footer';
import { AgreementPopup } from './agreement-popup';
import { ConfirmPage } from './confirm-page';
import { DetailList } from './detail-list';
import { OfferSummary } from './offer-summary';
import { PlanList } from './plan-list';
import './loan-confirm-screen.css';
import { useAgreements, useLoanConfirm } from '../api/use-offer';

export interface LoanConfirmScreenProps {
  productId: string;
  orderId?: string | undefined;
}

export function LoanConfirmScreen({ productId, orderId }: LoanConfirmScreenProps) {
  const offer = useLoanConfirm(productId);
  const contracts = useAgreements(productId);
  // Unticked on first paint (issue 40): the borrower agrees by ticking, the spec's "ticked by default" is overridden.
  const [agreed, setAgreed] = useState(false);
  const { pending, submit } = useSubmitOnce();
  const retention = useRetention(offer.data?.isPopType);
  const data = offer.data;
  const agreements = contracts.data?.data;

  const openAgreement = (position: number) => {
    jumpContract({ productId, position, orderId }).then(
      ({ contract_url }) => {
        if (!openServerUrl(contract_url)) toast.fail(messages.urlNotAllowed);
      },
      // api() has already shown the server's message.
      () => undefined,
    );
  };

  const next = () => {
    if (!agreed || !data || !agreements) return;
    submit(async (requestId) => {
      const body = pushBody(
        productId,
        data,
        agreements.map((a) => a.id),
        requestId,
      );
      const { lendDetailsUrl } = await pushLoan(body);
      if (openServerUrl(lendDetailsUrl, { extra: { from: 'confirm' }, replace: true })) return true;
      toast.fail(messages.urlNotAllowed);
      return false;
    });
  };

  const retry = () => {
    if (offer.error) offer.reload();
    if (contracts.error) contracts.reload();
  };

  return (
    <ConfirmPage
      title={data?.comProductName || loanConfirmText.title}
      loading={!data || !agreements}
      error={offer.error ?? contracts.error}
      onRetry={retry}
      footer={
        <ConfirmFooter
          agreements={agreements ?? []}
          agreed={agreed}
          onAgreedChange={setAgreed}
          onOpenAgreement={openAgreement}
          pending={pending}
          label={loanConfirmText.next}
          track="loan-confirm-next"
          onConfirm={next}
        />
      }
    >
      {data && (
        <>
          <OfferSummary
            logo={data.comProductLogo}
            name={data.comProductName}
            amount={formatPeso(data.amount)}
            rows={[
              { label: loanConfirmText.loanTerm, value: fill(loanConfirmText.days, { n: data.periods }) },
              { label: loanConfirmText.interestRate, value: data.pRateDsc },
            ]}
          />
          <DetailList rows={data.details} />
          <PlanList plans={data.repay_plans} />
          <AgreementPopup url={data.popAgreementUrl} />
          <Dialog
            open={retention.open}
            title={loanConfirmText.pointOut}
            onClose={retention.dismiss}
            actions={[
              { label: loanConfirmText.cancel, onPress: () => callNative('closeWebview') },
              { label: loanConfirmText.agree, onPress: retention.dismiss, primary: true },
            ]}
          >
            {data.popTitle && <p className="loan-confirm-retention-title">{data.popTitle}</p>}
            <p className="loan-confirm-retention-content">{data.popContent}</p>
          </Dialog>
        </>
      )}
    </ConfirmPage>
  );
}
