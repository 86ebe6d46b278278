// The SMS outbox as the back office reads it: the newest 100 messages, for support staff only, their codes masked
// outside demo mode (outbox.service.ts).
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { recordAudit } from '../../staff/index';
import { listRecentOutboxMessages } from '../../../platform/sms/sms-outbox.repository';
import { bodyForStaff, textsMasked } from './outbox.service';

export const outboxHandlers = (deps: Deps) =>
  ({
    consoleSmsOutbox: async ({ agent }) => {
      const rows = await listRecentOutboxMessages(deps.db);
      // The texts carry borrowers' phones and what we told them: reading them is in the audit log (issue 28).
      await recordAudit(
        deps.db,
        agent,
        {
          action: 'sms-outbox.viewed',
          subjectKind: 'sms-outbox',
          subjectId: 'recent',
          note: `${rows.length} texts`,
        },
        deps.clock(),
      );
      return {
        masked: textsMasked(deps),
        messages: rows.map((r) => ({
          id: r.id,
          phone: r.phone,
          body: bodyForStaff(deps, r.body),
          provider: r.provider,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  }) satisfies Partial<CallHandlers>;
