import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { bindCardChange, bindCardNew, cardInit } from './bind-card.service';

export const bindCardHandlers = (deps: Deps) =>
  ({
    cardInit: () => Promise.resolve(cardInit()),
    bindCardNew: ({ input, caller }) => bindCardNew(deps, caller.userId, input),
    bindCardChange: ({ input, caller }) => bindCardChange(deps, caller.userId, input),
  }) satisfies Partial<CallHandlers>;
