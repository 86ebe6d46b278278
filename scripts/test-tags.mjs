// Which passes of npm test a test file runs in, declared in the file itself with Vitest's own file-level tag
// comment (`// @module-tag wire`), not in hand lists that rot: a new file states its own case (the guard in
// test-tags.test.ts fails on a server or browser test without one), and the script reads the same comments.
//
// The rule, by what the file tests (docs/ARCHITECTURE.md, "Testing"):
// - wire: names on the wire can change its outcome, so it also runs with WIRE_MODE=obfuscated. It tests the
//   translation itself (paths, the call runner, fuzz and malformed input), spells wire names by hand
//   (app.inject on /attempt, sessionQuery), reads pages (their embedded data is in wire names), sends multipart
//   or form bodies, or reaches a route that renames for itself (the picture code). A browser test is wire when it
//   makes a call no other wire spec makes, or checks what the bundle reads from a page's embedded data (the H5's
//   own tables translate both, which no server test runs); the obfuscated browser pass fails if its files together
//   leave out a call whose names the wire mode changes (e2e/wire-coverage.ts).
// - database: the database's behaviour can change its outcome, so it also runs on PostgreSQL. Transactions,
//   locks and unique constraints under requests in flight together (PGlite serves one connection, so races
//   only show on a server), the read cache and the change feed, connections cut or restarted, two instances,
//   migrations, and what the driver's errors carry.
// - once: neither; the plain PGlite pass is enough (config, logs, adapters against fakes, rate limits).
// A file may be wire and database. The plain PGlite pass runs every file. The two extra passes do not combine
// (no obfuscated run on PostgreSQL): names are translated at the HTTP edge, before and after any SQL, so the
// database never sees one. When in doubt, tag: a needless pass costs seconds, a missing one hides a failure.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The tags a test file may declare; Vitest refuses any other (strictTags), and so does the guard. */
export const TEST_TAGS = [
  {
    name: 'wire',
    description: 'Also runs with obfuscated wire names: names on the wire can change its outcome.',
  },
  {
    name: 'database',
    description:
      'Also runs on PostgreSQL: transactions, locks, races, the change feed or connections matter.',
  },
  {
    name: 'once',
    description: 'Runs in the plain PGlite pass only: neither wire names nor the database matter.',
  },
];

const KNOWN = new Set(TEST_TAGS.map((t) => t.name));

/** The projects whose files must declare their passes, and where their files are. */
export const TAGGED_PROJECTS = {
  server: { dir: 'apps/server/src', suffixes: ['.test.ts'] },
  e2e: { dir: 'e2e', suffixes: ['.spec.ts'] },
};

// The same expression Vitest reads file-level tags with (detectCodeBlock in vitest's cli-api), so a file is
// selected by the tags Vitest itself gives its tests.
const MODULE_TAG = /(\/\/|\*)\s*@module-tag\s+([\w\-/]+)\b/g;

/** The file-level tags a test file's source declares. */
export function moduleTags(source) {
  return [...source.matchAll(MODULE_TAG)].map((m) => m[2]);
}

/** What is wrong with a file's declaration, or undefined when it is sound. */
export function declarationProblem(tags) {
  if (tags.length === 0)
    return 'declares no tag: add `// @module-tag wire|database|once` (scripts/test-tags.mjs)';
  const unknown = tags.filter((t) => !KNOWN.has(t));
  if (unknown.length) return `declares unknown tag ${unknown.join(', ')}`;
  if (tags.includes('once') && tags.length > 1)
    return `declares once with ${tags.filter((t) => t !== 'once')}`;
  return undefined;
}

function walk(dir, suffixes) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(p, suffixes));
    else if (suffixes.some((s) => entry.name.endsWith(s))) out.push(p);
  }
  return out;
}

/** Every test file of a project (relative to the repository root, sorted) with the tags it declares. */
export function declaredTags(project, root = process.cwd()) {
  const { dir, suffixes } = TAGGED_PROJECTS[project];
  return walk(path.join(root, dir), suffixes)
    .map((file) => ({
      file: path.relative(root, file).split(path.sep).join('/'),
      tags: moduleTags(readFileSync(file, 'utf8')),
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The files of a project that run in a pass needing `tag` (all of them for none). Refuses to go on when a file's
 * declaration is wrong, so a pass never silently skips a file that did not decide.
 */
export function filesFor(project, tag, root = process.cwd()) {
  const files = declaredTags(project, root);
  const wrong = files.map((f) => [f.file, declarationProblem(f.tags)]).filter(([, problem]) => problem);
  if (wrong.length) throw new Error(wrong.map(([file, problem]) => `${file} ${problem}`).join('\n'));
  return files.filter((f) => tag === undefined || f.tags.includes(tag)).map((f) => f.file);
}
