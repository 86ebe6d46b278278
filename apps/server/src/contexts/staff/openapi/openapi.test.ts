// @module-tag wire: the document and its route are written in the server's wire mode
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, pathTemplate } from '@pautang/contract/call';
import { calls } from '@pautang/contract/calls';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { openApiDocument, publishedCalls } from '@pautang/contract/openapi';
import { createFullWire } from '@pautang/contract/native-wire';
import { WIRE_MODES } from '@pautang/contract/wire-names';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { AGENT_COOKIE } from '../agents/agents.service';

type Doc = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  components: Record<string, unknown>;
};
const documentOf = (wire: TestApp['wire'], origin = 'https://pautang.example') =>
  openApiDocument({ wire, origin, staffCookie: AGENT_COOKIE }) as Doc;

/** The schema a call's success answer is documented with, its $refs readable against the document. */
function answerSchema(doc: Doc, path: string, method: string): object {
  const ok = doc.paths[path]?.[method]?.responses['200'] as {
    content: { 'application/json': { schema: object } };
  };
  return { ...ok.content['application/json'].schema, components: doc.components };
}

/** Every JSON Schema the document holds (request bodies, parameters, answers, components). */
function schemasIn(node: unknown, out: object[] = []): object[] {
  if (Array.isArray(node)) for (const n of node) schemasIn(n, out);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema' && value !== null && typeof value === 'object' && !('$ref' in value))
        out.push(value);
      else schemasIn(value, out);
    }
  }
  return out;
}

describe.each(WIRE_MODES)('the OpenAPI document (%s wire)', (mode) => {
  const wire = createFullWire(mode);
  // Built in a hook, so a schema JSON Schema cannot state fails a test by name rather than the file's loading.
  let doc: Doc;
  beforeAll(() => {
    doc = documentOf(wire);
  });

  it('is valid OpenAPI 3.1, and each of its schemas valid JSON Schema 2020-12', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    // The OpenAPI schema takes any object as a Schema Object: compile each one to know it says what it means.
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false });
    const schemas = schemasIn(doc.paths);
    expect(schemas.length).toBeGreaterThan(Object.keys(calls).length);
    for (const schema of schemas) expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('holds every call, once, with its method at its wire path', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    const declared = Object.entries(publishedCalls).map(
      ([key, def]) => `${key} ${def.method} ${API_PREFIX}${pathTemplate(wire.pathToWire(def.path))}`,
    );
    expect(declared.length).toBe(Object.keys(calls).length + 2);
    expect(operations.sort()).toEqual(declared.sort());
  });

  it('publishes a staff call with the agent cookie, its roles, and plain names (the back office speaks them)', () => {
    const staff = defineCall({
      path: '/console/example',
      auth: 'staff',
      roles: ['support'],
      request: z.object({ problemId: z.string() }),
      response: z.object({ smWa: z.string() }),
      summary: 'A staff call.',
    });
    const one = openApiDocument({
      wire,
      origin: 'https://pautang.example',
      staffCookie: AGENT_COOKIE,
      table: { staff },
    }) as Doc;
    const op = one.paths[`${API_PREFIX}/console/example`]?.post as unknown as Record<string, unknown>;
    expect(op).toMatchObject({ security: [{ staffCookie: [], xhrMarker: [] }], 'x-roles': ['support'] });
    expect(JSON.stringify(op)).toMatch(/"smWa".*"problemId"|"problemId".*"smWa"/);
    expect(one.components).toMatchObject({
      securitySchemes: { staffCookie: { type: 'apiKey', in: 'cookie', name: AGENT_COOKIE } },
    });
  });

  it('names fields as the wire does, at every depth', () => {
    const path = API_PREFIX + wire.pathToWire(calls.contactKfInfo.path);
    const data = (answerSchema(doc, path, 'post') as { properties: { data: { properties: object } } })
      .properties.data;
    expect(Object.keys(data.properties)).toContain(wire.keyToWire('smWa'));
    if (mode === 'obfuscated') {
      expect(wire.keyToWire('smWa')).not.toBe('smWa');
      expect(JSON.stringify(doc.paths)).not.toMatch(/"smWa"/);
    }
  });
});

describe('GET /attempt/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it("serves the server's wire mode and origin to a plain read, without the page's XHR marker", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/attempt/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const doc = res.json<Doc & { servers: { url: string }[] }>();
    expect(doc).toEqual(documentOf(t.wire, t.config.publicOrigin));
    expect(doc.servers).toEqual([{ url: 'http://localhost' }]);
  });

  it('exempts that one read only: other unmarked /attempt requests are still refused as cross-site', async () => {
    for (const [method, url] of [
      ['POST', '/attempt/openapi.json'],
      ['GET', '/attempt/openapi.jsonx'],
      ['GET', `${API_PREFIX}${t.wire.pathToWire(calls.loanDetails.path)}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.json<{ code: number }>().code, `${method} ${url}`).toBe(ErrorCode.CrossSite);
    }
  });

  it('describes what a call really answers', async () => {
    const sessionId = await t.signIn('10001');
    const res = await t.inject({
      method: 'POST',
      url: `${API_PREFIX}${t.wire.pathToWire(calls.contactKfInfo.path)}?${await t.sessionQuery(sessionId)}`,
      payload: t.wire.toWire({ overall: 30 }) as object,
    });
    expect(res.json<{ code: number }>().code).toBe(0);
    const doc = documentOf(t.wire);
    const validate = new Ajv2020({ strict: false }).compile(
      answerSchema(doc, `${API_PREFIX}${t.wire.pathToWire(calls.contactKfInfo.path)}`, 'post'),
    );
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
  });
});
