// One fake server for the native screens' tests, built from the contract: a fetch that answers the borrower's calls
// by their declared path (plain wire names), checks each request against the call's request schema as the server
// would, and each answer against its response schema, so a fixture that drifts from the contract fails the test.
// Every request is recorded, so a test asserts what the app sent.
import { calls, type BuiltCall, type NativeCall, type ResponseOf } from '@pautang/contract/calls';
import { UPLOAD_FIELD } from '@pautang/contract/constants';
import { API_PREFIX, builtEndpoints } from '@pautang/contract/endpoints';
import { nativeEndpoints } from '@pautang/contract/native-wire';
import { ErrorCode } from '@pautang/contract/errors';
import { vi } from 'vitest';
import type { z } from 'zod';

/** The calls the native app makes: its own and the H5's. */
type AppCall = BuiltCall | NativeCall;

export type Sent = {
  key: AppCall;
  body: Record<string, unknown>;
  /** The session parameters of the query. */
  query: Record<string, string>;
  /** A multipart call's file. */
  file?: File;
};

/** A refusal the server answers in the envelope (a code other than success, a message, maybe data). */
export type Refusal = { refused: { code: number; message: string; data?: unknown } };
export const refuse = (
  message: string,
  code: number = ErrorCode.Validation,
  data: unknown = null,
): Refusal => ({
  refused: { code, message, data },
});

/** A call's request as the server reads it: checked and coerced by its schema. */
type Parsed<K extends AppCall> = z.output<(typeof calls)[K]['request']>;

export type FakeHandlers = {
  [K in AppCall]?: (
    body: Parsed<K>,
    sent: Sent,
  ) => ResponseOf<K> | Refusal | Promise<ResponseOf<K> | Refusal>;
};

const reply = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body), json: async () => body }) as Response;

const keyByPath = new Map(
  Object.entries({ ...builtEndpoints, ...nativeEndpoints }).map(([key, def]) => [
    API_PREFIX + def.path,
    key as AppCall,
  ]),
);

export function fakeApp(
  handlers: FakeHandlers,
  /** Anything that is not a borrower's call (the demo tools); a 404 when it answers undefined. */
  other: (url: string, init?: RequestInit) => Response | undefined = () => undefined,
) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://console.test');
    const key = keyByPath.get(url.pathname);
    if (!key)
      return other(String(input), init) ?? reply({ code: 404, message: 'Not found', data: null }, 404);
    const body: Record<string, unknown> = {};
    let file: File | undefined;
    if (init?.body instanceof FormData) {
      for (const [name, value] of init.body.entries()) {
        if (name === UPLOAD_FIELD && typeof value !== 'string') file = value;
        else body[name] = value;
      }
    } else if (typeof init?.body === 'string') {
      Object.assign(body, JSON.parse(init.body) as Record<string, unknown>);
    }
    const record: Sent = {
      key,
      body,
      query: Object.fromEntries(url.searchParams),
      ...(file ? { file } : {}),
    };
    sent.push(record);
    const handler = handlers[key] as unknown as ((body: unknown, sent: Sent) => unknown) | undefined;
    if (!handler) return reply({ code: ErrorCode.UnknownCall, message: `No fake for ${key}`, data: null });
    const parsed = calls[key].request.safeParse(body);
    if (!parsed.success) {
      return reply({
        code: ErrorCode.Validation,
        message: parsed.error.issues[0]?.message ?? 'bad',
        data: null,
      });
    }
    const answer = await handler(parsed.data, record);
    if (answer !== null && typeof answer === 'object' && 'refused' in answer) {
      const { code, message, data } = (answer as Refusal).refused;
      return reply({ code, message, data: data ?? null });
    }
    return reply({ code: 0, message: 'success', data: calls[key].response.parse(answer) });
  });
  return {
    fetch,
    sent,
    /** What the app sent to one call, oldest first. */
    sentTo: (key: AppCall) => sent.filter((s) => s.key === key),
  };
}
