// The shape of one call's declaration. Each call is declared once, beside its schemas in its feature's file
// (loans.ts, complaints.ts, …), with everything a client or the server needs to know about it: its logical path,
// method, client, success signal, who may call it, and its request and response. calls.ts gathers them; the
// zod-free part the H5 bundles (endpoints.generated.ts) and the published OpenAPI document are derived from it.
import type { z } from 'zod';
import type { SuccessSignal } from './envelope';

export type HttpMethod = 'GET' | 'POST';
/** 'json' sends a JSON body with headers building/gather; 'form' a form-encoded body with swift/eyes. */
export type ClientKind = 'json' | 'form' | 'multipart';
/** 'visitor': no session (promotion, sign-in); 'borrower': the host's session; 'staff': a signed-in console user. */
export type CallAuth = 'visitor' | 'borrower' | 'staff';
/**
 * Console roles (issue 28). A staff member holds one or more; each staff call lists the roles it allows, and the
 * call runner refuses every other (apps/server modules/agents requireStaff).
 * - support: complaints, the borrower's file, the SMS outbox and the website's messages;
 * - credit: the review queue, and ID images in the borrower's file;
 * - collections: the overdue book, its contact log and penalty waivers;
 * - finance: payouts, refunds and reconciliation;
 * - admin: staff accounts, the audit log, app settings and landing templates.
 */
export const STAFF_ROLES = ['support', 'credit', 'collections', 'finance', 'admin'] as const;
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
   * The H5 bundles nothing of it, neither its path nor its field names: every byte of the H5's tables weighs on
   * every borrower page, and the native app's calls would push routes over the 85 KB budget.
   */
  app?: 'native';
};

export type CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = EndpointDef & {
  request: Req;
  response: Res;
  /** One line for the published API document. */
  summary: string;
  /** A call that answers a file instead of the envelope (the captcha PNG): its module serves it itself. */
  produces?: 'image/png';
};

type CallInput = Partial<EndpointDef> &
  Pick<CallDef, 'path' | 'request' | 'response' | 'summary' | 'produces'>;

/**
 * Declares a call. The defaults are the spec's common case (spec 1 §1): a POST with a JSON body, success code 0,
 * for a borrower with a session; a declaration states only where it differs. The declaration's own types are kept
 * (its schemas, and `produces`), so what is derived from it is typed by it.
 */
export function defineCall<const D extends CallInput>(def: D): D & CallDef<D['request'], D['response']> {
  return { method: 'POST', client: 'json', signal: 'zero', auth: 'borrower', ...def };
}
