// Order status → icon, colour and action buttons (spec 2 §4.1). 170 has no colour in the spec: blue, like the
// other repayable status 174. 180 (overdue, still repayable) keeps the in-progress clock in red: a cross would
// read as a failed loan. An unknown status falls back to the 200 icon and the 21 colour, as the spec says.
import { ORDER_STATUS } from '@pautang/contract/constants';
import type { OrderDetails } from '@pautang/contract/loans';
import type { StatusIconKind } from '../../components/status-icon/status-icon';
import { STATUS_COLOURS, statusColour } from '../../lib/status-colours';

export type StatusLook = { icon: StatusIconKind; colour: string };

const ICONS: Record<number, StatusIconKind> = {
  [ORDER_STATUS.inProgress]: 'progress',
  [ORDER_STATUS.approved]: 'progress',
  [ORDER_STATUS.failed]: 'fail',
  [ORDER_STATUS.repaymentProcessing]: 'progress',
  [ORDER_STATUS.repayable]: 'progress',
  [ORDER_STATUS.overdue]: 'progress',
  [ORDER_STATUS.finished]: 'success',
};

export const UNKNOWN_STATUS_LOOK: StatusLook = { icon: 'success', colour: STATUS_COLOURS.blue };

export function statusLook(status: number): StatusLook {
  const icon = ICONS[status];
  return icon ? { icon, colour: statusColour(status) } : UNKNOWN_STATUS_LOOK;
}

export type OrderAction = 'repay' | 'rollover' | 'repayment' | 'borrowAgain';

/** The action buttons of spec 2 §4.1; a status without any shows the recommended products instead. */
export function actionsFor(status: number, isDelay: number): OrderAction[] {
  if (status === ORDER_STATUS.repayable || status === ORDER_STATUS.overdue) {
    return isDelay === 1 ? ['repay', 'rollover'] : ['repayment'];
  }
  if (status === ORDER_STATUS.repaymentProcessing) return ['repayment'];
  if (status === ORDER_STATUS.finished) return ['borrowAgain'];
  return [];
}

const AMOUNT_DUE_STATUSES: readonly number[] = [
  ORDER_STATUS.repaymentProcessing,
  ORDER_STATUS.repayable,
  ORDER_STATUS.overdue,
];
export const showsAmountDue = (status: number) => AMOUNT_DUE_STATUSES.includes(status);

/** The withdraw reminder follows a loan push: the order is still being processed. */
const WITHDRAW_STATUSES: readonly number[] = [ORDER_STATUS.inProgress, ORDER_STATUS.approved];
export const remindsWithdraw = (status: number) => WITHDRAW_STATUSES.includes(status);

/** spec 2 §4.1: any status but 21 with a playeduL replaces the page with it. */
export const redirectsTo = (order: Pick<OrderDetails, 'orderStatus' | 'playeduL'>): string =>
  order.orderStatus !== ORDER_STATUS.inProgress ? order.playeduL : '';
