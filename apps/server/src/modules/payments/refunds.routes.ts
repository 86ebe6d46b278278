// The refunds owed, for signed-in staff (issue 25): the back office lists them; paying them out comes later.
import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { listRefundsOwed } from './refunds';

export const refundHandlers = (deps: Deps) =>
  ({
    consoleRefunds: async () => ({ refunds: await listRefundsOwed(deps) }),
  }) satisfies Partial<CallHandlers>;
