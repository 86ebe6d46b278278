// @module-tag wire: hostile requests in wire names over every route
// @module-tag database: hostile values reach SQL through the driver
// Fuzzing (issue 12): 10,000 random and hostile requests over every route that takes input: each call of the
// contract's table (a new call is fuzzed without a line here), the routes registered beside it (the back office's sign-in, demo,
// gateway, files: a new one fails the coverage check until it is listed) and the server-rendered pages. Whatever
// arrives, the answer is never a 5xx (bar a deliberate 503), never a stack, and no error reaches the log; on
// /attempt a refusal is the envelope with a non-zero code and a message. bad-input.test.ts keeps the fixed cases.
// Replay: FUZZ_SEED=<seed> (a failure prints its target, seed, path and request); FUZZ_RUNS scales the total.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AGENT_SESSION_PATHS, AgentSignInSchema } from '@pautang/contract/back-office';
import { UPLOAD_MAX_BYTES } from '@pautang/contract/constants';
import { successCode } from '@pautang/contract/envelope';
import { API_PREFIX, plannedEndpoints } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import { schemaKeys } from '@pautang/contract/schema-fields';
import { calls, type CallKey, type ServedCall } from '@pautang/contract/calls';
import { SESSION_PARAM_KEYS } from '@pautang/contract/session';
import { createFullWire } from '@pautang/contract/native-wire';
import { loadConfig } from './platform/config';
import { DEMO_AGENT, DEMO_COMPLAINTS } from './contexts/demo/index';
import { DEMO_TEMPLATE_ID } from './contexts/demo/index';
import { insertAgentSession } from './contexts/staff/index';
import { AGENT_COOKIE } from './contexts/staff/index';
import { SCENARIOS } from './contexts/demo/index';
import { buildTestApp, type TestApp } from './test-helper';

/** The wire mode under test (WIRE_MODE), as the app will read it. */
const wire = createFullWire(loadConfig({ ...process.env, NODE_ENV: 'test', DEMO: '1' }).wireMode);
/**
 * The pass this is. The plain PGlite pass sends the 10,000 requests; the obfuscated and PostgreSQL passes repeat
 * the file for what wire names and the driver change, with 2,500 each on seeds of their own. They sent the same
 * 10,000 as the plain pass (one seed), 128 s of the three passes' 176; now a run sends 15,000 distinct ones.
 */
const PASS = process.env.TEST_DATABASE_URL ? 'postgres' : wire.mode === 'obfuscated' ? 'obfuscated' : 'plain';
const SEED = Number(process.env.FUZZ_SEED ?? 20261121 + { plain: 0, obfuscated: 1, postgres: 2 }[PASS]);
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? (PASS === 'plain' ? 10_000 : 2_500));

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

/** A long run of one piece of text; printed short, so a counterexample stays readable. */
class Repeat {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  toString(): string {
    return this.unit.repeat(this.times);
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.unit)}×${this.times}`;
  }
}

/** JSON text written as is: numbers JSON.stringify cannot write, nesting too deep to build, broken syntax. */
class Raw {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `raw(${this.text.length > 80 ? `${JSON.stringify(this.text.slice(0, 80))}… ${this.text.length} chars` : JSON.stringify(this.text)})`;
  }
}

/** A JSON object as its entries, so keys may repeat and __proto__ is an ordinary key of the text. */
class Entries {
  constructor(readonly entries: [unknown, unknown][]) {}
  [fc.toStringMethod](): string {
    return `{${this.entries.map(([k, v]) => `${fc.stringify(k)}: ${fc.stringify(v)}`).join(', ')}}`;
  }
}

const text = (v: unknown): string =>
  v instanceof Raw ? v.text : v instanceof Entries || Array.isArray(v) ? jsonText(v) : String(v);

function jsonText(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (v instanceof Repeat) return JSON.stringify(String(v));
  if (Array.isArray(v)) return `[${v.map(jsonText).join(',')}]`;
  if (v instanceof Entries)
    return `{${v.entries.map(([k, x]) => `${JSON.stringify(text(k))}:${jsonText(x)}`).join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** Values our own pages send, so a share of the runs gets past the schemas into the services. */
const PLAUSIBLE = [
  '10001',
  '10002',
  '10003',
  'PT0000000180',
  'PT0000000174',
  'PT0000000170',
  'PT0000000151',
  'PT0000000110',
  'prod-plus-20k',
  'prod-quick-5k',
  'prod-flex-12k',
  'prod-decline-3k',
  DEMO_COMPLAINTS.submitted,
  DEMO_COMPLAINTS.replied,
  DEMO_TEMPLATE_ID,
  '09171234501',
  '639171234501',
  '123456',
  'GCSH',
  'BOG',
  'DEBIT',
  'Pautang',
  'android',
  '1',
  '0',
  '30',
  '2026-11-21',
  '2026-11-21T02:00:00.000Z',
  'Maria Santos',
  'maria@example.com',
];

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n',
  '\t\u000b\f',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ufffd',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '😀',
  '👨‍👩‍👧‍👦',
  'e\u0301',
  'İ',
  'ß',
  '𝟘𝟙',
  '١٢٣',
  '１２３',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '00',
  '01',
  '1e309',
  '-1e309',
  '1e-400',
  '0x1A',
  '0b1',
  '1_000',
  '9007199254740993',
  '-1',
  '1.5',
  '.5',
  '+1',
  ' 1',
  '1 ',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' or 1=1 --",
  '"; drop table orders; --',
  '\\',
  '\\u0000',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '$ne',
  'http://evil.example/',
  '//evil.example',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13T00:00:00.000Z',
  'PT0000000180\u0000',
  'prod-plus-20k ',
  'PT00000001800000000000000000000',
];

const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '-0',
  '-0.0',
  '1e-400',
  '123456789012345678901234567890',
  '1E+2',
  '0.1e1',
  '9007199254740993',
];

const HUGE_UNITS = ['a', '9', ' ', '\u0000', 'é', '😀', '%', '<', '\\', '"', 'PT0000000180,'];

const huge = fc
  .record({ unit: fc.constantFrom(...HUGE_UNITS), times: fc.constantFrom(101, 1025, 4097, 70_001) })
  .map(({ unit, times }) => new Repeat(unit, times));

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...PLAUSIBLE), weight: 5 },
  { arbitrary: fc.constantFrom(...NASTY), weight: 4 },
  // A value that would pass, but for one character: the likeliest to get past a schema and reach the database.
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(...PLAUSIBLE),
        fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\u202e', '%00', "'"),
      )
      .map(([v, c]) => v + c),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 32 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 16 }), weight: 1 },
  { arbitrary: huge, weight: 1 },
  {
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53 + 2, 0.1, 1e21, -1e-7, 1e308),
    ),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(...RAW_NUMBERS).map((t) => new Raw(t)), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  ' ',
  'a.b',
  'a[0]',
  'a[]',
  '$ne',
  '\u0000',
  '😀',
  'x\ud800',
];

/** Keys: the target's own fields (wire and logical names) mostly, then session keys and hostile ones. */
const keyOf = (fields: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...fields), weight: 8 },
    { arbitrary: fc.constantFrom(...HOSTILE_KEYS), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
    { arbitrary: fc.constant(new Repeat('k', 5000)), weight: 1 },
  );

const valueOf = (fields: string[]): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { maxDepth: 3, depthSize: 'small' },
      { arbitrary: scalar, weight: 8 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
      {
        arbitrary: fc
          .array(fc.tuple(keyOf(fields), tie('value')), { maxLength: 4 })
          .map((e) => new Entries(e)),
        weight: 1,
      },
    ),
  })).value;

const POLLUTION = [
  '{"__proto__":{"fuzzPolluted":1}}',
  '{"constructor":{"prototype":{"fuzzPolluted":1}}}',
  '{"a":{"__proto__":{"fuzzPolluted":1}}}',
  '[{"__proto__":{"fuzzPolluted":1}}]',
];

const MALFORMED = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '[1,2',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '{"a":Infinity}',
  '{"a":1e309}',
  'null',
  'true',
  '-0',
  '""',
  '/* */{}',
  '{"a":1}//',
  '\u0000',
];

/** Nesting deep enough to find recursion that trusts its input. */
const deep = fc
  .record({
    open: fc.constantFrom('[', '{"a":', '{"orderId":', '[{"x":'),
    times: fc.constantFrom(100, 5000, 60_000),
  })
  .map(({ open, times }) => {
    const close = open === '[' ? ']' : open === '[{"x":' ? '}]' : '}';
    return new Raw(`${open.repeat(times)}1${close.repeat(times)}`);
  });

// ---------------------------------------------------------------------------------------------------------------
// Requests

type Who = 'borrower' | 'agent' | 'visitor' | 'gateway' | 'page';
type BodyKind = 'json' | 'form' | 'multipart' | 'query';

type Target = {
  name: string;
  method: 'GET' | 'POST';
  /** The route as registered (for the coverage check); undefined for pages and planned calls. */
  route: string | undefined;
  /** The address as sent, given the path parameter (wire names, so obfuscated mode routes it). */
  url: (param: string) => string;
  /** Values that name something real for the path parameter. */
  params?: string[];
  who: Who;
  body: BodyKind;
  /** The input's field names as sent (wire and logical names both, where the wire renames them). */
  fields: string[];
  /** A logical field name as this route's clients send it. */
  sent: (key: string) => string;
  /** An input its schema accepts, built from the schema: mutated one field at a time, it reaches the services. */
  example?: unknown;
  /** Keys of the session parameters in the query (wire names for the contract's calls). */
  sessionKeys: { sessionId: string; userId: string; deviceId: string };
  /** Under /attempt: every answer is the envelope (or a success the route defines). */
  api: boolean;
  /** The contract call, whose success has a known code. */
  call?: ServedCall;
  /** Ends the session it is called with: each run gets a fresh one. */
  endsSession?: boolean;
  weight: number;
};

type Part = {
  name: unknown;
  file: { filename: unknown; type: string } | null;
  content:
    | { kind: 'value'; value: unknown }
    | { kind: 'bytes'; bytes: Uint8Array }
    | { kind: 'png'; keep: number; flip: number | null }
    | { kind: 'oversize' };
};

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; pairs: Pair[] }
  | {
      kind: 'multipart';
      parts: Part[];
      shape: 'ok' | 'no-closing' | 'other-boundary' | 'lf-only' | 'no-disposition' | 'preamble';
    }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'text'; text: string };

type Pair = { key: unknown; value: unknown; encoding: 'encoded' | 'raw' | 'garbage'; garbage: string };

type Identity = 'none' | 'borrower' | 'mismatch' | 'bogus' | 'agent' | 'agent-bogus';

type FuzzInput = {
  identity: Identity;
  method: string | null;
  param: string;
  query: Pair[];
  body: Body;
  contentType: string | null;
  headers: {
    marker: boolean;
    origin: string | null;
    secFetchSite: string | null;
    host: string | null;
    acceptEncoding: string | null;
    cookie: string | null;
  };
};

const GARBAGE = [
  '%',
  '%z',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%FF%FE',
  '%%',
  '%u0041',
  '+',
  '=',
  '&',
  '&&=&',
  '[',
  ']',
  '%2',
  ';',
  '%0D%0A',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/json;charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-7',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unterminated',
  'multipart/mixed; boundary=x',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'image/png',
  '*/*',
  'a/b;;;=;',
  'application/json, text/plain',
  `application/${'j'.repeat(2000)}`,
];

const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'text/html',
  'application/x-msdownload',
  'application/octet-stream',
  '',
  'image/png; charset=utf-8',
  'image',
];

/** Percent-encodes the bytes of `s` except the characters `keep` allows (a lone surrogate becomes U+FFFD). */
function pct(s: string, keep: RegExp): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += keep.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

// Node refuses a request line and headers over 16 KB, so a longer address never reaches a real server.
const URL_PIECE_MAX = 12_000;

function encodePair(p: Pair): string {
  const enc = (v: unknown) => {
    const s = text(v).slice(0, URL_PIECE_MAX);
    if (p.encoding === 'raw') return pct(s, /^[\x21-\x22\x24-\x7e]$/);
    return pct(s, /^[A-Za-z0-9._~-]$/);
  };
  const pair = `${enc(p.key)}=${enc(p.value)}`;
  return (p.encoding === 'garbage' ? pair + p.garbage : pair).slice(0, URL_PIECE_MAX);
}

const asPairs = (entries: [string, unknown][]): Pair[] =>
  entries.map(([key, value]) => ({ key, value, encoding: 'encoded', garbage: '' }));

const pairOf = (fields: string[]): fc.Arbitrary<Pair> =>
  fc.record({
    key: fc.oneof(
      { arbitrary: keyOf(fields), weight: 6 },
      { arbitrary: fc.constantFrom(...fields).map((k) => `${k}[]`), weight: 1 },
      { arbitrary: fc.constantFrom(...fields).map((k) => `${k}[0]`), weight: 1 },
    ),
    value: scalar,
    encoding: fc.constantFrom<Pair['encoding']>('encoded', 'encoded', 'encoded', 'encoded', 'raw', 'garbage'),
    garbage: fc.constantFrom(...GARBAGE),
  });

// `big`: one file over the upload limit now and then (not among forty parts: ten megabytes each is only slow).
const partOf = (fields: string[], fileFields: string[], big: boolean): fc.Arbitrary<Part> =>
  fc.record({
    name: fc.oneof(
      { arbitrary: fc.constantFrom(...fileFields), weight: 4 },
      { arbitrary: keyOf(fields), weight: 3 },
      { arbitrary: fc.constantFrom('a"b', 'a\r\nX-Injected: 1', "a'b", 'a;b=c', '', '*'), weight: 1 },
    ),
    file: fc.option(
      fc.record({
        filename: fc.oneof(
          fc.constantFrom(
            'a.png',
            'a.jpg',
            '../../etc/passwd',
            'a.png.exe',
            '',
            'a"b.png',
            '😀.png',
            '.htaccess',
          ),
          scalar,
        ),
        type: fc.constantFrom(...FILE_TYPES),
      }),
      { freq: 3 },
    ),
    content: fc.oneof(
      { arbitrary: scalar.map((value) => ({ kind: 'value' as const, value })), weight: 30 },
      {
        arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({ kind: 'bytes' as const, bytes })),
        weight: 30,
      },
      {
        arbitrary: fc.record({
          kind: fc.constant('png' as const),
          keep: fc.double({ min: 0, max: 1, noNaN: true }),
          flip: fc.option(fc.nat(), { freq: 2 }),
        }),
        weight: 30,
      },
      ...(big ? [{ arbitrary: fc.constant({ kind: 'oversize' as const }), weight: 1 }] : []),
    ),
  });

/** Every field of the target, each present now and then: the input a page sends, with hostile values in it. */
const everyField = (target: Target): fc.Arbitrary<[string, unknown][]> => {
  const sent = [...new Set(target.fields.map(target.sent))];
  return fc
    .tuple(
      ...sent.map((f) =>
        fc.option(valueOf(target.fields), { freq: 4 }).map((v) => [f, v] as [string, unknown]),
      ),
    )
    .map((entries) => entries.filter(([, v]) => v !== null));
};

type Path = (string | number)[];
const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** The leaves of an example: where a mutation may put a hostile value. */
function leavesOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value) && value.length) return value.flatMap((v, i) => leavesOf(v, [...path, i]));
  if (isRecord(value) && Object.keys(value).length) {
    return Object.entries(value).flatMap(([k, v]) => leavesOf(v, [...path, k]));
  }
  return [path];
}

/** Replace a leaf, drop it, or taint it: its own value with one character that should be refused after it. */
type Mutation = { at: number; how: 'replace' | 'drop' | 'taint'; value: unknown; taint: string };

const TAINTS = ['\u0000', '\u0000', '\u0001', '\ud800', '\u202e', "'", ' ', '%00'];

function mutate(example: unknown, leaves: Path[], mutations: Mutation[]): unknown {
  // The example sits in a holder, so the root itself is a leaf like any other.
  const holder: Record<string | number, unknown> = { root: structuredClone(example) };
  for (const { at, how, value, taint } of mutations) {
    const path = ['root', ...(leaves[at % leaves.length] ?? [])];
    let parent: unknown = holder;
    for (const step of path.slice(0, -1))
      parent = (parent as Record<string | number, unknown> | undefined)?.[step];
    if (parent === null || typeof parent !== 'object') continue;
    const slot = parent as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (how === 'drop') delete slot[last];
    else slot[last] = how === 'taint' ? `${text(slot[last])}${taint}` : value;
  }
  return holder.root;
}

/** Plain objects become Entries with their keys as the route's clients send them (the wire renames deeply). */
function asSentValue(value: unknown, sent: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => asSentValue(v, sent));
  if (isRecord(value))
    return new Entries(Object.entries(value).map(([k, v]) => [sent(k), asSentValue(v, sent)]));
  return value;
}

/** The example with one or two leaves replaced by hostile values, or dropped. */
const mutated = (target: Target): fc.Arbitrary<unknown> | undefined => {
  if (target.example === undefined) return undefined;
  const leaves = leavesOf(target.example);
  return fc
    .array(
      fc.record({
        at: fc.nat({ max: leaves.length - 1 }),
        how: fc.constantFrom<Mutation['how']>('replace', 'replace', 'replace', 'taint', 'taint', 'drop'),
        value: valueOf(target.fields),
        taint: fc.constantFrom(...TAINTS),
      }),
      { minLength: 1, maxLength: 2 },
    )
    .map((mutations) => asSentValue(mutate(target.example, leaves, mutations), target.sent));
};

/** Top-level entries as query or form pairs (nested values go as their JSON text). */
const pairsOf = (value: unknown): Pair[] =>
  value instanceof Entries
    ? value.entries.map(([key, v]) => ({ key, value: v, encoding: 'encoded', garbage: '' }))
    : [{ key: 'x', value, encoding: 'encoded', garbage: '' }];

const bodyOf = (target: Target): fc.Arbitrary<Body> => {
  const fileFields = [...new Set(['problemImage', ...target.fields.filter((f) => /image/i.test(f))])];
  const example = mutated(target);
  const json = fc.oneof(
    ...(example ? [{ arbitrary: example, weight: 8 }] : []),
    { arbitrary: everyField(target).map((e) => new Entries(e)), weight: 4 },
    {
      arbitrary: fc
        .array(fc.tuple(keyOf(target.fields), valueOf(target.fields)), { maxLength: 8 })
        .map((e) => new Entries(e)),
      weight: 8,
    },
    { arbitrary: valueOf(target.fields), weight: 1 },
    { arbitrary: deep, weight: 1 },
    { arbitrary: fc.constantFrom(...POLLUTION, ...MALFORMED).map((t) => new Raw(t)), weight: 2 },
  );
  const kinds = {
    none: fc.constant({ kind: 'none' as const }),
    json: json.map((value) => ({ kind: 'json' as const, value })),
    form: fc
      .oneof(
        ...(example ? [example.map(pairsOf)] : []),
        fc.array(pairOf(target.fields), { maxLength: 8 }),
        everyField(target).map(asPairs),
      )
      .map((pairs) => ({ kind: 'form' as const, pairs })),
    multipart: fc.record({
      kind: fc.constant('multipart' as const),
      parts: fc.oneof(
        {
          arbitrary: fc.array(partOf(target.fields, fileFields, true), { minLength: 1, maxLength: 4 }),
          weight: 5,
        },
        {
          arbitrary: fc.array(partOf(target.fields, fileFields, false), { minLength: 20, maxLength: 40 }),
          weight: 1,
        },
      ),
      shape: fc.constantFrom<Extract<Body, { kind: 'multipart' }>['shape']>(
        'ok',
        'ok',
        'ok',
        'ok',
        'no-closing',
        'other-boundary',
        'lf-only',
        'no-disposition',
        'preamble',
      ),
    }),
    bytes: fc
      .oneof(
        fc.uint8Array({ maxLength: 512 }),
        fc.constantFrom(
          Uint8Array.from([0xff, 0xfe, 0x7b, 0x7d]),
          Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
          new Uint8Array(Buffer.from('{"orderId":"PT0000000180"}', 'utf16le')),
          Uint8Array.from([0x1f, 0x8b, 0x08, 0x00]),
        ),
      )
      .map((bytes) => ({ kind: 'bytes' as const, bytes })),
    text: fc
      .oneof(
        fc.string({ unit: 'binary', maxLength: 256 }),
        fc.constantFrom(
          '<a/>',
          '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
        ),
      )
      .map((t) => ({ kind: 'text' as const, text: t })),
  };
  const weights: Record<BodyKind, Partial<Record<keyof typeof kinds, number>>> = {
    json: { json: 10, form: 2, multipart: 1, bytes: 1, text: 1, none: 1 },
    form: { form: 8, json: 4, multipart: 1, bytes: 1, text: 1, none: 1 },
    multipart: { multipart: 10, json: 2, form: 1, bytes: 1, none: 1 },
    query: { none: 8, json: 1, form: 1 },
  };
  return fc.oneof(
    ...Object.entries(weights[target.body]).map(([kind, weight]) => ({
      arbitrary: kinds[kind as keyof typeof kinds] as fc.Arbitrary<Body>,
      weight: weight ?? 0,
    })),
  );
};

const IDENTITIES: Record<Who, Partial<Record<Identity, number>>> = {
  borrower: { borrower: 6, none: 2, mismatch: 1, bogus: 1, agent: 1 },
  visitor: { none: 4, borrower: 2, bogus: 1 },
  agent: { agent: 6, none: 2, 'agent-bogus': 1, borrower: 1 },
  gateway: { none: 4, borrower: 1, agent: 1 },
  page: { borrower: 5, none: 2, mismatch: 1, bogus: 1 },
};

/** null mostly; now and then one of `arb`'s values. */
const rarely = <T>(arb: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> =>
  fc.oneof({ arbitrary: fc.constant(null), weight: oneIn - 1 }, { arbitrary: arb, weight: 1 });

const inputOf = (target: Target): fc.Arbitrary<FuzzInput> =>
  fc.record({
    identity: fc.oneof(
      ...Object.entries(IDENTITIES[target.who]).map(([identity, weight]) => ({
        arbitrary: fc.constant(identity as Identity),
        weight: weight ?? 0,
      })),
    ),
    method: rarely(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'), 20),
    param: fc.oneof(
      { arbitrary: fc.constantFrom(...(target.params ?? ['x'])), weight: 4 },
      {
        arbitrary: scalar.map((v) => pct(text(v).slice(0, 300), /^[A-Za-z0-9._~-]$/)),
        weight: 2,
      },
      {
        arbitrary: fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%00', '%', 'a%2Fb', '.', '..'),
        weight: 1,
      },
    ),
    query:
      target.body === 'query'
        ? fc.oneof(
            ...(mutated(target) ? [mutated(target)!.map(pairsOf)] : []),
            fc.array(pairOf([...target.fields, ...SESSION_PARAM_KEYS]), { maxLength: 10 }),
            everyField(target).map(asPairs),
          )
        : fc.array(pairOf([...target.fields, ...SESSION_PARAM_KEYS]), { maxLength: 4 }),
    body: bodyOf(target),
    contentType: rarely(fc.constantFrom(...CONTENT_TYPES), 5),
    headers: fc.record({
      marker: fc.oneof(
        { arbitrary: fc.constant(true), weight: 12 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      origin: rarely(
        fc.constantFrom('http://localhost', 'http://evil.example', 'null', 'HTTP://LOCALHOST'),
        12,
      ),
      secFetchSite: rarely(fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none', 'x'), 12),
      host: rarely(fc.constantFrom('evil.example', 'localhost:80', 'LOCALHOST', 'localhost:1', '[::1]'), 25),
      acceptEncoding: rarely(
        fc.constantFrom('gzip', 'br', 'deflate', 'gzip;q=0, br;q=x', '*', 'identity;q=0'),
        4,
      ),
      cookie: rarely(
        fc.constantFrom(
          `${AGENT_COOKIE}=`,
          `${AGENT_COOKIE}=%00`,
          'a=b; ; =;',
          `${AGENT_COOKIE}=${'x'.repeat(4000)}`,
        ),
        10,
      ),
    }),
  });

const MULTIPART_BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

function multipartBody(body: Extract<Body, { kind: 'multipart' }>, png: Buffer) {
  const boundary = MULTIPART_BOUNDARY;
  const eol = body.shape === 'lf-only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  if (body.shape === 'preamble') chunks.push(Buffer.from(`preamble ${boundary}${eol}--${boundary}x${eol}`));
  for (const part of body.parts) {
    const name = text(part.name).slice(0, 10_000);
    const filename = part.file ? `; filename="${text(part.file.filename).slice(0, 1000)}"` : '';
    const disposition =
      body.shape === 'no-disposition'
        ? ''
        : `Content-Disposition: form-data; name="${name}"${filename}${eol}`;
    const type = part.file ? `Content-Type: ${part.file.type}${eol}` : '';
    chunks.push(Buffer.from(`--${boundary}${eol}${disposition}${type}${eol}`));
    const c = part.content;
    if (c.kind === 'value') chunks.push(Buffer.from(text(c.value)));
    else if (c.kind === 'bytes') chunks.push(Buffer.from(c.bytes));
    else if (c.kind === 'oversize') chunks.push(Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x41));
    else {
      const cut = Buffer.from(png.subarray(0, Math.round(png.length * c.keep)));
      if (c.flip !== null && cut.length > 0) cut[c.flip % cut.length]! ^= 0xff;
      chunks.push(cut);
    }
    chunks.push(Buffer.from(eol));
  }
  if (body.shape !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--${eol}`));
  const declared = body.shape === 'other-boundary' ? `${boundary}-other` : boundary;
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${declared}` };
}

/** What a run needs from the app: sessions (fresh where the route ends them) and a real PNG to cut up. */
type Credentials = { borrower: string; agent: string; png: Buffer };

function requestOf(target: Target, input: FuzzInput, creds: Credentials): InjectOptions {
  const { sessionId, userId, deviceId } = target.sessionKeys;
  const query: string[] = [];
  if (input.identity === 'borrower' || input.identity === 'mismatch') {
    // The borrower's session is t.signIn('10001')'s: issued to the test device of 10001.
    query.push(
      `${sessionId}=${creds.borrower}`,
      `${userId}=${input.identity === 'mismatch' ? '10002' : '10001'}`,
      `${deviceId}=test-device-10001`,
    );
  }
  if (input.identity === 'bogus') query.push(`${sessionId}=bogus-${'0'.repeat(40)}`);
  query.push(...input.query.map(encodePair));
  const headers: Record<string, string> = {};
  if (input.headers.marker) headers['x-requested-with'] = 'XMLHttpRequest';
  if (input.headers.origin !== null) headers.origin = input.headers.origin;
  if (input.headers.secFetchSite !== null) headers['sec-fetch-site'] = input.headers.secFetchSite;
  if (input.headers.host !== null) headers.host = input.headers.host;
  if (input.headers.acceptEncoding !== null) headers['accept-encoding'] = input.headers.acceptEncoding;
  const cookies = [
    input.identity === 'agent' ? `${AGENT_COOKIE}=${creds.agent}` : undefined,
    input.identity === 'agent-bogus' ? `${AGENT_COOKIE}=${'A'.repeat(43)}` : undefined,
    input.headers.cookie ?? undefined,
  ].filter((c) => c !== undefined);
  if (cookies.length) headers.cookie = cookies.join('; ');

  let payload: string | Buffer | undefined;
  let contentType: string | undefined;
  const body = input.body;
  if (body.kind === 'json') [payload, contentType] = [jsonText(body.value), 'application/json'];
  else if (body.kind === 'form')
    [payload, contentType] = [body.pairs.map(encodePair).join('&'), 'application/x-www-form-urlencoded'];
  else if (body.kind === 'multipart') ({ payload, contentType } = multipartBody(body, creds.png));
  else if (body.kind === 'bytes') [payload, contentType] = [Buffer.from(body.bytes), 'application/json'];
  else if (body.kind === 'text') [payload, contentType] = [body.text, 'text/plain'];
  // A content type that lies about the body, or one without a body at all.
  if (input.contentType !== null) contentType = input.contentType;
  if (contentType !== undefined) headers['content-type'] = contentType;

  return {
    method: (input.method ?? target.method) as InjectOptions['method'],
    url: `${target.url(input.param)}${query.length ? `?${query.join('&')}` : ''}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What every answer must be

/** A V8 stack frame, a path of this machine, or an error's name and message above a frame. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /^\s+at .+:\d+:\d+\)?$/m],
  ['a stack frame', /\bat (?:async )?[\w$.<>[\]]+ \((?:file:|node:|\/)/],
  ['a server path', /\/work\/|node_modules|\/apps\/server\/|\/packages\/contract\//],
  ['an error with its stack', /\b\w*Error: [^\n]*\n\s+at /],
];
/** What a message for a person must not carry: the names of our internals. */
const INTERNALS =
  /\b(?:Type|Range|Syntax|Reference|Zod)Error\b|\bstack\b|Cannot read propert|is not a function|undefined is not|\bFST_\w+|SQLSTATE|relation "|syntax error at/;

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = String(res.headers['content-encoding'] ?? '');
  try {
    if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
    if (encoding === 'deflate') return inflateSync(res.rawPayload).toString('utf8');
  } catch {
    return `<undecodable ${encoding} body>`;
  }
  return res.rawPayload.toString('utf8');
}

type Answer = Awaited<ReturnType<TestApp['inject']>>;

function problemsOf(target: Target, request: InjectOptions, res: Answer, logs: string[]): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  const head = request.method === 'HEAD';
  const body = decoded(res);
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 500 && status !== 503) problems.push(`HTTP ${status}`);
  if (!type.startsWith('image/')) {
    for (const [what, pattern] of LEAKS) if (pattern.test(body)) problems.push(`${what} in the answer`);
  }
  for (const line of logs) {
    const entry = JSON.parse(line) as { level: number; msg?: string; err?: { stack?: string } };
    if (entry.level >= 50) problems.push(`logged an error: ${entry.msg ?? ''}\n${entry.err?.stack ?? line}`);
  }
  let json: unknown;
  if (type.includes('json') && !head) {
    try {
      json = JSON.parse(body);
    } catch {
      problems.push('a JSON content type with a body that is not JSON');
    }
  }
  const envelope =
    json !== null && typeof json === 'object' && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  // The readiness probe answers in its own shape, for the orchestrator, not in the envelope (health.ts): a 503
  // naming what is down is its answer when the database takes more than the probe's bound, as on a loaded machine.
  if (target.route === '/readyz' && status === 503 && envelope?.status === 'down') return problems;
  const refusal = status >= 400;
  if (refusal && !head && (target.api || json !== undefined)) {
    if (!envelope) problems.push('a refusal that is not the envelope');
    else {
      if (typeof envelope.code !== 'number' || envelope.code === 0)
        problems.push('a refusal without a non-zero code');
      const message = envelope.message;
      if (typeof message !== 'string' || !/[A-Za-z]{2}/.test(message))
        problems.push('a refusal without a message');
      else if (message.length > 300) problems.push('a refusal message longer than 300 characters');
      else if (INTERNALS.test(message)) problems.push('a refusal message naming internals');
      // The one data a refusal may carry: a refused form's fields (FieldErrorsSchema), each with its message.
      if (envelope.data !== null && !isFieldErrors(envelope.data, target))
        problems.push('a refusal carrying data other than field errors');
    }
    if (status === 503 && envelope?.code !== ErrorCode.Unavailable)
      problems.push('a 503 that is not Unavailable');
  }
  if (!refusal && !head && target.api && status < 300) {
    if (type.startsWith('image/png')) {
      if (target.name !== 'getCaptcha') problems.push('an image from a call that answers JSON');
    } else if (json === undefined) problems.push('a success that is not JSON');
    else if (target.call && request.method === target.method) {
      const expected = successCode(calls[target.call].signal);
      if (envelope?.code !== expected)
        problems.push(`a success whose code is not ${JSON.stringify(expected)}`);
    }
  }
  if (target.who === 'page' && status === 200 && type.startsWith('text/html')) {
    // A first call that failed inside the page answers 200 with the failure embedded: look inside.
    const firstData = /<script type="application\/json" id="first-data">(.*?)<\/script>/s.exec(body)?.[1];
    if (firstData) {
      const data = JSON.parse(firstData) as Record<string, { code?: unknown }>;
      for (const [key, env] of Object.entries(data)) {
        if (env.code === ErrorCode.Internal) problems.push(`first data ${key} failed inside the page`);
      }
    }
  }
  return problems;
}

/** A request left without an answer is a finding too (a client could hold the server's resources with it). */
const ANSWER_WITHIN_MS = 10_000;

function noAnswerAfter(ms: number, target: Target, request: InjectOptions): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(
      () => reject(new Error(report(target, request, undefined, [`no answer within ${ms} ms`]))),
      ms,
    ).unref();
  });
}

const clip = (s: string, max = 600) => (s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s);

function report(target: Target, request: InjectOptions, res: Answer | undefined, problems: string[]): string {
  const payload = request.payload;
  const shown =
    payload === undefined
      ? '(none)'
      : Buffer.isBuffer(payload)
        ? `${payload.length} bytes: ${JSON.stringify(clip(payload.toString('latin1'), 400))}`
        : JSON.stringify(clip(String(payload), 400));
  return [
    `${target.name}: ${problems.join('; ')}`,
    `request: ${String(request.method)} ${clip(String(request.url), 400)}`,
    `headers: ${JSON.stringify(request.headers)}`,
    `payload: ${shown}`,
    res
      ? `answer: HTTP ${res.statusCode} ${String(res.headers['content-type'] ?? '')} ${JSON.stringify(clip(decoded(res)))}`
      : 'answer: none',
    `replay: FUZZ_SEED=${SEED} npx vitest run --project server apps/server/src/fuzz.test.ts -t '${target.name}'`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The targets: the contract's table, the routes beside it, the pages

const namesOf = (schema: z.ZodType) => [...schemaKeys(schema)];

/** Values that name real things of the demo seed, tried first for a field of that name. */
const BY_NAME: Record<string, unknown[]> = {
  orderId: ['PT0000000180'],
  orderNo: ['PT0000000174'],
  productId: ['prod-plus-20k'],
  product_id: ['prod-quick-5k'],
  userId: ['10001'],
  phone: ['09171234501'],
  mobilePhone: ['09171234501'],
  templateId: [DEMO_TEMPLATE_ID],
  page_id: [DEMO_TEMPLATE_ID],
  problemId: [DEMO_COMPLAINTS.replied],
  username: [DEMO_AGENT.username],
  password: [DEMO_AGENT.password],
  businessDate: ['2026-12-01'],
  status: ['submitted'],
};
const GENERIC: unknown[] = [
  'PT0000000180',
  'Pautang',
  '1',
  1,
  0,
  30,
  100_000,
  true,
  false,
  '2026-11-21',
  '2026-11-21T02:00:00.000Z',
  '09171234501',
  '123456',
  '#3D5AFF',
  '/static/og-card.png',
  'pautang://open',
  'ph.pautang.app',
  '00000000-0000-4000-8000-000000000000',
  'maria@example.com',
  'https://partner-lender.example.com/',
];

type ZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
};

/** A value `schema` accepts, from the seed's names and a few plain values; undefined when none fits. */
function exampleOf(schema: z.ZodType, name = ''): unknown {
  const def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = exampleOf(field, key);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return exampleOf(def.innerType!, name);
    case 'pipe':
      return exampleOf(def.in!, name);
    case 'array': {
      const item = exampleOf(def.element!, name);
      return item === undefined ? [] : [item];
    }
    case 'union':
      return (def.options ?? []).map((o) => exampleOf(o, name)).find((v) => schema.safeParse(v).success);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    default:
      return [...(BY_NAME[name] ?? []), ...GENERIC].find((c) => schema.safeParse(c).success);
  }
}
/** Each field as the H5 sends it and by its logical name: the wire rename must hold for both. */
const asSent = (fields: readonly string[]) => [...new Set(fields.flatMap((f) => [wire.keyToWire(f), f]))];
const wireSession = {
  sessionId: wire.keyToWire('sessionId'),
  userId: wire.keyToWire('userId'),
  deviceId: wire.keyToWire('deviceId'),
};
const plainSession = { sessionId: 'sessionId', userId: 'userId', deviceId: 'deviceId' };
/** Values that name something real for a staff call's path parameter, by the path it is in. */
const PATH_PARAMS: [prefix: string, values: string[]][] = [
  ['/console/complaints/', [...Object.values(DEMO_COMPLAINTS), 'CP000000000000']],
  ['/console/promotion-templates/', [DEMO_TEMPLATE_ID, 'tpl-gcash-payday', 'tpl-new']],
];

function contractTargets(): Target[] {
  const keys = [...Object.keys(calls), ...Object.keys(plannedEndpoints)] as (
    CallKey | keyof typeof plannedEndpoints
  )[];
  return keys.map((key) => {
    const declared = key in calls ? calls[key as CallKey] : undefined;
    const def = declared ?? plannedEndpoints[key as keyof typeof plannedEndpoints];
    // The back office's calls speak plain names in both wire modes, with the agent's cookie.
    const staff = def.auth === 'staff';
    // The captcha answers a PNG, not the envelope: its answer has no schema to check.
    const call = declared && !('produces' in declared) ? (key as ServedCall) : undefined;
    // A planned call has no wire name: it goes out under its logical path and must answer as an unknown call.
    const wirePath = declared ? wire.pathToWire(def.path) : def.path;
    const schema = declared?.request;
    const fields = schema ? namesOf(schema) : [];
    const example = schema ? exampleOf(schema) : undefined;
    const params = PATH_PARAMS.find(([prefix]) => def.path.startsWith(prefix))?.[1];
    return {
      name: key,
      method: def.method,
      route: declared ? API_PREFIX + def.path : undefined,
      url: (param) => API_PREFIX + wirePath.replace(/:\w+/, param),
      ...(params ? { params } : {}),
      who: def.auth === 'visitor' ? 'visitor' : staff ? 'agent' : 'borrower',
      body: def.method === 'GET' ? 'query' : def.client,
      fields: staff
        ? fields.length
          ? fields
          : ['id']
        : asSent(fields.length ? fields : ['orderId', 'productId']),
      sent: staff ? (k: string) => k : wire.keyToWire,
      ...(example === undefined ? {} : { example }),
      sessionKeys: staff ? plainSession : wireSession,
      api: true,
      ...(call ? { call } : {}),
      // Deleting the account ends every session of it (refused for the fuzzed borrower, whose loan is open).
      endsSession: key === 'logout' || key === 'userDelete',
      // A staff read with no input has little to fuzz.
      weight: !declared ? 0.1 : staff && fields.length === 0 && def.method === 'GET' ? 0.2 : 1,
    } satisfies Target;
  });
}

function besideTheTable(): Target[] {
  const route = (
    name: string,
    method: 'GET' | 'POST',
    pattern: string,
    who: Who,
    body: BodyKind,
    input: z.ZodType | readonly string[],
    more: Partial<Target> = {},
  ): Target => {
    const fields = Array.isArray(input) ? input : namesOf(input as z.ZodType);
    const example = Array.isArray(input) ? undefined : exampleOf(input as z.ZodType);
    // The demo tools' bodies are renamed like the H5's; the back office and the gateway speak plain names.
    const renamed = pattern.startsWith(`${API_PREFIX}/dev/`) && body !== 'query';
    return {
      name,
      method,
      route: pattern,
      url: (param) => pattern.replace(/:\w+/, param),
      who,
      body,
      fields: (renamed ? asSent : (f: readonly string[]) => [...f])(fields.length ? fields : ['id']),
      sent: renamed ? wire.keyToWire : (key) => key,
      ...(example === undefined ? {} : { example }),
      sessionKeys: plainSession,
      api: pattern.startsWith(`${API_PREFIX}/`),
      weight: 1,
      ...more,
    };
  };
  const light = { weight: 0.2 };
  return [
    // The back office's session, which sets the cookie (its other calls are the contract's staff calls).
    route(
      'console sign-in',
      'POST',
      API_PREFIX + AGENT_SESSION_PATHS.signIn,
      'visitor',
      'json',
      AgentSignInSchema,
    ),
    route('console sign-out', 'POST', API_PREFIX + AGENT_SESSION_PATHS.signOut, 'agent', 'json', [], {
      endsSession: true,
      weight: 0.3,
    }),
    // Demo mode's tools.
    route('dev captcha answer', 'GET', `${API_PREFIX}/dev/captcha`, 'visitor', 'query', ['sid'], {
      weight: 0.3,
    }),
    route('dev anonymise', 'POST', `${API_PREFIX}/dev/anonymise`, 'visitor', 'json', [], light),
    route('dev payouts', 'POST', `${API_PREFIX}/dev/payouts`, 'visitor', 'json', [], light),
    route('dev scenarios', 'GET', `${API_PREFIX}/dev/scenarios`, 'visitor', 'query', [], light),
    route('dev scenario', 'POST', `${API_PREFIX}/dev/scenarios/:name`, 'visitor', 'json', [], {
      params: SCENARIOS.map((s) => s.name),
      weight: 0.5,
    }),
    route('dev borrowers', 'GET', `${API_PREFIX}/dev/borrowers`, 'visitor', 'query', [], light),
    route('dev sessions', 'POST', `${API_PREFIX}/dev/sessions`, 'visitor', 'json', ['userId'], {
      example: { userId: '10001' },
      weight: 0.5,
    }),
    route('dev business date', 'GET', `${API_PREFIX}/dev/business-date`, 'visitor', 'query', [], light),
    route(
      'dev business date move',
      'POST',
      `${API_PREFIX}/dev/business-date`,
      'visitor',
      'json',
      ['businessDate', 'days', 'reset'],
      { example: { businessDate: '2026-12-01' } },
    ),
    route('dev business time', 'GET', `${API_PREFIX}/dev/business-time`, 'visitor', 'query', [], light),
    route(
      'dev business time set',
      'POST',
      `${API_PREFIX}/dev/business-time`,
      'visitor',
      'json',
      ['time', 'reset'],
      { example: { reset: true } },
    ),
    route(
      'dev notification',
      'POST',
      `${API_PREFIX}/dev/notifications`,
      'visitor',
      'json',
      ['userId', 'event', 'title', 'body', 'link'],
      { example: { userId: '10001', title: 'Payment received', body: 'Thank you.' }, weight: 0.3 },
    ),
    // The gateway's side, outside /attempt.
    route(
      'gateway postback',
      'POST',
      '/gateway/dragonpay/postback',
      'gateway',
      'form',
      ['txnid', 'refno', 'status', 'message', 'digest'],
      {
        example: {
          txnid: 'PTX000000000001',
          refno: 'A1B2C3D4',
          status: 'S',
          message: 'ok',
          digest: '0'.repeat(40),
        },
      },
    ),
    route(
      'payout postback',
      'POST',
      '/gateway/dragonpay/payout-postback',
      'gateway',
      'form',
      ['merchanttxnid', 'refno', 'status', 'message', 'digest'],
      {
        example: {
          merchanttxnid: 'PPO000000000001',
          refno: 'SP1A2B3C4D',
          status: 'S',
          message: 'ok',
          digest: '0'.repeat(64),
        },
      },
    ),
    route('sandbox page', 'GET', '/sandbox/dragonpay/pay', 'gateway', 'query', ['txnid'], {
      example: { txnid: 'PTX000000000001' },
      weight: 0.3,
    }),
    route('sandbox action', 'POST', '/sandbox/dragonpay/pay', 'gateway', 'form', ['txnid', 'action'], {
      example: { txnid: 'PTX000000000001', action: 'pay' },
      weight: 0.5,
    }),
    // What operators' tools read (platform/operations): probes and the Prometheus scrape.
    route('health', 'GET', '/healthz', 'visitor', 'query', [], light),
    route('readiness', 'GET', '/readyz', 'visitor', 'query', [], light),
    route('metrics', 'GET', '/metrics', 'visitor', 'query', [], light),
    // Uploaded images, for their owner.
    route('complaint image', 'GET', '/files/complaints/:name', 'borrower', 'query', [], {
      params: ['a.png', 'a.jpg', '00000000-0000-0000-0000-000000000000.png', '.png', 'a'],
    }),
    route('profile image', 'GET', '/files/profiles/:name', 'borrower', 'query', [], {
      params: ['id-a.png', 'selfie-00000000-0000-4000-8001-000000010001.png', 'id-.jpg', '.png', 'a'],
    }),
  ];
}

/** The pages read their query under logical names: the session, and whatever their first calls take. */
function pageTargets(): Target[] {
  const fields = [
    ...new Set([...SESSION_PARAM_KEYS, ...Object.values(calls).flatMap((s) => namesOf(s.request))]),
  ];
  return [...new Set(Object.values(H5_PATHS))].map((page) => ({
    name: `page ${page}`,
    method: 'GET',
    route: undefined,
    url: () => page,
    who: 'page',
    body: 'query',
    fields,
    sent: (key: string) => key,
    sessionKeys: plainSession,
    api: false,
    weight: 0.25,
  }));
}

const TARGETS = [...contractTargets(), ...besideTheTable(), ...pageTargets()];

/** TOTAL_RUNS split by weight (largest remainder), each target at least one run. */
function splitRuns(targets: Target[], total: number): Map<string, number> {
  const weights = targets.reduce((sum, target) => sum + target.weight, 0);
  const shares = targets.map((target) => (total * target.weight) / weights);
  const runs = shares.map((share) => Math.max(1, Math.floor(share)));
  let left = total - runs.reduce((a, b) => a + b, 0);
  const order = shares.map((share, i) => [share - Math.floor(share), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    runs[i]! += 1;
    left -= 1;
  }
  // A small total (FUZZ_RUNS) gave some targets their one run above their share: the biggest give it back.
  for (; left < 0; left += 1) {
    const biggest = runs.indexOf(Math.max(...runs));
    if (runs[biggest]! <= 1) break;
    runs[biggest]! -= 1;
  }
  return new Map(targets.map((target, i) => [target.name, runs[i]!]));
}

const RUNS = splitRuns(TARGETS, TOTAL_RUNS);

/** A refused form's data as the wire carries it: { fields: { <item code>: <message> } }, in the target's names. */
function isFieldErrors(data: unknown, target: Target): boolean {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const entries = Object.entries(data);
  const [entry] = entries;
  if (entries.length !== 1 || !entry || entry[0] !== target.sent('fields')) return false;
  const fields: unknown = entry[1];
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) return false;
  return Object.values(fields).every(
    (m) => typeof m === 'string' && /[A-Za-z]{2}/.test(m) && !INTERNALS.test(m),
  );
}

/** Each target's own seed from the one seed, so adding a target does not change the others' runs. */
const seedOf = (name: string) =>
  (SEED + Number.parseInt(createHash('sha256').update(name).digest('hex').slice(0, 8), 16)) | 0;

/** The registered routes, from Fastify's route tree (one line per node, children indented under parents). */
function registeredRoutes(tree: string): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    parents.length = depth;
    const full = (depth ? parents[depth - 1]! : '') + m[2]!;
    parents[depth] = full;
    if (m[3]) out.push({ path: full, methods: m[3].split(', ') });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The runs

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const h5Dist = path.join(root, 'apps/h5/dist');
const h5ServerDist = path.join(root, 'apps/h5/dist-server');

let t: TestApp;
let creds: Credentials;
const logs: string[] = [];

async function agentSession(): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertAgentSession(t.db, {
    token_hash: createHash('sha256').update(token).digest('hex'),
    agent_id: DEMO_AGENT.id,
    created_at: t.clock.now.toISOString(),
    expires_at: new Date(t.clock.now.getTime() + 8 * 3_600_000).toISOString(),
    revoked_at: null,
  });
  return token;
}

beforeAll(async () => {
  if (!existsSync(path.join(h5ServerDist, 'entry-server.js'))) {
    throw new Error('The H5 is not built: run npm run build (npm test builds it before these tests).');
  }
  // Warnings and errors only: an error in the log is a finding even when the answer looks right.
  t = await buildTestApp(
    { h5Dist, h5ServerDist, logLevel: 'warn' },
    { logStream: { write: (line) => void logs.push(line) } },
  );
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  creds = { borrower: await t.signIn('10001'), agent: await agentSession(), png };
  console.info(`fuzz: seed ${SEED}, ${TOTAL_RUNS} runs over ${TARGETS.length} targets (${t.wire.mode} wire)`);
});
afterAll(() => t?.close());

describe('fuzzing', () => {
  it('splits the runs over every target, and lists every route that takes input', () => {
    expect([...RUNS.values()].reduce((a, b) => a + b, 0)).toBe(Math.max(TOTAL_RUNS, TARGETS.length));
    expect(t.wire.mode).toBe(wire.mode);
    const fuzzed = new Set(TARGETS.map((target) => `${target.method} ${target.route}`));
    // Files served as they are (the built apps, robots.txt, sitemap.xml) read no input.
    const isFile = (r: { path: string; methods: string[] }) =>
      /\.[a-z0-9]+$/i.test(r.path) && r.methods.every((m) => m === 'GET' || m === 'HEAD');
    const missing = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => !isFile(r))
      .flatMap((r) => r.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${r.path}`))
      .filter((route) => !fuzzed.has(route));
    expect(missing).toEqual([]);
  });

  describe.each(TARGETS.map((target) => [target.name, target] as const))('%s', (name, target) => {
    const runs = RUNS.get(name) ?? 0;
    it(`answers ${runs} hostile requests without a 5xx, a stack or a logged error`, async () => {
      await fc.assert(
        fc.asyncProperty(inputOf(target), async (input) => {
          const fresh = !target.endsSession
            ? creds
            : target.who === 'agent'
              ? { ...creds, agent: await agentSession() }
              : { ...creds, borrower: await t.signIn('10001') };
          const request = requestOf(target, input, fresh);
          logs.length = 0;
          const answer = input.headers.marker ? t.inject(request) : t.app.inject(request);
          const res = await Promise.race([answer, noAnswerAfter(ANSWER_WITHIN_MS, target, request)]);
          const problems = problemsOf(target, request, res, logs);
          if (problems.length) throw new Error(report(target, request, res, problems));
        }),
        {
          seed: seedOf(name),
          numRuns: runs,
          ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
        },
      );
    }, 300_000);
  });

  it('leaves Object.prototype as it was', () => {
    expect(Object.prototype).not.toHaveProperty('fuzzPolluted');
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
  });
});
