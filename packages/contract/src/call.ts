// The shape of one call's declaration. Each call is declared once, beside its schemas in its feature's file
// (loans.ts, complaints.ts, …), with everything a client or the server needs to know about it: its logical path,
// method, client, success signal, who may call it, and its request and response. calls.ts gathers them; the
// zod-free part the H5 bundles (endpoints.generated.ts) and the published OpenAPI document are derived from it.
import type { CsvCell } from './format/csv';
import type { z } from 'zod';
import type { SuccessSignal } from './envelope';

export type HttpMethod = 'GET' | 'POST';
/** 'json' sends a JSON body with headers building/gather; 'form' a form-encoded body with swift/eyes. */
export type ClientKind = 'json' | 'form' | 'multipart';
/** 'visitor': no session (promotion, sign-in); 'borrower': the host's session; 'staff': a signed-in console user. */
export type CallAuth = 'visitor' | 'borrower' | 'staff';
/**
 * Console roles (issue 28). A staff member holds one or more; each staff call lists the roles it allows, and the
 * call runner refuses every other (apps/server contexts/staff/agents requireStaff).
 * - support: complaints, the borrower's file, the SMS outbox and the website's messages;
 * - credit: the review queue, and ID images in the borrower's file;
 * - collections: the overdue book, its contact log and penalty waivers;
 * - finance: payouts, refunds and reconciliation;
 * - admin: staff accounts, the audit log, app settings and landing templates;
 * - compliance (issue 43): what the lender answers to the regulators (the CIC's credit data, anti-money-laundering,
 *   data-subject rights and breaches). An admin may hold it too.
 */
export const STAFF_ROLES = ['support', 'credit', 'collections', 'finance', 'admin', 'compliance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How a call crosses the wire: what endpoints.generated.ts holds for the H5 and the console. */
export type WireFacts = {
  path: string;
  method: HttpMethod;
  client: ClientKind;
  signal: SuccessSignal;
};

export type EndpointDef = WireFacts & {
  auth: CallAuth;
  /** Staff calls: the roles allowed (checked by the call runner). */
  roles?: readonly StaffRole[];
  /**
   * 'native': only the native app makes the call (sign-in, home, the profile steps…; the host simulator plays it).
   * 'document': a file the borrower downloads with a tap (the statement's PDF): kept out of the H5's tables like a
   * native call, its facts load with the tap (document-endpoints.generated.ts); the native app makes it too.
   * The H5 bundles nothing of it, neither its path nor its field names: every byte of the H5's tables weighs on
   * every borrower page, and the native app's calls would push routes over the 85 KB budget.
   */
  app?: 'native' | 'document';
};

export type CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = EndpointDef & {
  request: Req;
  response: Res;
  /** One line for the published API document. */
  summary: string;
  /** A call that answers a file instead of the envelope (the captcha PNG): its module serves it itself. */
  produces?: 'image/png';
  /**
   * A call whose answer can also be fetched as a CSV file, with `format=csv` in its query (the journal, issue 42):
   * the header and one row per record, from the same data the envelope would carry. A refusal is the envelope.
   */
  csv?: CsvFile;
  /**
   * A call whose answer can also be fetched as a PDF document, with `format=pdf` in its query (the statement of
   * account, issue 42): the server renders it from the same data the envelope would carry, in the caller's
   * language (its handler brings the renderer: platform/call.ts withPdf). A refusal is the envelope.
   */
  pdf?: PdfFile;
  /**
   * A call whose success is a file, not the envelope (the CIC's submission file, issue 43): the server sends `body`
   * of the handler's data as an attachment named `filename`, of `mediaType`. A refusal is the envelope.
   */
  download?: DownloadFile;
  /**
   * The refusals this call answers beyond those every call of its kind can (see refusalStatuses): 404 when it looks
   * up a record the request names, 409 when the record's state can refuse it, 401 a visitor's wrong credentials,
   * 423 a lock. The server logs a refusal it answers with a status its call does not declare (lib/call.ts).
   */
  refuses?: readonly RefusalStatus[];
  /** The back office's sign-in and sign-out: they set the cookie, so they are routes of their own (not run here). */
  setsCookie?: true;
};

export type CsvFile = {
  filename: (request: Record<string, unknown>) => string;
  header: readonly string[];
  rows: (data: never) => readonly (readonly CsvCell[])[];
};

export type PdfFile = { filename: (request: Record<string, unknown>) => string };

export type DownloadFile = {
  mediaType: 'text/plain';
  filename: (data: never) => string;
  body: (data: never) => string;
};

/** The HTTP statuses of a refusal (the error envelope) a declaration can name; 5xx are every call's `default`. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 423 | 429;

type CallInput = Partial<EndpointDef> &
  Pick<
    CallDef,
    | 'path'
    | 'request'
    | 'response'
    | 'summary'
    | 'produces'
    | 'refuses'
    | 'setsCookie'
    | 'csv'
    | 'pdf'
    | 'download'
  >;

const PATH_PARAM = /:(\w+)/g;

/**
 * The fields a call's path names (`/console/borrowers/:id` → ['id']): the server reads them from the path (they
 * win over a field of the same name in the query or body), the console fills them in (fillPath), and the published
 * document declares them `in: path` at `/console/borrowers/{id}` (pathTemplate).
 */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((m) => m[1] as string);
}

/** The path as an OpenAPI template: `/console/borrowers/:id` → `/console/borrowers/{id}`. */
export const pathTemplate = (path: string): string => path.replace(PATH_PARAM, '{$1}');

/** A path filled from a request's fields (each encoded): the fields it names go in it, the others are `rest`. */
export function fillPath(
  path: string,
  request: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...request };
  const filled = path.replace(PATH_PARAM, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

/**
 * Every refusal status a call can answer, derived from its declaration: 400 (bad input), 403 (not from the app:
 * the XHR marker; or a staff role the call does not allow) and 429 (a rate limit) for every call; 401 for a call
 * needing a session or a signed-in agent; and what it declares itself (`refuses`).
 */
export function refusalStatuses(def: Pick<CallDef, 'auth' | 'refuses'>): RefusalStatus[] {
  const statuses = new Set<RefusalStatus>([400, 403, 429, ...(def.refuses ?? [])]);
  if (def.auth !== 'visitor') statuses.add(401);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Declares a call. The defaults are the spec's common case (spec 1 §1): a POST with a JSON body, success code 0,
 * for a borrower with a session; a declaration states only where it differs. The declaration's own types are kept
 * (its schemas, and `produces`), so what is derived from it is typed by it.
 */
export function defineCall<const D extends CallInput>(def: D): D & CallDef<D['request'], D['response']> {
  return { method: 'POST', client: 'json', signal: 'zero', auth: 'borrower', ...def };
}
