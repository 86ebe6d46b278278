// The action buttons of spec 2 §4.1. Going to repay or roll over sets the session flag showBankTip (§4.4).
import type { OrderDetails } from '@pautang/contract/loans';
import { Button } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast';
import { paths } from '../../../config/paths';
import { formatDate } from '@pautang/contract/format/date';
import { orderDetailText as text } from '../../../i18n/en/order-detail';
import { fill } from '../../../i18n/fill';
import { messages } from '../../../i18n/messages';
import { callNative } from '../../../lib/bridge';
import { navigate, openServerUrl } from '../../../lib/navigation';
import { saveBorrowAgainEvent } from '../api/save-borrow-again-event';
import { setBankTipFlag } from '../session-flags';
import type { OrderAction } from '../status';
import './order-actions.css';

type Order = Pick<OrderDetails, 'orderId' | 'productId' | 'h5Url'> &
  Partial<Pick<OrderDetails, 'delayFromOn'>>;

/** REPAY / Repayment: the order's own repayment link when it gives one, else our repay page. */
export function goRepay(order: Order): void {
  if (order.h5Url) {
    if (!openServerUrl(order.h5Url)) {
      toast.fail(messages.urlNotAllowed);
      return;
    }
    setBankTipFlag();
    return;
  }
  setBankTipFlag();
  navigate(paths.repay, { query: { orderId: order.orderId, productId: order.productId } });
}

export function goRollover(order: Order): void {
  setBankTipFlag();
  navigate(paths.repayDelay, { query: { orderId: order.orderId, productId: order.productId, isDelay: 1 } });
}

export function borrowAgain(order: Order): void {
  saveBorrowAgainEvent(order.productId);
  callNative('toHome');
}

export function OrderActions({ order, actions }: { order: Order; actions: OrderAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.includes('repay') && (
        <Button variant="primary" block data-track="order-repay" onClick={() => goRepay(order)}>
          {text.repay}
        </Button>
      )}
      {actions.includes('rollover') && (
        <div className="order-actions-rollover">
          <p className="order-actions-hint">{text.shortOfMoney}</p>
          <Button block data-track="order-rollover" onClick={() => goRollover(order)}>
            {text.rollover}
          </Button>
        </div>
      )}
      {actions.includes('repayment') && (
        <Button variant="primary" block data-track="order-repayment" onClick={() => goRepay(order)}>
          {text.repayment}
        </Button>
      )}
      {actions.includes('repayment') && order.delayFromOn && (
        <p className="order-actions-hint" data-testid="rollover-not-today">
          {fill(text.rolloverNotToday, { date: formatDate(order.delayFromOn, { dateOnly: true }) })}
        </p>
      )}
      {actions.includes('borrowAgain') && (
        <Button variant="primary" block data-track="order-borrow-again" onClick={() => borrowAgain(order)}>
          {text.borrowAgain}
        </Button>
      )}
    </div>
  );
}
