import type { Deps } from '../../../platform/deps';
import { withPdf, type CallHandlers } from '../../../platform/call';
import { generateVcode } from './payments.service';
import { paymentRecords, paymentStatus } from './receipts.service';
import { applyRefundBalance } from './refund-balance';
import { renderStatementPdf } from './statement-pdf';
import { orderStatement } from './statement.service';

export const paymentHandlers = (deps: Deps) =>
  ({
    generateVcode: ({ input, caller, carried }) => generateVcode(deps, caller.userId, input, carried),
    paymentStatus: ({ input, caller }) => paymentStatus(deps, caller.userId, input.referenceNo),
    applyRefundBalance: ({ input, caller }) => applyRefundBalance(deps, caller.userId, input.orderId),
    paymentRecords: ({ input, caller }) =>
      paymentRecords(deps, caller.userId, input.orderId, input.productId),
    orderStatement: withPdf<'orderStatement'>(
      ({ input, caller }) =>
        orderStatement(deps, input.orderId, { userId: caller.userId, productId: input.productId }),
      renderStatementPdf,
    ),
  }) satisfies Partial<CallHandlers>;
