// The console's size check (size-console.mjs) on made-up manifests: it fails a console over its budget, and a chart
// library or a Filipino catalogue that is loaded first, the charts reached from another section, or either not a chunk
// of its own.
import { describe, expect, it } from 'vitest';
import { checkConsole, FIL_CATALOGUE, REPORTS_SECTION } from './size-console.mjs';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
const CHART = '../../node_modules/uplot/dist/uPlot.esm.js';

/** The console as built: an entry, lazy sections, a shared chunk, and the charts reached from reports only. */
function manifest(change: (m: Record<string, Chunk>) => void = () => {}): Record<string, Chunk> {
  const m: Record<string, Chunk> = {
    'index.html': {
      file: 'index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: [REPORTS_SECTION, 'src/app/routes/sections/support.tsx', FIL_CATALOGUE],
    },
    [FIL_CATALOGUE]: { file: 'fil.js' },
    '_shared.js': { file: 'shared.js' },
    '_list-panel.js': { file: 'list-panel.js', imports: ['index.html'] },
    [REPORTS_SECTION]: {
      file: 'reports.js',
      imports: ['index.html', '_list-panel.js'],
      dynamicImports: [CHART],
    },
    'src/app/routes/sections/support.tsx': { file: 'support.js', imports: ['index.html', '_list-panel.js'] },
    [CHART]: { file: 'uplot.js' },
  };
  change(m);
  return m;
}

/** Each file weighs 10 bytes gzip, 30 raw. */
const sizeOf = () => ({ raw: 30, gzip: 10 });

describe('the console size check', () => {
  it('passes the console as built, counting the entry and its static imports only', () => {
    const report = checkConsole(manifest(), sizeOf, 20);
    expect(report.problems).toEqual([]);
    expect(report.withinBudget).toBe(true);
    expect(report.initialJs).toEqual({ raw: 60, gzip: 20 });
    expect(report.initialChunks).toEqual(['index.js', 'shared.js']);
    expect(report.chartChunks).toEqual(['uplot.js']);
  });

  it('fails a console over its budget', () => {
    const report = checkConsole(manifest(), sizeOf, 19);
    expect(report.withinBudget).toBe(false);
    expect(report.problems).toEqual(["the console's initial JS is 20 bytes gzip, over its budget of 19"]);
  });

  it('fails when the Filipino catalogue is loaded first, or is not a chunk of its own', () => {
    const eager = checkConsole(
      manifest((m) => m['index.html']!.imports!.push(FIL_CATALOGUE)),
      sizeOf,
      100,
    );
    expect(eager.problems).toEqual([
      `the Filipino catalogue (${FIL_CATALOGUE}) is in the console's initial load`,
    ]);
    const bundled = checkConsole(
      manifest((m) => delete m[FIL_CATALOGUE]),
      sizeOf,
      100,
    );
    expect(bundled.problems).toEqual([
      'no chunk of its own holds the Filipino catalogue: import it lazily (i18n/language.ts)',
    ]);
  });

  it('fails when the charts are imported statically by the entry', () => {
    const report = checkConsole(
      manifest((m) => m['index.html']!.imports!.push(CHART)),
      sizeOf,
      100,
    );
    expect(report.withinBudget).toBe(false);
    expect(report.problems).toContain(`the chart library (${CHART}) is in the console's initial load`);
  });

  it('fails when another section reaches the charts, even lazily or through a shared chunk', () => {
    const bySupport = checkConsole(
      manifest((m) => (m['src/app/routes/sections/support.tsx']!.dynamicImports = [CHART])),
      sizeOf,
      100,
    );
    expect(bySupport.problems).toEqual([
      `the chart library (${CHART}) is reached from outside the reports section`,
    ]);
    const byShared = checkConsole(
      manifest((m) => (m['_list-panel.js']!.imports = ['index.html', CHART])),
      sizeOf,
      100,
    );
    expect(byShared.problems).toEqual([
      `the chart library (${CHART}) is reached from outside the reports section`,
    ]);
  });

  it('fails when the charts are no chunk of their own (bundled into a section, or gone)', () => {
    const report = checkConsole(
      manifest((m) => {
        delete m[CHART];
        delete m[REPORTS_SECTION]!.dynamicImports;
      }),
      sizeOf,
      100,
    );
    expect(report.problems).toEqual([
      'no chunk of its own holds the chart library: import it lazily, from the reports feature only',
    ]);
  });
});
