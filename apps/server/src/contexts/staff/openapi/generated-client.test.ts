// @module-tag wire: an integrator's client, generated from the document the server serves in its own wire mode
// An integrator's day one (issue 40): the types generated from the served /attempt/openapi.json with
// openapi-typescript, a client of openapi-fetch over them, and calls whose paths, parameters and field names are all
// read from the document. The client program is written from the document, type-checked (strict) against the
// generated types, and run: so a path template, a parameter a client must repeat, or a field name the document
// spells wrong fails here, at the type check or at the answer.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { OPENAPI_PATH } from '@pautang/contract/openapi';
import { XHR_MARKER_HEADER } from '@pautang/contract/session';
import { DEMO_AGENT } from '../../demo/index';
import { buildTestApp, type TestApp } from '../../../test-helper';

type Operation = {
  operationId: string;
  parameters?: ({ name: string; in: string } | { $ref: string })[];
  responses: Record<string, unknown>;
};
type Doc = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    parameters: Record<string, { name: string }>;
    securitySchemes: Record<string, { name: string; in: string }>;
  };
};

let t: TestApp;
let doc: Doc;
let dir: string;
const logs: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { logStream: { write: (line) => void logs.push(line) } });
  // The document as an integrator fetches it: a plain GET, no marker.
  const res = await t.app.inject({ method: 'GET', url: API_PREFIX + OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json<Doc>();
  dir = await mkdtemp(join(tmpdir(), 'pautang-openapi-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Where the document publishes an operation: its path template and method, found by its operationId. */
function operation(id: string): { path: string; method: 'GET' | 'POST'; op: Operation } {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op.operationId === id) return { path, method: method.toUpperCase() as 'GET' | 'POST', op };
    }
  }
  throw new Error(`operation ${id} is not in the document`);
}

/** The server, reached through Fastify's inject: what openapi-fetch sends is what the server receives. */
async function injectFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const res = await t.app.inject({
    method: request.method as 'GET' | 'POST',
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const v of Array.isArray(value) ? value : [value])
      if (v !== undefined) headers.append(name, String(v));
  }
  return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
}

const q = (s: string) => JSON.stringify(s);

/**
 * The integrator's program, written from the document: every path, parameter and field name is read from it (or
 * from the wire table, for a field's name), never typed in here.
 */
function clientProgram(): string {
  const w = (k: string) => t.wire.keyToWire(k);
  const signIn = operation('consoleSignIn');
  const file = operation('consoleBorrowerFile');
  const complaint = operation('consoleComplaint');
  const preview = operation('consolePreviewNotificationTemplate');
  const contact = operation('contactKfInfo');
  const orders = operation('orderList');
  const details = operation('loanDetails');
  const save = operation('problemSave');
  const session = doc.components.securitySchemes.borrowerSession?.name ?? '';
  const userId = doc.components.parameters.userId?.name ?? '';
  const deviceId = doc.components.parameters.deviceId?.name ?? '';
  return `
import type { Client } from 'openapi-fetch';
import type { paths } from './api';

export type Session = { sessionId: string; userId: string; deviceId: string };

export async function run(staff: Client<paths>, borrower: Client<paths>, who: Session) {
  // The host's session id is an API key in the query (the borrowerSession scheme): set once, for every call.
  borrower.use({
    onRequest: ({ request }) => {
      const url = new URL(request.url);
      url.searchParams.set(${q(session)}, who.sessionId);
      return new Request(url, request);
    },
  });
  const query = { ${q(userId)}: who.userId, ${q(deviceId)}: who.deviceId };
  const contact = await borrower.${contact.method}(${q(contact.path)}, {
    params: { query },
    body: { ${q(w('overall'))}: 30 },
  });
  const orders = await borrower.${orders.method}(${q(orders.path)}, { params: { query } });
  const first = orders.data?.data.${w('list')}[0];
  const orderId = first?.${w('orderId')} ?? '';
  const details = await borrower.${details.method}(${q(details.path)}, {
    params: { query: { ...query, ${q(w('orderId'))}: orderId } },
  });
  const filed = await borrower.${save.method}(${q(save.path)}, {
    params: { query },
    body: { ${q(w('problemType'))}: 2, ${q(w('problemDetail'))}: 'Filed from a generated client.', ${q(w('orderNo'))}: orderId },
  });

  const signIn = await staff.${signIn.method}(${q(signIn.path)}, {
    body: { username: ${q(DEMO_AGENT.username)}, password: ${q(DEMO_AGENT.password)} },
  });
  const cookie = (signIn.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  staff.use({ onRequest: ({ request }) => { request.headers.set('cookie', cookie); return request; } });
  const file = await staff.${file.method}(${q(file.path)}, { params: { path: { id: who.userId } } });
  const complaint = await staff.${complaint.method}(${q(complaint.path)}, {
    params: { path: { id: filed.data?.data.${w('problemId')} ?? '' } },
  });
  const preview = await staff.${preview.method}(${q(preview.path)}, {
    params: { path: { event: 'payment-received', lang: 'fil' } },
    body: { title: 'Natanggap: {amount}', body: 'Salamat, {name}.' },
  });
  const missing = await staff.${file.method}(${q(file.path)}, { params: { path: { id: '99999' } } });
  return {
    contact: contact.data ?? contact.error, orders: orders.data ?? orders.error,
    details: details.data ?? details.error, filed: filed.data ?? filed.error,
    signIn: signIn.data ?? signIn.error, cookie, file: file.data ?? file.error,
    complaint: complaint.data ?? complaint.error, preview: preview.data ?? preview.error,
    missing: { status: missing.response.status, error: missing.error },
  };
}
`;
}

/** Type-checks the program against the generated types, strict, as an integrator's build would. */
function typeErrors(files: string[]): string[] {
  const require = createRequire(import.meta.url);
  const fetchTypes = join(dirname(require.resolve('openapi-fetch')), 'index.d.ts');
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: { 'openapi-fetch': [fetchTypes] },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe(`a client generated from ${API_PREFIX}${OPENAPI_PATH}`, () => {
  it('types, calls and answers: the back-office sign-in, three path-parameter calls and four borrower calls', async () => {
    await writeFile(join(dir, 'api.d.ts'), astToString(await openapiTS(doc as never)));
    const program = join(dir, 'program.ts');
    await writeFile(program, clientProgram());
    // No X-Requested-With on any call (set once on the client), path templates filled from `params.path`.
    expect(typeErrors([program])).toEqual([]);

    const js = ts.transpileModule(clientProgram(), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const exports: { run?: (...args: unknown[]) => Promise<Record<string, unknown>> } = {};
    new Function('exports', js)(exports);
    const make = () =>
      createClient({ baseUrl: doc.servers[0]?.url ?? '', headers: XHR_MARKER_HEADER, fetch: injectFetch });
    const sessionId = await t.signIn('10001');
    const answers = (await exports.run?.(make(), make(), {
      sessionId,
      userId: '10001',
      deviceId: 'test-device-10001',
    })) as Record<string, { code?: unknown; success?: unknown; data?: Record<string, unknown> }>;
    const data = (key: string) => t.wire.fromWire(answers[key]?.data) as Record<string, unknown>;

    expect(answers.signIn).toMatchObject({ code: 0, success: true, data: { agent: { username: 'agent' } } });
    expect(String(answers.cookie)).toMatch(/^pautang_agent=./);
    // The path's id, not a literal ':id': the borrower's own file, and the complaint asked for.
    expect(answers.file).toMatchObject({ code: 0, success: true });
    expect(JSON.stringify(data('file'))).toContain('10001');
    // The complaint the borrower just filed (a 'flag' call: success true, code 0), read by its id in the path.
    expect(answers.filed).toMatchObject({ code: 0, success: true });
    expect(answers.complaint).toMatchObject({ code: 0, success: true });
    expect(data('complaint')).toMatchObject({
      id: data('filed').problemId,
      borrower: { userId: '10001' },
      content: 'Filed from a generated client.',
    });
    // The preview's event and language from the path, its wording from the body: filled, in Filipino.
    expect(answers.preview).toMatchObject({ code: 0, success: true });
    expect(data('preview').title).toMatch(/^Natanggap: ₱/);
    expect(answers.missing).toMatchObject({
      status: 404,
      error: { code: ErrorCode.NotFound, success: false },
    });

    expect(answers.contact).toMatchObject({ code: 0, success: true });
    expect(data('contact')).toMatchObject({ email: 'support@pautang.ph' });
    const list = (data('orders').list ?? []) as { orderId: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(data('details')).toMatchObject({ orderId: list[0]?.orderId });
    // Every refusal answered (the 404 above) was one its operation declares (platform/call.ts logs any other).
    expect(logs.filter((line) => line.includes('refusal status not declared'))).toEqual([]);
  });

  it("declares every operation's refusals, a 429 with Retry-After, and passes Redocly's recommended lint", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: join(dir, 'openapi.json'),
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(problems.filter((p) => p.ruleId === 'operation-4xx-response')).toEqual([]);
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        expect(Object.keys(op.responses), op.operationId).toEqual(
          expect.arrayContaining(['200', '400', '403', '429', 'default']),
        );
      }
    }
    const responses = (doc.components as unknown as { responses: Record<string, { headers?: object }> })
      .responses;
    expect(responses.refused429?.headers).toHaveProperty('Retry-After');
  });

  it('names no header every call must repeat: the XHR marker is a security scheme', () => {
    const markerName = Object.keys(XHR_MARKER_HEADER)[0]?.toLowerCase();
    expect(doc.components.securitySchemes.xhrMarker).toMatchObject({ in: 'header' });
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        const names = (op.parameters ?? []).map((p) => ('name' in p ? p.name.toLowerCase() : p.$ref));
        expect(names, op.operationId).not.toContain(markerName);
        expect(JSON.stringify(op.parameters ?? []), op.operationId).not.toContain('xhrMarker');
      }
    }
  });
});
