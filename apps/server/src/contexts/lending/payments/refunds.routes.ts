// The refunds owed, for signed-in staff (issue 25), and the latest paid (issue 40): a refund paid stays in view.
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { recordAudit } from '../../staff/index';
import { paidRefunds } from '../payouts/refund-payouts.repository';
import { listRefundsOwed } from './refunds';

/** The paid refunds listed beside those owed: the latest, a page's worth. */
const PAID_LISTED = 50;

export const refundHandlers = (deps: Deps) =>
  ({
    consoleRefunds: async ({ agent }) => {
      const [refunds, paidRows] = await Promise.all([
        listRefundsOwed(deps),
        paidRefunds(deps.db, PAID_LISTED),
      ]);
      const paid = paidRows.map((r) => ({
        refundId: r.id,
        referenceNo: r.payment_id,
        userId: r.user_id,
        borrowerName: r.full_name,
        orderId: r.order_id,
        amount: r.amount,
        accountLabel: r.account_label,
        gatewayRef: r.gateway_ref,
        paidAt: r.settled_at ? new Date(r.settled_at).toISOString() : '',
      }));
      // The list names borrowers, their phones and payments: reading it is in the audit log (issue 28).
      await recordAudit(
        deps.db,
        agent,
        {
          action: 'refunds.viewed',
          subjectKind: 'refunds',
          subjectId: 'owed',
          note: `${refunds.length} owed, ${paid.length} paid listed`,
        },
        deps.clock(),
      );
      return { refunds, paid };
    },
  }) satisfies Partial<CallHandlers>;
