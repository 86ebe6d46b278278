// The restructure's staff calls (issue 42): a plan's preview and its proposal (restructure.ts).
import type { Deps } from '../platform/deps';
import type { CallHandlers } from '../platform/call';
import { previewRestructure, proposeRestructure } from './restructure';

export const restructureHandlers = (deps: Deps) =>
  ({
    consoleRestructureQuote: ({ input }) =>
      previewRestructure(deps, {
        orderId: input.id,
        instalmentCount: input.instalmentCount,
        lateCharges: input.lateCharges,
      }),
    consoleProposeRestructure: ({ input, agent }) =>
      proposeRestructure(deps, agent, {
        orderId: input.id,
        instalmentCount: input.instalmentCount,
        lateCharges: input.lateCharges,
        reason: input.reason,
      }),
  }) satisfies Partial<CallHandlers>;
