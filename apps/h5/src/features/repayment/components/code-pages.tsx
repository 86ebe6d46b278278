// The repayment code pages. /repaymentOfCode2 (spec 2 §2.1) reads the repayment info stored by the repayment
// page: provider logo, 'Contract No.' with 'Click to Copy', 'Total Payment' (repayAmount, else the delay
// amount) and the grouped instructions. /repaymentOfCode (§2.2), titled 'Payment', reads its query: showType 1
// shows the code with Copy, the channel image and the e-wallet steps; any other value a QR image and five
// scan-and-pay tips, drawing a real QR of the code when no image is given.
import { useEffect, useState } from 'react';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { ProductLogo } from '../../../components/recommended-products/product-logo';
import { repaymentText as text } from '../../../i18n/en/repayment';
import { fill } from '../../../i18n/fill';
import { useMounted } from '../../../lib/use-mounted';
import { useInstalmentInfo } from '../api/get-repay-info';
import { readRepayment, type StoredRepayment } from '../utils/repay-storage';
import { copyCode } from './pay-code-card';
import { checkStatus } from './check-status';
import { QrCodeLazy } from './lazy-qr-code';
import './repayment.css';

export function RepaymentCodeStored({ orderId, productId }: { orderId: string; productId: string }) {
  return orderId ? <StoredOrServerCode orderId={orderId} productId={productId} /> : <StoredOnly />;
}

// Local storage exists only in the browser: the server renders the frame, the browser fills it.
function useStored(): StoredRepayment | undefined | null {
  const mounted = useMounted();
  const [stored, setStored] = useState<StoredRepayment | undefined>(undefined);
  useEffect(() => setStored(readRepayment()), []);
  return mounted ? stored : null;
}

function StoredOnly() {
  const stored = useStored();
  if (stored === null) return <div className="repay-state" aria-busy="true" />;
  if (!stored?.defDetail.payCode) return <p className="repay-notice">{text.noCode}</p>;
  return <StoredCode stored={stored} />;
}

/**
 * With an order in the address, the server's code for it is the page's first data, so a phone without the
 * stored info (another device, cleared storage) still shows the code; the stored info wins when present.
 */
function StoredOrServerCode({ orderId, productId }: { orderId: string; productId: string }) {
  const { data } = useInstalmentInfo(orderId, productId);
  const stored = useStored();
  const server: StoredRepayment | undefined = data
    ? { defDetail: data.defDetail, repayAmount: data.defDetail.amount || data.repayAmount }
    : undefined;
  const info = stored?.defDetail.payCode ? stored : server;
  if (!info?.defDetail.payCode) {
    return data ? (
      <p className="repay-notice">{text.noCode}</p>
    ) : (
      <div className="repay-state" aria-busy="true" />
    );
  }
  return <StoredCode stored={info} />;
}

function StoredCode({ stored }: { stored: StoredRepayment }) {
  const { defDetail } = stored;
  // The code's own amount when it has one: it holds until the code expires, even once today's figure moved.
  const total = defDetail.amount || (stored.repayAmount ?? stored.delayAmount ?? 0);
  return (
    <div className="repay">
      <div className="repay-provider">
        <ProductLogo className="repay-provider-logo" src={defDetail.logo} size={48} />
        <span>{defDetail.title}</span>
      </div>
      <section className="repay-card repay-contract">
        <p className="repay-muted">{text.contractNo}</p>
        <p className="repay-code-big" data-testid="pay-code">
          {defDetail.payCode}
        </p>
        <button type="button" className="repay-copy" onClick={() => void copyCode(defDetail.payCode)}>
          {text.clickToCopy}
        </button>
      </section>
      <section className="repay-card">
        <p className="repay-muted">{text.totalPayment}</p>
        <p className="repay-amount repay-amount--dark" data-testid="total-payment">
          {formatPeso(total)}
        </p>
        {defDetail.expiresAt && (
          <p className="repay-muted" data-testid="amount-valid-until">
            {fill(text.amountValidUntil, { date: formatDate(defDetail.expiresAt) })}
          </p>
        )}
        <p className="repay-muted">{text.codeRules}</p>
        {defDetail.referenceNo && (
          <button
            type="button"
            className="repay-copy"
            onClick={() => void checkStatus(defDetail.referenceNo)}
          >
            {text.checkStatus}
          </button>
        )}
      </section>
      <Instructions payNotice={defDetail.payNotice} />
    </div>
  );
}

function Instructions({ payNotice }: { payNotice: StoredRepayment['defDetail']['payNotice'] }) {
  return (
    <>
      {Object.entries(payNotice).map(([group, items]) => (
        <section key={group} className="repay-card" aria-label={group}>
          <h2 className="repay-card-title">{group}</h2>
          {items.map((item) => (
            <div key={item.name} className="repay-steps">
              <h3 className="repay-steps-name">{item.name}</h3>
              <ol>
                {item.step.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

export function RepaymentByCode({
  showType,
  payCode,
  payCodeImg,
  repayAmount,
}: {
  showType: string;
  payCode: string;
  payCodeImg: string;
  repayAmount: number;
}) {
  const image = payCodeImg.startsWith('/') ? payCodeImg : '';
  return (
    <div className="repay">
      <section className="repay-head">
        <p className="repay-amount" data-testid="repay-amount">
          {formatPeso(repayAmount)}
        </p>
      </section>
      {showType === '1' ? (
        <>
          <section className="repay-card repay-contract">
            <p className="repay-code-big" data-testid="pay-code">
              {payCode}
            </p>
            <button type="button" className="repay-copy" onClick={() => void copyCode(payCode)}>
              {text.copy}
            </button>
          </section>
          <img
            className="repay-channel-image"
            src={image || '/static/channels/gcsh.svg'}
            alt={text.channelImage}
            width={64}
            height={64}
          />
          <section className="repay-card">
            <ol className="repay-tips">
              {text.ewalletSteps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
        </>
      ) : (
        <>
          <section className="repay-card repay-qr" aria-label={text.scanTitle}>
            {image ? (
              <img src={image} alt={fill(text.qrAlt, { code: payCode })} width={220} height={220} />
            ) : (
              <QrCodeLazy value={payCode} label={fill(text.qrAlt, { code: payCode })} />
            )}
          </section>
          <section className="repay-card">
            <h2 className="repay-card-title">{text.scanTitle}</h2>
            <ol className="repay-tips" data-testid="scan-tips">
              {text.scanTips.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}
