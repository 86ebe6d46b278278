// The audit log for admins.
import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { auditLog } from './audit.service';

export const auditHandlers = (deps: Deps) =>
  ({
    consoleAuditLog: ({ input }) => auditLog(deps.db, input),
  }) satisfies Partial<CallHandlers>;
