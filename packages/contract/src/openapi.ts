// The published API: an OpenAPI 3.1 document written from the call declarations (calls.ts), in one wire mode, for
// a native-app team or a lender's own back end. The server serves it (GET /attempt/openapi.json); it carries every
// schema, so the H5 must never import it.
import { z } from 'zod';
import { agentSessionCalls } from './back-office';
import { pathParams, pathTemplate, refusalStatuses, type CallDef, type RefusalStatus } from './call';
import { calls } from './calls';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from './constants';
import { API_PREFIX, CONSOLE_PREFIX } from './endpoints';
import { successCode } from './envelope';
import { ErrorCode, errorMessages, httpStatusOf } from './errors';
import { FieldErrorsSchema } from './origination';
import { SESSION_PARAM_KEYS, XHR_MARKER_HEADER } from './session';
import type { Wire } from './wire-names';

/** Where the server serves the document, under API_PREFIX: the same name in both wire modes. */
export const OPENAPI_PATH = '/openapi.json';

type Json = Record<string, unknown>;
type Rename = (key: string) => string;

export type OpenApiOptions = {
  wire: Wire;
  /** The public origin the API is reached at (the server's PUBLIC_ORIGIN). */
  origin: string;
  /** The back office's session cookie (apps/server contexts/staff/agents). */
  staffCookie: string;
  /** The calls to publish: the contract's own and the back office's sign-in and sign-out, unless a test brings others. */
  table?: Record<string, CallDef>;
};

/** What the document publishes: every call of the table, and the console's session calls beside them. */
export const publishedCalls: Record<string, CallDef> = { ...calls, ...agentSessionCalls };

// The session lookup refuses a call without these two beside sessionId (apps/server contexts/identity/sessions).
const REQUIRED_SESSION_KEYS: readonly string[] = ['userId', 'deviceId'];
const SESSION = 'borrowerSession';
const STAFF = 'staffCookie';
const XHR = 'xhrMarker';
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A JSON Schema's field names as the wire spells them, at every depth: the keys of `properties`, the entries of
 * `required`, and the keys of example values (renamed as wire.toWire renames data).
 */
function renameFields(node: unknown, rename: Rename, toWire: (v: unknown) => unknown): unknown {
  if (Array.isArray(node)) return node.map((n) => renameFields(n, rename, toWire));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'properties' && isObject(v)) {
      out[k] = Object.fromEntries(
        Object.entries(v).map(([p, s]) => [rename(p), renameFields(s, rename, toWire)]),
      );
    } else if (k === 'required' && Array.isArray(v)) out[k] = v.map((p) => rename(String(p)));
    else if (k === 'default' || k === 'const' || k === 'enum' || k === 'examples') out[k] = toWire(v);
    else out[k] = renameFields(v, rename, toWire);
  }
  return out;
}

/**
 * zod's own JSON Schema (2020-12, OpenAPI 3.1's dialect). A request is described as it is sent (io 'input': before
 * defaults and coercion), an answer as it is sent back ('output'). A type JSON Schema cannot state (a transform
 * in an answer, a Date) throws, so the document's test fails rather than publishing a shape that is not true.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', wire: Wire, plain: boolean): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'throw',
    // A record keyed by an enum (the inbox's counts per status) has every key, so zod lists them in `required`
    // with no `properties` to name them: stated as properties, each of the record's value schema.
    override: ({ jsonSchema: node }) => {
      const keys = (node.propertyNames as { enum?: unknown[] } | undefined)?.enum;
      if (!node.properties && Array.isArray(node.required) && Array.isArray(keys)) {
        const value = node.additionalProperties;
        node.properties = Object.fromEntries(keys.map((k) => [String(k), value ?? {}]));
      }
    },
  });
  return plain ? rest : (renameFields(rest, wire.keyToWire, wire.toWire) as Json);
}

function envelopeOf(def: CallDef, data: Json): Json {
  return {
    type: 'object',
    required: ['code', 'message', 'data', 'success'],
    properties: {
      code: { const: successCode(def.signal) },
      message: { type: 'string' },
      data,
      success: { const: true },
    },
  };
}

/**
 * The request's fields its path names, taken out of the query or body schema and declared `in: path` (the server
 * reads them from the path: apps/server lib/call.ts). A generated client then fills `/console/borrowers/{id}`.
 */
function splitPathParams(def: CallDef, request: Json, name: Rename): { path: Json[]; rest: Json } {
  const names = pathParams(def.path).map(name);
  if (names.length === 0) return { path: [], rest: request };
  const props = { ...(isObject(request.properties) ? request.properties : {}) };
  const path = names.map((p) => {
    const schema = props[p] ?? { type: 'string' };
    delete props[p];
    return { name: p, in: 'path', required: true, schema };
  });
  const required = ((request.required as string[] | undefined) ?? []).filter((r) => !names.includes(r));
  const { required: _required, ...rest } = request;
  return { path, rest: { ...rest, properties: props, ...(required.length ? { required } : {}) } };
}

function requestOf(
  def: CallDef,
  request: Json,
  fileField: string,
): { parameters?: Json[]; requestBody?: Json } {
  if (def.method === 'GET') {
    const props = isObject(request.properties) ? request.properties : undefined;
    const required = new Set((request.required as string[] | undefined) ?? []);
    const parameters = props
      ? Object.entries(props).map(([name, schema]) => ({
          name,
          in: 'query',
          required: required.has(name),
          schema,
        }))
      : [{ name: 'query', in: 'query', style: 'form', explode: true, schema: request }];
    return { parameters };
  }
  if (def.client === 'multipart') {
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    const schema = {
      ...request,
      properties: { ...(request.properties as Json | undefined), [fileField]: file },
      required: [...((request.required as string[] | undefined) ?? []), fileField],
    };
    return {
      requestBody: {
        required: true,
        description: `One image (JPEG, PNG or WebP, judged by its content), at most ${UPLOAD_MAX_BYTES} bytes, in the field ${fileField}.`,
        content: { 'multipart/form-data': { schema } },
      },
    };
  }
  const type = def.client === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const required = Array.isArray(request.required) && request.required.length > 0;
  // Nothing left to send (every field is in the path): no body.
  if (isObject(request.properties) && Object.keys(request.properties).length === 0 && !required) return {};
  return { requestBody: { required, content: { [type]: { schema: request } } } };
}

function operationOf(key: string, def: CallDef, wire: Wire): Json {
  // The back office speaks plain names in both modes (apps/server plugins/wire.ts).
  const plain = wire.mode === 'plain' || def.path.startsWith(CONSOLE_PREFIX);
  const name = plain ? (k: string) => k : wire.keyToWire;
  const { path, rest } = splitPathParams(def, jsonSchema(def.request, 'input', wire, plain), name);
  const { parameters = [], requestBody } = requestOf(def, rest, name(UPLOAD_FIELD));
  const own = new Set([...path, ...parameters].map((p) => p.name as string));
  const session =
    def.auth === 'borrower'
      ? SESSION_PARAM_KEYS.filter((k) => k !== 'sessionId' && !own.has(name(k))).map((k) =>
          ref('parameters', k),
        )
      : [];
  const ok = def.produces
    ? { description: `The ${def.produces} itself.`, content: { [def.produces]: {} } }
    : {
        description: 'Success: the envelope, its data the answer.',
        ...(def.setsCookie
          ? {
              headers: {
                'Set-Cookie': {
                  description: `The back office's session cookie (the ${STAFF} scheme), HttpOnly, SameSite=Strict; cleared on sign-out.`,
                  schema: { type: 'string' },
                },
              },
            }
          : {}),
        content: {
          'application/json': { schema: envelopeOf(def, jsonSchema(def.response, 'output', wire, plain)) },
          // With format=pdf in the query: the same answer as a document.
          ...(def.pdf ? { 'application/pdf': {} } : {}),
          // A file answer: its media type instead of the envelope on success.
          ...(def.download ? { [def.download.mediaType]: {} } : {}),
        },
      };
  const refusals = Object.fromEntries(
    refusalStatuses(def).map((status) => [String(status), ref('responses', `refused${status}`)]),
  );
  const who = def.auth === 'borrower' ? { [SESSION]: [] } : def.auth === 'staff' ? { [STAFF]: [] } : {};
  const allParameters = [...path, ...parameters, ...session];
  return {
    operationId: key,
    summary: def.summary,
    ...(allParameters.length ? { parameters: allParameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { '200': ok, ...refusals, default: ref('responses', 'error') },
    security: [{ ...who, [XHR]: [] }],
    ...(def.roles ? { 'x-roles': def.roles } : {}),
  };
}

/** What each refusal status means to a caller, and the codes that come with it (errors.ts). */
const REFUSALS: Record<RefusalStatus, string> = {
  400: 'The request is not valid: a field is missing or wrong (a refused form names each field in data.fields).',
  401: 'No session, or it has ended: sign in again (a borrower through the app; staff at the back-office sign-in).',
  403: 'Refused: the call did not come from the app (no X-Requested-With), or the role does not allow it.',
  404: 'The record named is not there, or not yours.',
  409: "The record's current state refuses this (already done, changed meanwhile, or not allowed now).",
  423: 'Locked: too many failed sign-ins; try again after the lock ends.',
  429: 'Too many requests: wait for Retry-After seconds.',
};

const codesOf = (status: number) => Object.values(ErrorCode).filter((c) => httpStatusOf(c) === status);

function errorEnvelope(codes: readonly number[], fieldErrors: Json): Json {
  return {
    type: 'object',
    required: ['code', 'message', 'data', 'success'],
    properties: {
      code: {
        enum: codes,
        description: codes.map((c) => `${c}: ${errorMessages[c as keyof typeof errorMessages]}`).join('\n'),
      },
      message: { type: 'string' },
      // A refused form (the profile steps, bind bank) names each refused item's code and its message.
      data: { anyOf: [{ type: 'null' }, fieldErrors] },
      success: { const: false },
    },
  };
}

/** The whole document for one wire mode: every declared call, once, at its wire path. */
export function openApiDocument({ wire, origin, staffCookie, table = publishedCalls }: OpenApiOptions): Json {
  const paths: Record<string, Json> = {};
  for (const [key, def] of Object.entries(table)) {
    const path = API_PREFIX + pathTemplate(wire.pathToWire(def.path));
    paths[path] = { ...paths[path], [def.method.toLowerCase()]: operationOf(key, def, wire) };
  }
  const [xhrName, xhrValue] = Object.entries(XHR_MARKER_HEADER)[0] as [string, string];
  const sessionParams = Object.fromEntries(
    SESSION_PARAM_KEYS.filter((k) => k !== 'sessionId').map((k) => [
      k,
      {
        name: wire.keyToWire(k),
        in: 'query',
        required: REQUIRED_SESSION_KEYS.includes(k),
        schema: { type: 'string' },
      },
    ]),
  );
  const fieldErrors = ref('schemas', 'FieldErrors');
  const refusals = Object.entries(REFUSALS).map(([status, description]) => {
    const schema = errorEnvelope(codesOf(Number(status)), fieldErrors);
    return [`refused${status}`, { description, schema }] as const;
  });
  const serverErrors = Object.values(ErrorCode).filter(
    (c) => httpStatusOf(c) >= 500 || httpStatusOf(c) === 421,
  );
  return {
    openapi: '3.1.1',
    info: {
      title: 'Pautang API',
      version: '1',
      description:
        `Every call of the borrower app and the back office, in the ${wire.mode} wire mode: paths and field names ` +
        'as they cross the wire. Every answer is the envelope {code, message, data, success}: success true with ' +
        "the call's success code (0, or '00' where the spec says so), false with a non-zero code on a refusal. " +
        `Every call sends the header ${xhrName}: ${xhrValue} (the ${XHR} scheme: set it once on the client). ` +
        'Borrower calls carry the host session parameters in the query string; back-office calls the cookie ' +
        'the back-office sign-in sets.',
    },
    servers: [{ url: origin }],
    paths,
    components: {
      parameters: sessionParams,
      securitySchemes: {
        [XHR]: {
          type: 'apiKey',
          in: 'header',
          name: xhrName,
          description: `Every call, with the value ${xhrValue}; without it a call is refused as cross-site (403, code ${ErrorCode.CrossSite}).`,
        },
        [SESSION]: {
          type: 'apiKey',
          in: 'query',
          name: wire.keyToWire('sessionId'),
          description: 'The session the host app opened the page with, beside its userId and deviceId.',
        },
        [STAFF]: {
          type: 'apiKey',
          in: 'cookie',
          name: staffCookie,
          description: 'A signed-in back-office user: the cookie the back-office sign-in sets.',
        },
      },
      responses: {
        ...Object.fromEntries(
          refusals.map(([name, { description, schema }]) => [
            name,
            {
              description,
              ...(name === 'refused429'
                ? {
                    headers: {
                      'Retry-After': {
                        description: 'Seconds until the limit lets this caller through again.',
                        schema: { type: 'integer', minimum: 0 },
                      },
                    },
                  }
                : {}),
              content: { 'application/json': { schema } },
            },
          ]),
        ),
        error: {
          description:
            'A failure on our side (5xx), or a Host that is not the public origin (421): the envelope with a non-zero code.',
          content: { 'application/json': { schema: errorEnvelope(serverErrors, fieldErrors) } },
        },
      },
      schemas: {
        FieldErrors: jsonSchema(FieldErrorsSchema, 'output', wire, wire.mode === 'plain'),
      },
    },
  };
}
