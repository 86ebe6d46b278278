// @module-tag once: reads config.ts and the README
// The README's configuration table against the one declaration of the environment, ENV_SCHEMA (issue 26 found six
// variables missing from the table): every declared variable has its row and every row names a declared variable;
// and where a row states a default as a value (`3000`, 1200), the schema's default is that value. A default said
// in words ("the listening address", "a demo value") is worked out at start and is not compared; "unset" is, to
// the schema having none.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_SCHEMA, ENV_VARIABLES, type EnvVariable } from './config';

const root = path.resolve(import.meta.dirname, '../../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

type Row = { line: string; names: string[]; defaults: string };

const rows: Row[] = readme
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const [names = '', defaults = ''] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    return { line, names: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''), defaults };
  })
  .filter((row) => row.names.length > 0);

/** A row's default for each of its variables: one for all, or one each, split at commas outside parentheses. */
function defaultsOf(row: Row): Map<string, string> {
  const pieces = row.names.length === 1 ? [row.defaults] : row.defaults.split(/,\s*(?![^(]*\))/);
  if (pieces.length !== 1 && pieces.length !== row.names.length) {
    throw new Error(`${row.names.join(', ')}: ${pieces.length} defaults for ${row.names.length} variables`);
  }
  return new Map(row.names.map((name, i) => [name, (pieces.length === 1 ? pieces[0] : pieces[i]) ?? '']));
}

/** A default as the README writes it: a folder of the repository relative to its root, without './'. */
const shown = (value: unknown) => {
  if (typeof value !== 'string') return value;
  return value.startsWith(root + path.sep) ? path.relative(root, value) : value.replace(/^\.\//, '');
};

function parseAs(name: EnvVariable, value: string | undefined): unknown {
  const parsed = ENV_SCHEMA.shape[name].safeParse(value);
  return parsed.success ? shown(parsed.data) : `(refused: ${parsed.error.issues[0]?.message})`;
}

describe('the README’s configuration table', () => {
  it('has one row for each variable ENV_SCHEMA declares, and no other', () => {
    const documented = rows.flatMap((row) => row.names);
    expect(ENV_VARIABLES.length).toBeGreaterThan(40);
    expect(ENV_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !(ENV_VARIABLES as string[]).includes(name))).toEqual([]);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });

  it('states each default the schema declares as a value, or unset where it declares none', () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const row of rows) {
      for (const [name, said] of defaultsOf(row)) {
        const declared = parseAs(name as EnvVariable, undefined);
        const literal = /^(?:`([^`]*)`|(\d+))(?: \(.*\))?$/.exec(said);
        if (literal) {
          compared++;
          const documented = parseAs(name as EnvVariable, literal[1] ?? literal[2]);
          if (JSON.stringify(documented) !== JSON.stringify(declared)) {
            mismatches.push(`${name}: README ${said}, schema ${JSON.stringify(declared)}`);
          }
        } else if (said.startsWith('unset') && declared !== undefined) {
          mismatches.push(`${name}: README unset, schema ${JSON.stringify(declared)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(25);
  });
});
