// The wire-name table (spec 1 §1): every path and field crosses the wire through here.
// 'plain' sends logical names; 'obfuscated' sends a fixed table of generated names. The generated names are a
// pure function of the logical name and a fixed salt, so the table never changes when a name is added.
import { builtEndpoints, CONSOLE_PREFIX, DEV_PREFIX, FIXED_WIRE_PREFIXES } from './endpoints';
import { FIELD_NAMES } from './field-names';

export type WireMode = 'plain' | 'obfuscated';
export const WIRE_MODES: readonly WireMode[] = ['plain', 'obfuscated'];

// Built calls only: a planned call has no route, and its path would only weigh on every page.
export const LOGICAL_PATHS: readonly string[] = Object.values(builtEndpoints).map((e) => e.path);

function fnv1a(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
// Starts with a letter so a generated name is a valid identifier and never a number.
function token(input: string, length: number): string {
  const h = fnv1a(input);
  return (
    LETTERS[h % 26] +
    fnv1a(`${input}#${h}`)
      .toString(36)
      .padStart(7, '0')
      .slice(0, length - 1)
  );
}

export function isFixedWirePath(path: string): boolean {
  return (
    FIXED_WIRE_PREFIXES.some((p) => path.startsWith(p)) ||
    path.startsWith(DEV_PREFIX) ||
    path.startsWith(CONSOLE_PREFIX)
  );
}

function obfuscatePath(path: string): string {
  return isFixedWirePath(path) ? path : `/${token(`p1:${path}`, 5)}/${token(`p2:${path}`, 7)}`;
}

function obfuscateField(name: string): string {
  return token(`f:${name}`, 6);
}

type Table = { toWire: Map<string, string>; fromWire: Map<string, string> };

function buildTable(names: readonly string[], generate: (n: string) => string): Table {
  const toWire = new Map<string, string>();
  const fromWire = new Map<string, string>();
  for (const name of names) {
    const wire = generate(name);
    toWire.set(name, wire);
    fromWire.set(wire, name);
  }
  return { toWire, fromWire };
}

export type Wire = {
  mode: WireMode;
  /** Logical path → wire path. An unknown logical path is a programming error. */
  pathToWire(path: string): string;
  /** Wire path → logical path, or undefined when the wire path is not in the table. */
  pathFromWire(path: string): string | undefined;
  keyToWire(key: string): string;
  keyFromWire(key: string): string;
  /** Renames the keys of objects (deeply). Keys outside the table, such as group titles, pass unchanged. */
  toWire(value: unknown): unknown;
  fromWire(value: unknown): unknown;
};

function renameKeys(value: unknown, rename: (k: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, rename));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[rename(k)] = renameKeys(v, rename);
    return out;
  }
  return value;
}

/** Names a wire adds to the H5's table: the native app's (native-wire.ts). */
export type WireNames = { paths: readonly string[]; fields: readonly string[] };
const NONE: WireNames = { paths: [], fields: [] };

const cached = new WeakMap<WireNames, { paths: Table; fields: Table }>();
function tables(extra: WireNames) {
  let built = cached.get(extra);
  if (!built) {
    built = {
      paths: buildTable([...LOGICAL_PATHS, ...extra.paths], obfuscatePath),
      fields: buildTable([...FIELD_NAMES, ...extra.fields], obfuscateField),
    };
    cached.set(extra, built);
  }
  return built;
}

/** The wire of the H5's calls; the server and the native app add the native app's names (native-wire.ts). */
export function createWire(mode: WireMode, extra: WireNames = NONE): Wire {
  if (mode === 'plain') {
    const known = new Set([...LOGICAL_PATHS, ...extra.paths]);
    return {
      mode,
      pathToWire: (p) => p,
      pathFromWire: (p) => (known.has(p) || isFixedWirePath(p) ? p : undefined),
      keyToWire: (k) => k,
      keyFromWire: (k) => k,
      toWire: (v) => v,
      fromWire: (v) => v,
    };
  }
  const { paths, fields } = tables(extra);
  const keyToWire = (k: string) => fields.toWire.get(k) ?? k;
  const keyFromWire = (k: string) => fields.fromWire.get(k) ?? k;
  return {
    mode,
    pathToWire(p) {
      const wire = paths.toWire.get(p) ?? (isFixedWirePath(p) ? p : undefined);
      if (wire === undefined) throw new Error(`No wire name for path ${p}`);
      return wire;
    },
    pathFromWire: (p) => paths.fromWire.get(p) ?? (isFixedWirePath(p) ? p : undefined),
    keyToWire,
    keyFromWire,
    toWire: (v) => renameKeys(v, keyToWire),
    fromWire: (v) => renameKeys(v, keyFromWire),
  };
}

/** The whole table, for docs and tests. */
export function wireTable(extra: WireNames = NONE): {
  paths: [string, string][];
  fields: [string, string][];
} {
  const { paths, fields } = tables(extra);
  return { paths: [...paths.toWire], fields: [...fields.toWire] };
}
