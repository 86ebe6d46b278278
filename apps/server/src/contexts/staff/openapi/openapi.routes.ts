// The published API (docs/ARCHITECTURE.md): GET /attempt/openapi.json, the OpenAPI 3.1 document of every call in
// this server's wire mode, written from the contract once and kept.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { OPENAPI_PATH, openApiDocument } from '@pautang/contract/openapi';
import type { Deps } from '../../../platform/deps';
import { AGENT_COOKIE } from '../agents/agents.service';

export function registerOpenApiRoute(app: FastifyInstance, deps: Deps): void {
  let body: string | undefined;
  app.get(API_PREFIX + OPENAPI_PATH, async (_request, reply) => {
    body ??= JSON.stringify(
      openApiDocument({ wire: deps.wire, origin: deps.config.publicOrigin, staffCookie: AGENT_COOKIE }),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
