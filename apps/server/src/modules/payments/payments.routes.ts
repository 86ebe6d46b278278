import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { generateVcode } from './payments.service';

export const paymentHandlers = (deps: Deps) =>
  ({
    generateVcode: ({ input, caller }) => generateVcode(deps, caller.userId, input),
  }) satisfies Partial<CallHandlers>;
