// The SMS outbox as the back office reads it: the newest 100 messages, for signed-in agents only. Outside demo mode
// every code in them is masked: a code is live for 5 minutes, and an agent who read one could sign in as the
// borrower. The demo (and its browser tests) read the codes here, so demo mode shows them.
import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { recordAudit } from '../audit/audit.service';
import { listRecentOutboxMessages } from './outbox.repository';

/**
 * Every number of 4 or more plain digits (our codes are 6), each digit as '*'. Numbers are read whole with their
 * separators, so an amount (₱1,500.00, ₱12500.00) is left as it is.
 */
export function maskCodes(body: string): string {
  return body.replace(/\d[\d.,]*\d|\d/g, (n) => (/^\d{4,}$/.test(n) ? '*'.repeat(n.length) : n));
}

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
        masked: !deps.config.demo,
        messages: rows.map((r) => ({
          id: r.id,
          phone: r.phone,
          body: deps.config.demo ? r.body : maskCodes(r.body),
          provider: r.provider,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  }) satisfies Partial<CallHandlers>;
