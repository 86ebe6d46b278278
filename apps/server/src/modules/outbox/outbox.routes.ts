// The SMS outbox as the back office reads it: the newest 100 messages, for signed-in agents only (the codes in
// them are live for 5 minutes).
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { CONSOLE_API } from '../agents/agents.routes';
import { requireAgent } from '../agents/agents.service';

export function registerOutboxRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(`${CONSOLE_API}sms-outbox`, async (request) => {
    await requireAgent(deps, request.headers);
    const rows = await deps.db
      .selectFrom('sms_outbox')
      .select(['id', 'phone', 'body', 'provider', 'status', 'created_at'])
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return {
      code: 0,
      message: 'success',
      data: {
        messages: rows.map((r) => ({
          id: r.id,
          phone: r.phone,
          body: r.body,
          provider: r.provider,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      },
    };
  });
}
