// Loan confirmation V32 (spec 2 §2.6) on the obfuscated /gopia/goya/* calls: the amount in the region's currency,
// the first repayment date, details, plan, agreements, the server-labelled confirm button and the promo pop-up.
import { formatDate } from '@pautang/contract/format/date';
import { formatMoney } from '@pautang/contract/format/money';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast';
import { loanConfirmText } from '../../../i18n/en/loan-confirm';
import { messages } from '../../../i18n/messages';
import { openServerUrl } from '../../../lib/navigation';
import { depushLoan } from '../api/depush-loan';
import { getAgreementLink } from '../api/get-agreement-link';
import { pushBody } from '../api/push-loan';
import { useSubmitOnce } from '../hooks/use-submit-once';
import { AgreementLine } from './agreement-line';
import { ConfirmFooter } from './confirm-footer';
import { ConfirmPage } from './confirm-page';
import { DetailList } from './detail-list';
import { OfferSummary } from './offer-summary';
import { PlanList } from './plan-list';
import { PromoPopup } from './promo-popup';
import { useCultures, useSatire } from '../api/use-offer';

export function ConfirmNewScreen({ productId }: { productId: string }) {
  const offer = useSatire(productId);
  const cultures = useCultures(productId);
  // Unticked on first paint (issue 40): the borrower agrees by ticking, the spec's "ticked by default" is overridden.
  const [agreed, setAgreed] = useState(false);
  const { pending, submit } = useSubmitOnce();
  const data = offer.data;
  const agreements = cultures.data?.list;

  const openAgreement = (position: number) => {
    getAgreementLink(productId, position).then(
      ({ url }) => {
        if (!openServerUrl(url)) toast.fail(messages.urlNotAllowed);
      },
      // api() has already shown the server's message.
      () => undefined,
    );
  };

  // The one submit handler of the page button, the promo button and the promo pointer.
  const confirm = () => {
    if (!data || !agreements) return;
    if (!agreed) {
      toast.info(loanConfirmText.agreeFirst);
      return;
    }
    submit(async (requestId) => {
      const body = pushBody(
        productId,
        data,
        agreements.map((a) => a.id),
        requestId,
      );
      const { url } = await depushLoan(body);
      if (openServerUrl(url, { replace: true })) return true;
      toast.fail(messages.urlNotAllowed);
      return false;
    });
  };

  const retry = () => {
    if (offer.error) offer.reload();
    if (cultures.error) cultures.reload();
  };

  // spec 2 §2.6 and §9: every amount in rupees when the region flag is 1, otherwise pesos (issue 40).
  const money = (centavos: number) => formatMoney(centavos, data?.regionFlag);
  const buttonLabel = data?.NewButtonMsg || loanConfirmText.confirm;

  return (
    <ConfirmPage
      title={data?.comProductName || loanConfirmText.title}
      loading={!data || !agreements}
      error={offer.error ?? cultures.error}
      onRetry={retry}
      footer={
        <ConfirmFooter
          agreements={agreements ?? []}
          agreed={agreed}
          onAgreedChange={setAgreed}
          onOpenAgreement={openAgreement}
          pending={pending}
          label={buttonLabel}
          track="confirm-new-submit"
          onConfirm={confirm}
        />
      }
    >
      {data && (
        <>
          <OfferSummary
            logo={data.comProductLogo}
            name={data.comProductName}
            amount={money(data.amount)}
            rows={[
              {
                label: loanConfirmText.repaymentDate,
                value: formatDate(data.firstPayTime, { dateOnly: true }),
              },
            ]}
          />
          <DetailList rows={data.details} money={money} />
          <PlanList plans={data.repay_plans} money={money} />
          <PromoPopup
            message={data.NewPopMsg}
            buttonLabel={buttonLabel}
            onConfirm={confirm}
            busy={pending}
            agreement={
              <AgreementLine
                agreements={agreements ?? []}
                checked={agreed}
                onChange={setAgreed}
                onOpen={openAgreement}
              />
            }
          />
        </>
      )}
    </ConfirmPage>
  );
}
