// Registers one call of the contract: its wire path, its session check, input validation and the envelope.
// Routes stay thin: they name the call and hand the validated input to a service.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { successCode, type Envelope } from '@pautang/contract/envelope';
import { API_PREFIX, endpoints } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { callSchemas, type BuiltCall, type ResponseOf } from '@pautang/contract/schemas';
import type { z } from 'zod';
import type { Deps } from '../app';
import { resolveCaller, type Caller } from '../modules/sessions/sessions.service';
import { AppError } from './errors';

export type CallContext<K extends BuiltCall> = {
  input: z.output<(typeof callSchemas)[K]['request']>;
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
};

export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'request';
  return new AppError(ErrorCode.Validation, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
}

export function registerCall<K extends BuiltCall>(
  app: FastifyInstance,
  deps: Deps,
  key: K,
  handler: (ctx: CallContext<K>) => Promise<ResponseOf<K>>,
): void {
  const def = endpoints[key];
  const schemas = callSchemas[key];
  app.route({
    method: def.method,
    url: API_PREFIX + def.path,
    handler: async (request, reply): Promise<Envelope> => {
      const query = request.query as Record<string, unknown>;
      const caller = def.auth
        ? await resolveCaller(deps.db, query, deps.clock())
        : { userId: '', deviceId: '' };
      const raw = def.method === 'GET' ? query : (request.body ?? {});
      const parsed = schemas.request.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      const result = await handler({
        input: parsed.data as CallContext<K>['input'],
        caller,
        request,
        reply,
      });
      // Parsing the output strips anything a service did not mean to send.
      const data = schemas.response.parse(result);
      return {
        code: successCode(def.signal),
        message: 'success',
        data: deps.wire.toWire(data),
        ...(def.signal === 'flag' ? { success: true } : {}),
      };
    },
  });
}
