// Order details V3 (spec 2 §2.8): loads the order, replaces itself with playeduL when the status asks for it, and
// otherwise shows status, amounts due, product and details, the repayment note (reyMsg) above the actions, the
// note `inside` under the details, the actions or (when the status has none) the recommended products, the
// customer-service line and the dialogs.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { OrderDetails } from '@pautang/contract/loans';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { LenderRegistration } from '../../../components/lender-registration';
import { LoadError } from '../../../components/load-error';
import { ProductLogo } from '../../../components/recommended-products/product-logo';
import { StatusIcon } from '../../../components/status-icon/status-icon';
import { toast } from '../../../components/ui/toast/toast';
import { env } from '../../../config/env';
import { orderDetailText as text } from '../../../i18n/en/order-detail';
import { messages } from '../../../i18n/messages';
import { callNative } from '../../../lib/bridge';
import { navigate, openServerUrl } from '../../../lib/navigation';
import { paths } from '../../../config/paths';
import { useOrderDetails } from '../api/get-order-details';
import { usePaymentWatch } from '../api/watch-payment';
import { useDialogQueue } from '../hooks/use-dialog-queue';
import { actionsFor, redirectsTo, showsAmountDue, statusLook } from '../status';
import { formatDetailValue } from './format-detail';
import { OrderActions } from './order-actions';
import { LazyMoneyNotes, LazyRecommendedProducts } from './lazy-parts';
import { useMounted } from '../../../lib/use-mounted';
import './order-detail.css';
// The recommended products' styles come with the page, not with their chunk (lazy-parts.tsx): styles that arrived
// with the chunk would restyle the server's HTML after the first paint, a layout shift.
import '../../../components/recommended-products/recommended-products.css';

// The dialogs appear only once the page is live (their overlay needs the browser), so their code, the dialog and
// the star rating load then, after the first paint, not with the screen (it kept the route under 85 KB).
const OrderDialogs = lazy(() => import('./order-dialogs').then((m) => ({ default: m.OrderDialogs })));

export type OrderDetailProps = {
  orderId: string;
  productId: string;
  /** Opened right after a loan push (from=confirm): the withdraw reminder may show. */
  fromConfirm: boolean;
};

export function OrderDetail({ orderId, productId, fromConfirm }: OrderDetailProps) {
  if (!orderId) return <p className="order-detail-state">{text.noOrder}</p>;
  return <OrderDetailLoader orderId={orderId} productId={productId} fromConfirm={fromConfirm} />;
}

function OrderDetailLoader({ orderId, productId, fromConfirm }: OrderDetailProps) {
  const { data: loaded, error, loading, reload } = useOrderDetails(orderId, productId);
  // While the loan is on its way, a newer look at the order (the payout landing) replaces what was loaded, until it
  // is loaded again (api/watch-order.ts, fetched only then).
  const [fresh, setFresh] = useState<{ over: OrderDetails; data: OrderDetails }>();
  const data = loaded && fresh?.over === loaded ? fresh.data : loaded;
  const over = useRef(loaded);
  const waiting = data?.orderStatus === 21 || data?.orderStatus === 151;
  useEffect(() => {
    over.current = loaded;
  });
  useEffect(() => {
    if (!waiting) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('../api/watch-order').then((m) => {
      if (live)
        stop = m.watchOrder(
          orderId,
          productId,
          (next) => over.current && setFresh({ over: over.current, data: next }),
        );
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [waiting, orderId, productId]);
  usePaymentWatch(orderId, reload);
  // A playeduL the allow-list refused: the borrower stays on this page.
  const [refused, setRefused] = useState('');
  const target = data ? redirectsTo(data) : '';
  useEffect(() => {
    if (!target) return;
    if (!openServerUrl(target, { replace: true })) {
      toast.fail(messages.urlNotAllowed);
      setRefused(target);
    }
  }, [target]);

  if (!data) {
    if (loading || !error) return <div className="order-detail-state" aria-busy="true" />;
    return (
      <LoadError className="order-detail-state" error={error} onRetry={reload} failedText={text.loadFailed} />
    );
  }
  if (target && target !== refused) return <div className="order-detail-state" aria-busy="true" />;
  return <OrderDetailView key={data.orderId} order={data} fromConfirm={fromConfirm} onChanged={reload} />;
}

function OrderDetailView({
  order,
  fromConfirm,
  onChanged,
}: {
  order: OrderDetails;
  fromConfirm: boolean;
  onChanged: () => void;
}) {
  const look = statusLook(order.orderStatus);
  const actions = actionsFor(order.orderStatus, order.isDelay);
  const phone = order.telephone || env.servicePhone;
  const dialogs = useDialogQueue(order, fromConfirm);
  const mounted = useMounted();
  const rows = order.userOrderDetail.detail;
  return (
    <div className="order-detail">
      <section className="order-detail-status" aria-labelledby="order-detail-status">
        <StatusIcon className="order-detail-icon" kind={look.icon} colour={look.colour} />
        <h2 id="order-detail-status" className="order-detail-notice" style={{ color: look.colour }}>
          {order.noticeStatusText}
        </h2>
        {order.noticeDesText && <p className="order-detail-notice-des">{order.noticeDesText}</p>}
      </section>

      {order.paymentNotice && (
        <p className="order-detail-payment-notice" role="status" data-testid="payment-notice">
          {order.paymentNotice}
        </p>
      )}
      {(order.waiverEffect || order.refundBalanceAmount > 0 || order.planOffer) && (
        <LazyMoneyNotes order={order} onChanged={onChanged} />
      )}
      {order.refundMsg && (
        <p className="order-detail-refund card" role="note" data-testid="refund-msg">
          {order.refundMsg}
        </p>
      )}

      {showsAmountDue(order.orderStatus) && (
        <section className="order-detail-due card" data-testid="amount-due">
          <div>
            <span className="order-detail-due-label">{text.repayAmount}</span>
            <strong className="order-detail-due-amount">{formatPeso(order.repayAmount)}</strong>
          </div>
          {order.repayDate && (
            <div>
              <span className="order-detail-due-label">{text.repayDate}</span>
              <strong className="order-detail-due-date">
                {formatDate(order.repayDate, { dateOnly: true }) || order.repayDate}
              </strong>
            </div>
          )}
        </section>
      )}

      <section className="order-detail-product card" aria-labelledby="order-detail-product">
        <div className="order-detail-product-head">
          <ProductLogo className="order-detail-logo" src={order.productLogo} size={40} />
          <h2 id="order-detail-product" className="order-detail-product-name">
            {order.productName}
          </h2>
        </div>
        {rows.length > 0 && (
          <dl className="order-detail-rows">
            {rows.map((row, i) => (
              <div key={i} className="order-detail-row">
                <dt>{row.text}</dt>
                <dd>{formatDetailValue(row)}</dd>
              </div>
            ))}
          </dl>
        )}
        {order.inside && (
          <p className="order-detail-inside" data-testid="order-inside">
            {order.inside}
          </p>
        )}
      </section>

      {order.reyMsg && (
        <p className="order-detail-rey" role="note" data-testid="order-rey-msg">
          {order.reyMsg}
        </p>
      )}

      {actions.length > 0 ? (
        <OrderActions order={order} actions={actions} />
      ) : (
        <>
          <LazyRecommendedProducts
            products={order.recProducts}
            title={text.recommended}
            onSelect={(p) => callNative('toP', { productId: p.productId, productName: p.name })}
          />
          <button
            type="button"
            className="order-detail-more"
            data-track="order-more-products"
            onClick={() => callNative('toHome')}
          >
            {text.moreProducts}
          </button>
        </>
      )}

      {order.orderStatus !== 21 && order.orderStatus !== 110 && order.orderStatus !== 151 && (
        <>
          <button
            type="button"
            className="order-detail-more"
            data-track="order-payment-records"
            onClick={() =>
              navigate(paths.paymentRecords, {
                query: { orderId: order.orderId, productId: order.productId },
              })
            }
          >
            {text.paymentRecords}
          </button>
          <button
            type="button"
            className="order-detail-more"
            data-track="order-statement"
            // Loaded on the tap: no order page carries the download or its call.
            onClick={() =>
              void import('../../../lib/download').then((m) =>
                m.downloadPdf('orderStatement', { orderId: order.orderId, productId: order.productId }),
              )
            }
          >
            {text.statement}
          </button>
        </>
      )}

      {phone && (
        <p className="order-detail-service">
          <span id="order-detail-service">{text.customerService}</span>
          <button
            type="button"
            className="order-detail-phone"
            aria-describedby="order-detail-service"
            data-track="order-service-phone"
            onClick={() => callNative('callTelephone', { phone })}
          >
            {phone}
          </button>
        </p>
      )}

      <LenderRegistration />

      {mounted && dialogs.current && (
        <Suspense fallback={null}>
          <OrderDialogs order={order} {...dialogs} />
        </Suspense>
      )}
    </div>
  );
}
