// The refunds owed, for signed-in staff (issue 25): the back office lists them; paying them out comes later.
import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { recordAudit } from '../audit/audit.service';
import { listRefundsOwed } from './refunds';

export const refundHandlers = (deps: Deps) =>
  ({
    consoleRefunds: async ({ agent }) => {
      const refunds = await listRefundsOwed(deps);
      // The list names borrowers, their phones and payments: reading it is in the audit log (issue 28).
      await recordAudit(
        deps.db,
        agent,
        {
          action: 'refunds.viewed',
          subjectKind: 'refunds',
          subjectId: 'owed',
          note: `${refunds.length} owed`,
        },
        deps.clock(),
      );
      return { refunds };
    },
  }) satisfies Partial<CallHandlers>;
