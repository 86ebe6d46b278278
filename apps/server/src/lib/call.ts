// One call of the contract, run the same way whoever asks: the HTTP route of its wire path, or the server
// renderer fetching a screen's first data in-process. Session check, input validation, the service, the output
// schema and the envelope all happen here, so a page's embedded data equals the API's answer.
import type { FastifyInstance } from 'fastify';
import { successCode, type Envelope } from '@pautang/contract/envelope';
import { API_PREFIX, endpoints } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { callSchemas, type BuiltCall, type ResponseOf } from '@pautang/contract/schemas';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { resolveCaller, type Caller } from '../modules/sessions/sessions.service';
import { AppError } from './errors';

export type CallContext<K extends BuiltCall> = {
  input: z.output<(typeof callSchemas)[K]['request']>;
  caller: Caller;
};

export type CallHandler<K extends BuiltCall> = (ctx: CallContext<K>) => Promise<ResponseOf<K>>;

/** One handler per built call of the contract: a missing one is a type error, not a missing route. */
export type CallHandlers = { [K in BuiltCall]: CallHandler<K> };

export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'request';
  return new AppError(ErrorCode.Validation, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
}

/**
 * Runs one call: `query` carries the session parameters (logical names), `raw` the body or, for a GET, the query.
 * Returns the success envelope in wire names; failures throw AppError for the one error path.
 */
export async function runCall<K extends BuiltCall>(
  deps: Deps,
  handler: CallHandler<K>,
  key: K,
  query: Record<string, unknown>,
  raw: unknown,
): Promise<Envelope> {
  const def = endpoints[key];
  const schemas = callSchemas[key];
  const caller = def.auth ? await resolveCaller(deps.db, query, deps.clock()) : { userId: '', deviceId: '' };
  const parsed = schemas.request.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  const result = await handler({ input: parsed.data as CallContext<K>['input'], caller });
  // Parsing the output strips anything a service did not mean to send.
  const data = schemas.response.parse(result);
  return {
    code: successCode(def.signal),
    message: 'success',
    data: deps.wire.toWire(data),
    ...(def.signal === 'flag' ? { success: true } : {}),
  };
}

/** Registers every call of the contract's table at its path, each with its handler. */
export function registerCalls(app: FastifyInstance, deps: Deps, handlers: CallHandlers): void {
  for (const key of Object.keys(callSchemas) as BuiltCall[]) {
    const def = endpoints[key];
    app.route({
      method: def.method,
      url: API_PREFIX + def.path,
      handler: async (request): Promise<Envelope> => {
        const query = request.query as Record<string, unknown>;
        return runCall(
          deps,
          handlers[key] as CallHandler<BuiltCall>,
          key,
          query,
          def.method === 'GET' ? query : (request.body ?? {}),
        );
      },
    });
  }
}
