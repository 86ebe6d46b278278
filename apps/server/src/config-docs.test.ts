// @module-tag once: reads config.ts and the README
// Every environment variable the server reads is in the README's configuration table (issue 26 found six that
// were not): read off config.ts, so a new variable without its line fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const source = readFileSync(path.join(root, 'apps/server/src/config.ts'), 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

function variablesRead(): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(m[1] ?? '');
  for (const m of source.matchAll(/\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g)) names.add(m[1] ?? '');
  for (const m of source.matchAll(/const \{([^}]*)\} = env\b/g)) {
    for (const name of (m[1] ?? '').split(',')) names.add(name.trim());
  }
  names.delete('');
  return [...names].sort();
}

const documented = new Set(
  readme
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split(' | ')[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])),
);

describe('the README’s configuration table', () => {
  it('names every variable config.ts reads', () => {
    const read = variablesRead();
    expect(read.length).toBeGreaterThan(40);
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });
});
