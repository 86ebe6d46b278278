// One call of the contract, run the same way whoever asks: the HTTP route of its wire path, or the server
// renderer fetching a screen's first data in-process. Session check, input validation, the service, the output
// schema and the envelope all happen here, so a page's embedded data equals the API's answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@pautang/contract/constants';
import { okEnvelope, type Envelope } from '@pautang/contract/envelope';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import {
  callKeys,
  calls,
  type CallKey,
  type ResponseOf,
  type ServedCall,
  type StaffCall,
} from '@pautang/contract/calls';
import { refusalStatuses, type CallDef } from '@pautang/contract/call';
import { readLang, type Lang } from '@pautang/contract/lang';
import { createFullWire } from '@pautang/contract/native-wire';
import type { z } from 'zod';
import type { Deps } from './deps';
import type { Agent, Caller } from './auth';
import { UPLOAD_MESSAGES, withMultipart } from './http/multipart';
import { AppError } from './errors';
import { toCsv } from '@pautang/contract/format/csv';
import { attachmentHeader } from '@pautang/contract/format/attachment';
import { localizeScreen } from './i18n/localize';

export type CallContext<K extends ServedCall> = {
  input: z.output<(typeof calls)[K]['request']>;
  caller: Caller;
  /** A multipart call's one file (its field is the call's `fileField`), read whole within the upload limit. */
  upload?: Buffer | undefined;
  /** The client's address (rate limits per network); '' when the server renderer runs the call. */
  ip: string;
  /** The session token the call came with ('' for a visitor): logout ends exactly this one. */
  sessionId: string;
  /**
   * The host's session parameters the call came with that a page address may carry back (language, user, device,
   * app): never the session id, which leaves the address. A page the call sends the borrower to keeps them.
   */
  carried: Record<string, string>;
} & (K extends StaffCall
  ? { /** The signed-in agent, holding one of the call's roles. */ agent: Agent }
  : unknown);

export type CallHandler<K extends ServedCall> = (ctx: CallContext<K>) => Promise<ResponseOf<K>>;

/** A call that can answer a PDF (its declaration's `pdf`). */
export type PdfCall = {
  [K in ServedCall]: (typeof calls)[K] extends { pdf: object } ? K : never;
}[ServedCall];

/** Renders a call's answer (its plain data, in the caller's language) as the PDF its `format=pdf` asks. */
export type PdfRenderer<K extends ServedCall> = (data: ResponseOf<K>, lang: Lang) => Promise<Buffer>;

/**
 * One handler per built call of the contract: a missing one is a type error, not a missing route. A call that
 * answers a PDF too brings its renderer with it (withPdf): a missing renderer is a type error as well.
 */
export type CallHandlers = {
  [K in ServedCall]: K extends PdfCall ? CallHandler<K> & { renderPdf: PdfRenderer<K> } : CallHandler<K>;
};

/** A handler with the renderer of its call's PDF. */
export const withPdf = <K extends PdfCall>(
  handler: CallHandler<K>,
  renderPdf: PdfRenderer<K>,
): CallHandler<K> & { renderPdf: PdfRenderer<K> } => Object.assign(handler, { renderPdf });

/**
 * A field named by the request itself (the key of a record, like bind-card's form) is named back only when it reads
 * as a field name: a key of 5,000 characters or of control characters made the message unreadable.
 */
const FIELD_PATH = /^[A-Za-z0-9_.-]{1,80}$/;

export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const path = issue?.path.join('.') ?? '';
  const field = FIELD_PATH.test(path) ? path : 'request';
  // A schema's own sentence, written for the person filling the form, stands alone; a terse rule gets its field.
  if (issue && /^[A-Z].*[.!]$/.test(issue.message)) return new AppError(ErrorCode.Validation, issue.message);
  return new AppError(ErrorCode.Validation, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
}

/** What an HTTP request brings besides the input: the client's address, its cookie, its path's parameters. */
export type CallRequest = {
  ip?: string;
  headers?: Record<string, unknown>;
  params?: unknown;
  /** A multipart body, read only once the caller is known: nobody's upload is read to be refused. */
  readMultipart?: () => Promise<{ fields: Record<string, string>; file: Buffer | undefined }>;
};

/** The back office speaks plain names in both wire modes (its paths are under CONSOLE_PREFIX). */
const plainWire = createFullWire('plain');
const wireOf = (deps: Deps, key: CallKey): Deps['wire'] =>
  calls[key].auth === 'staff' ? plainWire : deps.wire;

/** The session parameters a page address keeps (issue 40: the page after a payment lost its language). */
const CARRIED_PARAMS = [
  'lang',
  'userId',
  'deviceId',
  'appName',
  'appVersion',
  'clientType',
  'merchantNumber',
];
function carriedParams(query: Record<string, unknown>): Record<string, string> {
  const carried: Record<string, string> = {};
  for (const key of CARRIED_PARAMS) {
    const value = query[key];
    if (typeof value === 'string' && value !== '') carried[key] = value;
  }
  return carried;
}

/**
 * Runs one call: `query` carries the session parameters (logical names), `raw` the body or, for a GET, the query.
 * Who may call is checked first, by the declaration's auth: a borrower's session from the query, a staff member's
 * cookie and roles. Returns the success envelope in wire names; failures throw AppError for the one error path.
 */
export async function runCall<K extends ServedCall>(
  deps: Deps,
  handler: CallHandler<K>,
  key: K,
  query: Record<string, unknown>,
  raw: unknown,
  request: CallRequest = {},
): Promise<Envelope> {
  const def: (typeof calls)[ServedCall] = calls[key];
  const result = await handled(deps, handler, key, query, raw, request);
  // The back office reads English; a borrower's screen texts come in the page's language (issue 40).
  return okEnvelope(
    def.signal,
    outputOf(wireOf(deps, key), key, result, def.auth === 'staff' ? 'en' : readLang(query.lang)),
  );
}

/** The caller checked, the input read: the handler's answer as it returned it (see runCall). */
async function handled<K extends ServedCall>(
  deps: Deps,
  handler: CallHandler<K>,
  key: K,
  query: Record<string, unknown>,
  raw: unknown,
  request: CallRequest,
): Promise<ResponseOf<K>> {
  const def: (typeof calls)[ServedCall] = calls[key];
  const borrower = def.auth === 'borrower';
  const caller = borrower
    ? await deps.auth.borrower(deps.db, query, deps.clock())
    : { userId: '', deviceId: '' };
  const staff =
    def.auth === 'staff' ? { agent: await deps.auth.staff(request.headers ?? {}, def.roles) } : {};
  const multipart = request.readMultipart ? await request.readMultipart() : undefined;
  const parsed = def.request.safeParse(withParams(multipart ? multipart.fields : raw, request.params));
  if (!parsed.success) throw validationError(parsed.error);
  return handler({
    input: parsed.data as CallContext<K>['input'],
    caller,
    upload: multipart?.file,
    ip: request.ip ?? '',
    sessionId: borrower && typeof query.sessionId === 'string' ? query.sessionId : '',
    carried: carriedParams(query),
    ...staff,
  } as CallContext<K>);
}

/**
 * A result a service computed once and returns again (order details, an offer: see the read cache) is parsed
 * and renamed once too. Results are never mutated after they are returned, so the same object means the same
 * answer.
 */
const outputs = new WeakMap<object, { key: ServedCall; wire: Deps['wire']; lang: Lang; data: unknown }>();

function outputOf(wire: Deps['wire'], key: ServedCall, result: unknown, lang: Lang): unknown {
  const memo = result !== null && typeof result === 'object' ? outputs.get(result) : undefined;
  if (memo?.key === key && memo.wire === wire && memo.lang === lang) return memo.data;
  // Parsing the output strips anything a service did not mean to send; its texts are then put in the reader's
  // language, by logical field names (a stored value is never translated), before the wire renames them.
  const data = wire.toWire(localizeScreen(calls[key].response.parse(result), lang));
  if (result !== null && typeof result === 'object') outputs.set(result, { key, wire, lang, data });
  return data;
}

const texts = new WeakMap<object, { code: Envelope['code']; body: Buffer }>();

/**
 * The envelope as UTF-8 JSON, written once per remembered answer (see outputOf) rather than once per request. A
 * Buffer, not a string: a string answer (with a ₱ in it, two bytes a character) was joined to the headers and
 * encoded again on every send.
 */
function serialized(envelope: Envelope): Buffer {
  const data = envelope.data;
  if (data === null || typeof data !== 'object') return Buffer.from(JSON.stringify(envelope));
  const memo = texts.get(data);
  if (memo?.code === envelope.code) return memo.body;
  const body = Buffer.from(JSON.stringify(envelope));
  texts.set(data, { code: envelope.code, body });
  return body;
}

/**
 * A multipart body: its plain fields, and its one file read whole. Over UPLOAD_MAX_BYTES the read stops and the
 * call is refused before anything is stored; a second file is refused too.
 */
export async function readMultipart(
  request: FastifyRequest,
  wire: Deps['wire'],
): Promise<{ fields: Record<string, string>; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.Validation, UPLOAD_MESSAGES.missing);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 },
      fileHwm: PART_HIGH_WATER_MARK,
    })) {
      if (part.type === 'file') {
        // Field names are wire names like every other key (problemImage is renamed in obfuscated mode).
        if (file !== undefined || wire.keyFromWire(part.fieldname) !== UPLOAD_FIELD) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError(ErrorCode.Validation, UPLOAD_MESSAGES.missing);
        }
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[wire.keyFromWire(part.fieldname)] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ErrorCode.Validation, UPLOAD_MESSAGES.tooManyBytes);
    if (code === 'FST_FILES_LIMIT') throw new AppError(ErrorCode.Validation, UPLOAD_MESSAGES.missing);
    throw new AppError(ErrorCode.Validation, UPLOAD_MESSAGES.notAnImage);
  }
  return { fields, file };
}

/**
 * @fastify/busboy (3.2.6) never finishes a body in which a part it skips (no Content-Disposition, or past the files
 * or parts limit: a second image) outgrows the part buffer and ends with the body: the call waited until the socket
 * timed out. A buffer bigger than anything one read can hand it (64 KB from a socket; whole bodies in tests) means
 * the skipped part never fills it. It is a threshold, not an allocation: we read every accepted part at once.
 */
const PART_HIGH_WATER_MARK = 64 * 1024 * 1024;

/** The multipart field the image arrives in (spec 1 §7: problemImage). */
const UPLOAD_FIELD = 'problemImage';

/**
 * Registers every call of the contract's table at its path, each with its handler; the upload calls in the one
 * scope that reads multipart bodies (platform/http/multipart.ts).
 */
export async function registerCalls(app: FastifyInstance, deps: Deps, handlers: CallHandlers): Promise<void> {
  // A call answering a file (the captcha) is served by its own module, not through the envelope.
  const keys = callKeys.filter((k): k is ServedCall => !('produces' in calls[k]));
  const isUpload = (key: ServedCall) => calls[key].client === 'multipart';
  for (const key of keys.filter((k) => !isUpload(k))) routeCall(app, deps, handlers, key);
  await withMultipart(app, (scope) => {
    for (const key of keys.filter(isUpload)) routeCall(scope, deps, handlers, key);
  });
}

/**
 * A path's parameters (/console/complaints/:id) join the input the schema reads, over any field of the same name
 * in the body. A body that is not an object is left as it is, for the schema to refuse.
 */
function withParams(raw: unknown, params: unknown): unknown {
  const named = (params ?? {}) as Record<string, string>;
  if (Object.keys(named).length === 0) return raw;
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw, ...named } : raw;
}

function routeCall(app: FastifyInstance, deps: Deps, handlers: CallHandlers, key: ServedCall): void {
  const def: CallDef = calls[key];
  const declared = new Set<number>(refusalStatuses(def));
  app.route({
    method: def.method,
    url: API_PREFIX + def.path,
    // The published document lists each call's refusal statuses from its declaration: one answered that is not
    // there is a declaration to fix, named in the log (a client generated from the document does not expect it).
    onError: (request, _reply, error: unknown, done) => {
      const status = error instanceof AppError ? error.httpStatus : 500;
      if (status < 500 && !declared.has(status))
        request.log.warn({ call: key, status }, 'refusal status not declared by its call');
      done();
    },
    handler: async (request, reply): Promise<Buffer> => {
      const query = request.query as Record<string, unknown>;
      const raw = def.method === 'GET' ? query : (request.body ?? {});
      const from: CallRequest = {
        ip: request.ip,
        headers: request.headers,
        params: request.params,
        ...(def.client === 'multipart'
          ? { readMultipart: () => readMultipart(request, wireOf(deps, key)) }
          : {}),
      };
      const handler = handlers[key] as CallHandler<ServedCall> & { renderPdf?: PdfRenderer<ServedCall> };
      // The answer as a document, rendered from its plain data in the caller's language (a staff call's `lang`).
      if (def.pdf && query.format === 'pdf' && handler.renderPdf) {
        const lang = readLang(query.lang);
        const result = await handled(deps, handler, key, query, raw, from);
        const data = localizeScreen(def.response.parse(result), lang) as ResponseOf<ServedCall>;
        const name = def.pdf.filename({ ...query, ...(request.params as object) });
        void reply.type('application/pdf').header('content-disposition', attachmentHeader(name));
        return handler.renderPdf(data, lang);
      }
      const envelope = await runCall(deps, handler, key, query, raw, from);
      // A call answering a file: the data's file, as an attachment.
      if (def.download) {
        const data = envelope.data as never;
        void reply
          .type(`${def.download.mediaType}; charset=utf-8`)
          .header('content-disposition', attachmentHeader(def.download.filename(data)));
        return Buffer.from(def.download.body(data));
      }
      // The same answer as a file (a staff call's data is in plain names in both wire modes).
      if (def.csv && query.format === 'csv') {
        void reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader(def.csv.filename(query)));
        // The byte-order mark: spreadsheet programs then read it as UTF-8 (₱, ñ and the chart's dashes survive).
        return Buffer.from(`\uFEFF${toCsv(def.csv.header, def.csv.rows(envelope.data as never))}`);
      }
      void reply.type('application/json; charset=utf-8');
      return serialized(envelope);
    },
  });
}
