import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { generateVcode } from './payments.service';
import { paymentRecords, paymentStatus } from './receipts.service';

export const paymentHandlers = (deps: Deps) =>
  ({
    generateVcode: ({ input, caller, carried }) => generateVcode(deps, caller.userId, input, carried),
    paymentStatus: ({ input, caller }) => paymentStatus(deps, caller.userId, input.referenceNo),
    paymentRecords: ({ input, caller }) =>
      paymentRecords(deps, caller.userId, input.orderId, input.productId),
  }) satisfies Partial<CallHandlers>;
