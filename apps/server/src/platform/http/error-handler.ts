// The one error path: every failure becomes the envelope with a non-zero code and a clear message; never a stack.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, CONSOLE_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode, errorMessages } from '@pautang/contract/errors';
import { errorMessagesFil } from '@pautang/contract/errors.fil';
import { readLang, type Lang } from '@pautang/contract/lang';
import { createFullWire } from '@pautang/contract/native-wire';
import type { Wire } from '@pautang/contract/wire-names';
import { AppError } from '../errors';
import { localizeMessage } from '../i18n/localize';

const plainWire = createFullWire('plain');

/**
 * A typed error as the envelope: its data (a refused form's fields) in the names of the wire it answers on, like a
 * success's data, so the H5 reads both the same way in either wire mode. The message, and each refused field's, in
 * the borrower's language (issue 30); the code is the same in every language.
 */
export function appErrorEnvelope(error: AppError, wire: Wire, lang: Lang = 'en') {
  const say = (text: string) => localizeMessage(error.code, text, lang);
  const fields = error.data && {
    ...error.data,
    fields: Object.fromEntries(Object.entries(error.data.fields).map(([code, text]) => [code, say(text)])),
  };
  const data = fields === undefined ? null : wire.toWire(fields);
  return { code: error.code, message: say(error.message), data, success: false as const };
}

/**
 * The caller's language: the `lang` session parameter in the query of a borrower call (logical names by now,
 * platform/http/wire.ts), English for the back office and for anything else. Read, never logged.
 */
function langOf(request: FastifyRequest, consolePath: string): Lang {
  if (!isApiPath(request.url) || request.url.startsWith(consolePath)) return 'en';
  const query = request.query as Record<string, unknown> | undefined;
  return readLang(query?.lang);
}

export function registerErrorHandler(app: FastifyInstance, wire: Wire = plainWire): void {
  const consolePath = `${API_PREFIX}${CONSOLE_PREFIX}`;
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      // The back office speaks plain names in both modes (platform/http/wire.ts).
      const named = isApiPath(request.url) && !request.url.startsWith(consolePath) ? wire : plainWire;
      return reply
        .status(error.httpStatus)
        .send(appErrorEnvelope(error, named, langOf(request, consolePath)));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const lang = langOf(request, consolePath);
    const messages = lang === 'fil' ? errorMessagesFil : errorMessages;
    if (status === 429) {
      return reply.status(429).send({
        code: ErrorCode.RateLimited,
        message: messages[ErrorCode.RateLimited],
        data: null,
        success: false,
      });
    }
    if (status >= 400 && status < 500) return sendClientError(reply, status);
    // The route pattern, not the URL: a query holds the borrower's phone and ids. The err serializer
    // (platform/http/log-safety.ts) keeps the stack and drops every value.
    request.log.error({ err: error, route: request.routeOptions.url }, 'unhandled error');
    return reply.status(500).send({
      code: ErrorCode.Internal,
      message: messages[ErrorCode.Internal],
      data: null,
      success: false,
    });
  });
}

export const UNREADABLE_BODY = 'The request could not be read. Please check the information you entered.';

/** Body parsing, size and address failures from Fastify: say what was wrong without echoing internals. */
function sendClientError(reply: FastifyReply, status: number) {
  const message =
    status === 413
      ? 'The request is too large.'
      : status === 414
        ? 'The address is too long.'
        : status === 415
          ? 'This content type is not supported.'
          : UNREADABLE_BODY;
  return reply.status(status).send({ code: ErrorCode.Validation, message, data: null, success: false });
}

/**
 * Fastify's `frameworkErrors`: a path parameter with broken percent-encoding (400) or over the router's length
 * (414) is refused before any route or error handler runs, and Fastify's own answer echoed the whole path in its
 * own shape; this one is the envelope.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  if (status >= 400 && status < 500) return sendClientError(reply, status);
  return reply.status(500).send({
    code: ErrorCode.Internal,
    message: errorMessages[ErrorCode.Internal],
    data: null,
    success: false,
  });
}

/**
 * Whether a path, or a whole request target (path and query), is under /attempt. Asked by every hook of every
 * request: no split, no new string.
 */
export function isApiPath(url: string): boolean {
  if (!url.startsWith(API_PREFIX)) return false;
  const next = url.charCodeAt(API_PREFIX.length);
  // The end, '/' or '?'.
  return Number.isNaN(next) || next === 47 || next === 63;
}

export function sendUnknownCall(reply: FastifyReply) {
  return reply.status(404).send({
    code: ErrorCode.UnknownCall,
    message: errorMessages[ErrorCode.UnknownCall],
    data: null,
    success: false,
  });
}
