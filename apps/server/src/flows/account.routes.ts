// The borrower's account calls that span contexts: Mine (user-menu.ts) and deleting the account
// (account-deletion.ts).
import type { Deps } from '../platform/deps';
import type { CallHandlers } from '../platform/call';
import { userDelete } from './account-deletion';
import { userMenu } from './user-menu';

export const accountHandlers = (deps: Deps) =>
  ({
    userMenu: ({ caller }) => userMenu(deps, caller.userId),
    userDelete: ({ caller }) => userDelete(deps, caller.userId),
  }) satisfies Partial<CallHandlers>;
