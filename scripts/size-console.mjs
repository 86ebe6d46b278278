// The console's bundle budget (issue 28), run by `npm run size` after the H5's (size.mjs): what /console loads first
// (the entry and every chunk it imports statically, from apps/console/dist/.vite/manifest.json) must stay within the
// budget, and the chart library (uPlot) must be a chunk of its own that only the reports section reaches. A section
// is a lazy chunk (app/routes/back-office.tsx); a static import of the charts anywhere else would pull ~22 KB gzip
// into every staff member's first load, and this fails the run when that happens.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

/**
 * 120,080 bytes gzip (117 KB) on the day the budget was set (React and the host simulator are most of it; the
 * section strings of issue 28 are in it too), plus about 18 KB of room for the other sections' strings and small
 * shared parts. A section's own screens are lazy chunks and never count here.
 */
export const CONSOLE_BUDGET_GZIP_JS = 135 * 1024;
/** The chart library's module, as the manifest names it. */
export const CHART_MODULE = /node_modules\/uplot\//;
/**
 * The Filipino catalogue (issue 30): only the active language ships, so it is a chunk of its own that a Filipino
 * reader's browser fetches, never part of the initial load.
 */
export const FIL_CATALOGUE = 'src/i18n/fil/messages.ts';
/** The one chunk allowed to reach it. */
export const REPORTS_SECTION = 'src/app/routes/sections/reports.tsx';

/** Every chunk reached from `keys` by the given kinds of import, never entering `avoid`. */
function reach(manifest, keys, kinds, avoid = new Set()) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || avoid.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const kind of kinds) for (const next of manifest[key][kind] ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The check itself, on a manifest and a way to weigh a file (so it is tested without a build). Answers the initial
 * JS's weight and every problem found; none means the console is within its budget.
 */
export function checkConsole(manifest, sizeOf, budget = CONSOLE_BUDGET_GZIP_JS) {
  const problems = [];
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length === 0) problems.push('the console manifest has no entry');
  const initial = reach(manifest, entries, ['imports']);
  const js = { raw: 0, gzip: 0 };
  for (const key of initial) {
    const s = sizeOf(manifest[key].file);
    js.raw += s.raw;
    js.gzip += s.gzip;
  }
  if (js.gzip > budget) {
    problems.push(`the console's initial JS is ${js.gzip} bytes gzip, over its budget of ${budget}`);
  }

  if (!manifest[FIL_CATALOGUE]) {
    problems.push('no chunk of its own holds the Filipino catalogue: import it lazily (i18n/language.ts)');
  } else if (initial.has(FIL_CATALOGUE)) {
    problems.push(`the Filipino catalogue (${FIL_CATALOGUE}) is in the console's initial load`);
  }

  const charts = Object.keys(manifest).filter((k) => CHART_MODULE.test(k));
  if (charts.length === 0) {
    problems.push(
      'no chunk of its own holds the chart library: import it lazily, from the reports feature only',
    );
  }
  for (const chart of charts) {
    if (initial.has(chart)) problems.push(`the chart library (${chart}) is in the console's initial load`);
  }
  // Everything reachable without passing through the reports section: the chart library must not be in it.
  const elsewhere = reach(manifest, entries, ['imports', 'dynamicImports'], new Set([REPORTS_SECTION]));
  const fromReports = reach(manifest, [REPORTS_SECTION], ['imports', 'dynamicImports']);
  for (const chart of charts) {
    if (elsewhere.has(chart)) {
      problems.push(`the chart library (${chart}) is reached from outside the reports section`);
    }
    if (!fromReports.has(chart))
      problems.push(`the reports section does not reach the chart library (${chart})`);
  }
  return {
    budgetGzipJs: budget,
    initialJs: js,
    initialChunks: [...initial].map((k) => manifest[k].file).sort(),
    chartChunks: charts.map((k) => manifest[k].file),
    withinBudget: problems.length === 0,
    problems,
  };
}

/** The check on the console's build in `dist`; problems name a missing build too. */
export function consoleSize(dist = 'apps/console/dist') {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    return { withinBudget: false, problems: ['no console build found: run npm run build first'] };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return checkConsole(manifest, (file) => {
    const buf = readFileSync(path.join(dist, file));
    return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = consoleSize();
  console.log(JSON.stringify(report, null, 2));
  for (const problem of report.problems) console.error(`console size: ${problem}`);
  process.exit(report.withinBudget ? 0 : 1);
}
