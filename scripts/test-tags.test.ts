// Every server and browser test declares the passes it runs in (scripts/test-tags.mjs): a file without a
// declaration, or with a tag nobody defined, fails here, so a new file cannot skip the decision.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAGGED_PROJECTS, declarationProblem, declaredTags, filesFor, moduleTags } from './test-tags.mjs';

// Spelled in two pieces: Vitest reads this file's own source for tags, and must not take these for this file's.
const tag = (name: string) => `// @module${'-tag'} ${name}`;

describe('each server and browser test file', () => {
  for (const project of Object.keys(TAGGED_PROJECTS) as (keyof typeof TAGGED_PROJECTS)[]) {
    it(`of ${project} declares known tags`, () => {
      const files = declaredTags(project);
      expect(files.length).toBeGreaterThan(0);
      const wrong = files.flatMap(({ file, tags }) => {
        const problem = declarationProblem(tags);
        return problem ? [`${file} ${problem}`] : [];
      });
      expect(wrong).toEqual([]);
    });
  }
});

describe('the declaration', () => {
  it('is read as Vitest reads it: one tag per comment, with a reason after it', () => {
    expect(moduleTags(`${tag('wire')}: names\n${tag('database')}: races\nimport x from 'y';`)).toEqual([
      'wire',
      'database',
    ]);
  });

  it('is refused when missing, unknown, or once beside another tag', () => {
    expect(declarationProblem([])).toMatch(/declares no tag/);
    expect(declarationProblem(['wires'])).toMatch(/unknown tag wires/);
    expect(declarationProblem(['once', 'wire'])).toMatch(/declares once with wire/);
    expect(declarationProblem(['wire', 'database'])).toBeUndefined();
    expect(declarationProblem(['once'])).toBeUndefined();
  });

  it('chooses the files of each pass, and no pass runs while a file has not decided', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'test-tags-'));
    try {
      const dir = path.join(root, TAGGED_PROJECTS.server.dir);
      mkdirSync(path.join(dir, 'modules'), { recursive: true });
      writeFileSync(path.join(dir, 'a.test.ts'), `${tag('wire')}\n${tag('database')}\n`);
      writeFileSync(path.join(dir, 'modules', 'b.test.ts'), `${tag('once')}\n`);
      writeFileSync(path.join(dir, 'c.test.ts'), `${tag('database')}\n`);
      writeFileSync(path.join(dir, 'helper.ts'), '');
      const server = TAGGED_PROJECTS.server.dir;
      expect(filesFor('server', undefined, root)).toEqual([
        `${server}/a.test.ts`,
        `${server}/c.test.ts`,
        `${server}/modules/b.test.ts`,
      ]);
      expect(filesFor('server', 'wire', root)).toEqual([`${server}/a.test.ts`]);
      expect(filesFor('server', 'database', root)).toEqual([`${server}/a.test.ts`, `${server}/c.test.ts`]);
      writeFileSync(path.join(dir, 'd.test.ts'), '// no declaration\n');
      expect(() => filesFor('server', 'wire', root)).toThrow(`${server}/d.test.ts declares no tag`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
