// @module-tag once: reads the source tree and docs/ARCHITECTURE.md, no database
// The context map in docs/ARCHITECTURE.md ("The server's contexts") is kept true by reading the tree (issue 41): the
// contexts and their order (scripts/context-layers.cjs, which the lint rules read too), every arrow between them, each
// one's folders, the tables it writes, the events it emits and handles, and the flows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const src = path.join(root, 'apps/server/src');
const contextsDir = path.join(src, 'contexts');
const { LAYERS } = createRequire(import.meta.url)(path.join(root, 'scripts/context-layers.cjs')) as {
  LAYERS: string[];
};

const doc = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
const section = doc.slice(
  doc.indexOf("## The server's contexts"),
  doc.indexOf('\n## ', doc.indexOf("## The server's contexts") + 5),
);

/** Every production file of a folder, recursively (tests are not the context's code). */
function sourcesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesIn(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}
const contexts = readdirSync(contextsDir).filter((name) =>
  statSync(path.join(contextsDir, name)).isDirectory(),
);
const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort();

// Every statement that writes a table, in SQL text.
const SQL_WRITES = [
  /\b(?:insert into|delete from) ([a-z_]+)\b/g,
  /\bupdate ([a-z_]+)(?: as [a-z_]+)? set\b/g,
];
const writesIn = (text: string) => SQL_WRITES.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!));

/**
 * The tables each database function of the migrations writes (the books post through gl_post, migration 0045): a
 * context calling one writes them.
 */
const FUNCTION_WRITES = new Map(
  readdirSync(path.join(src, 'platform/db/migrations'))
    .map((name) => readFileSync(path.join(src, 'platform/db/migrations', name), 'utf8'))
    .flatMap((text) => [...text.matchAll(/create function ([a-z_]+)\([\s\S]*?\$\$([\s\S]*?)\$\$/g)])
    .map((m) => [m[1]!, writesIn(m[2]!)] as const),
);

/** The table's row of a context: folders, tables written, events emitted, events handled. */
function rowOf(context: string) {
  const line = section.split('\n').find((l) => new RegExp(`^\\|\\s*${context}\\s*\\|`).test(l));
  const cells = line?.split('|').slice(2, 6);
  return {
    folders: list(cells?.[0]),
    tables: list(cells?.[1]),
    emits: list(cells?.[2]),
    handles: list(cells?.[3]),
  };
}

function treeOf(context: string) {
  const dir = path.join(contextsDir, context);
  // The demo seed writes the demo book before anything runs; the rest of the context owns what it writes.
  const sources = sourcesIn(dir);
  const files = sources.filter((f) => !f.includes(`${path.sep}seed${path.sep}`));
  const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  const everything = sources.map((f) => readFileSync(f, 'utf8')).join('\n');
  const all = (re: RegExp) => [...new Set([...text.matchAll(re)].map((m) => m[1]!))].sort();
  const eventsFile = path.join(dir, 'events.ts');
  const emits = files.includes(eventsFile)
    ? [
        ...new Set([...readFileSync(eventsFile, 'utf8').matchAll(/type: '([a-z.-]+)'/g)].map((m) => m[1]!)),
      ].sort()
    : [];
  return {
    folders: readdirSync(dir)
      .filter((name) => statSync(path.join(dir, name)).isDirectory())
      .sort(),
    // Written through Kysely, in SQL of its own, or by a database function it calls (the books post through one).
    tables: [
      ...new Set([
        ...all(/\.(?:insertInto|updateTable|deleteFrom|mergeInto)\('([a-z_]+)/g),
        ...writesIn(text),
        ...all(/\b(?:from|select) ([a-z_]+)\(/g).flatMap((fn) => FUNCTION_WRITES.get(fn) ?? []),
      ]),
    ].sort(),
    emits,
    handles: all(/defineSubscriber<[^>]*'([a-z.-]+)'>/g),
    uses: [...new Set([...everything.matchAll(/from '(?:\.\.\/)+([a-z-]+)\/index'/g)].map((m) => m[1]!))]
      .filter((other) => other !== context)
      .sort(),
  };
}

describe('the context map in docs/ARCHITECTURE.md', () => {
  it('names every context of the tree, in the order the lint rules keep', () => {
    expect([...contexts].sort()).toEqual([...LAYERS].sort());
    expect(
      section
        .split('\n')
        .filter((l) => /^\|\s*[a-z][a-z-]*\s*\|/.test(l))
        .map((l) => l.split('|')[1]!.trim()),
    ).toEqual(LAYERS);
  });

  it('draws every arrow between contexts, and only those, each pointing down the order', () => {
    const drawn = [...section.matchAll(/^ {2}([a-z-]+) --> ([a-z-]+)$/gm)]
      .map((m) => `${m[1]} --> ${m[2]}`)
      .sort();
    const actual = contexts.flatMap((c) => treeOf(c).uses.map((u) => `${c} --> ${u}`)).sort();
    expect(drawn).toEqual(actual);
    for (const arrow of actual) {
      const [from, to] = arrow.split(' --> ') as [string, string];
      expect(LAYERS.indexOf(to), arrow).toBeLessThan(LAYERS.indexOf(from));
    }
  });

  it.each(LAYERS)('states what %s holds, writes, emits and handles', (context) => {
    const { uses: _uses, ...tree } = treeOf(context);
    expect(rowOf(context)).toEqual(tree);
  });

  it('has each table written by one context only', () => {
    const writers = new Map<string, string[]>();
    for (const c of contexts)
      for (const t of treeOf(c).tables) writers.set(t, [...(writers.get(t) ?? []), c]);
    expect([...writers].filter(([, by]) => by.length > 1)).toEqual([]);
  });

  it('lists the flows', () => {
    const flows = readdirSync(path.join(src, 'flows'))
      .filter((name) => !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(list(/Flows \(`flows\/`\): ([^.\n]+(?:\.[a-z]+[^.\n]*)*)\.\n/.exec(section)?.[1])).toEqual(flows);
  });
});
