// Due-date reminders (issue 29): files the messages of the business day for every order due in 3 days, in 1 day or
// today, and overdue 1, 3 or 7 days, once per order, event and due date (the key `${orderId}:${dueDate}`), so a
// second run, a retried job or two instances at once file nothing twice. The due dates and the amounts come from the
// loan engine (accrue), exactly as order details shows them; SQL only narrows the candidates. Orders are read a page
// at a time (keyset on the id) and each page's messages are filed in one insert, so 100,000 orders never sit in
// memory at once. Filed to be sent now: delivery holds them through the quiet hours (22:00 to 06:00 Manila).
import { ORDER_STATUS } from '@pautang/contract/constants';
import { formatPeso } from '@pautang/contract/format/money';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { NotificationEvent } from '@pautang/contract/notifications';
import { accrue, addDays, daysBetween, type Accrual } from '@pautang/loan-engine';
import type { Deps } from '../../../platform/deps';
import { getBusinessDate } from '../../staff/index';
import { loanStateOf } from '../../lending/index';
import { notifyMany, type NotifyInput } from './notify';
import { liveOrdersPage, type ReminderCandidate } from './reminders.repository';

export type ReminderRun = { planned: number };

/** Days from the business date to a due date (positive: still to come) → the reminder of that day. */
const REMINDER_OF_DAY: ReadonlyMap<number, NotificationEvent> = new Map([
  [3, 'due-in-3-days'],
  [1, 'due-in-1-day'],
  [0, 'due-today'],
  [-1, 'overdue-1-day'],
  [-3, 'overdue-3-days'],
  [-7, 'overdue-7-days'],
]);
const EARLIEST = Math.min(...REMINDER_OF_DAY.keys());
const LATEST = Math.max(...REMINDER_OF_DAY.keys());

/** Orders read per page; each page's reminders are filed in one insert. */
export const REMINDER_PAGE = 1000;

/** Stored statuses of a live loan (the stored one lags the business date: an overdue loan may still read 174). */
const LIVE_STATUSES = [ORDER_STATUS.repayable, ORDER_STATUS.overdue];

/** Plans the business day's reminders; running it twice files nothing twice. */
export async function planReminders(deps: Deps, options: { pageSize?: number } = {}): Promise<ReminderRun> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const limit = options.pageSize ?? REMINDER_PAGE;
  const window = { fromOn: addDays(businessDate, EARLIEST), toOn: addDays(businessDate, LATEST) };
  let planned = 0;
  let afterId = '';
  // A page's insert runs while the next page is read and worked out (two connections on PostgreSQL).
  let filing: Promise<number> = Promise.resolve(0);
  try {
    for (;;) {
      const page = await liveOrdersPage(deps.db, { afterId, limit, statuses: LIVE_STATUSES, ...window });
      const inputs = page.flatMap((order) => remindersOf(order, businessDate));
      planned += await filing;
      filing = notifyMany(deps, inputs);
      if (page.length < limit) break;
      afterId = page[page.length - 1]!.id;
    }
    planned += await filing;
  } finally {
    // A failed page read leaves no insert unheard.
    await filing.catch(() => 0);
  }
  return { planned };
}

/**
 * One order's reminders on the business date: one per unpaid instalment whose due date is 3 or 1 days away, today,
 * or 1, 3 or 7 days past. None for an order the engine finds finished (or not live on that date).
 */
export function remindersOf(order: ReminderCandidate, businessDate: string): NotifyInput[] {
  // The engine's status rules (orderStatus) from one accrual: a workflow's override holds the order, a loan not
  // paid out (or failed) has no instalments, and one with nothing outstanding is finished (200).
  if (order.status_override !== null) return [];
  const accrual = accrue(loanStateOf(order), businessDate);
  if (accrual.outstandingAmount === 0) return [];
  return accrual.instalments.flatMap((instalment) => {
    if (instalment.owedAmount <= 0) return [];
    const event = REMINDER_OF_DAY.get(daysBetween(businessDate, instalment.dueOn));
    if (!event) return [];
    return [
      {
        userId: order.user_id,
        event,
        key: `${order.id}:${instalment.dueOn}`,
        vars: {
          name: order.full_name,
          amount: formatPeso(amountDue(accrual, instalment.owedAmount, instalment.isDue)),
          dueDate: instalment.dueOn,
          orderNo: order.id,
          link: repayLink(order),
        },
        link: repayLink(order),
      },
    ];
  });
}

/**
 * What the message asks for: before the due date, that instalment as it stands; from the due date on, everything
 * due that day (late charges and any earlier instalment included), the amount the repay screen asks for.
 */
const amountDue = (accrual: Accrual, instalmentOwed: number, isDue: boolean): number =>
  isDue ? accrual.dueAmount : instalmentOwed;

/** The repay screen of the order, as order details' Repay button opens it (the app adds the session). */
export const repayLink = (order: { id: string; product_id: string }): string =>
  `${H5_PATHS.repay}?${new URLSearchParams({ orderId: order.id, productId: order.product_id })}`;
