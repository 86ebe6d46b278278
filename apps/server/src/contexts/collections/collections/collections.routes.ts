// Collections' calls (issue 28): the overdue book, assignment, the contact log, consent and penalty waivers.
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import {
  applyRefundForOrder,
  assignOrders,
  contactLog,
  logContact,
  overdueBook,
  proposeWaiver,
  setContactConsent,
} from './collections.service';

export const collectionsHandlers = (deps: Deps) =>
  ({
    consoleOverdueBook: ({ input, agent }) => overdueBook(deps, agent, input),
    consoleAssignOrders: ({ input, agent }) => assignOrders(deps, agent, input),
    consoleContactLog: ({ input, agent }) => contactLog(deps, agent, input.id),
    consoleLogContact: ({ input, agent }) => logContact(deps, agent, input),
    consoleSetContactConsent: ({ input, agent }) => setContactConsent(deps, agent, input),
    consoleWaivePenalty: ({ input, agent }) => proposeWaiver(deps, agent, input),
    consoleApplyRefundBalance: ({ input, agent }) => applyRefundForOrder(deps, agent, input.id),
  }) satisfies Partial<CallHandlers>;
