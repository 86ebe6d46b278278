// The audit log for admins.
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { auditLog } from './audit.service';

export const auditHandlers = (deps: Deps) =>
  ({
    consoleAuditLog: ({ input }) => auditLog(deps.db, input),
  }) satisfies Partial<CallHandlers>;
