// Prints every H5 route's initial JS and CSS (raw and gzip) as JSON, from the Vite manifest, and fails when a
// route's initial JS is over the budget. Initial = the entry, the app it imports once the page is on screen, and
// the route chunk, with all their static imports.
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { routeScreens } from '../build-tools/route-table.mjs';
import { consoleSize } from './size-console.mjs';

// The quality bar: every borrower route's initial JavaScript at most 85 KB gzip (React itself is about 60).
const BUDGET_GZIP_JS = 85 * 1024;
// Every language's build is measured: English at dist's root, each other in its own folder (a page ships one).
const LANGUAGES = ['en', 'fil'];
const root = 'apps/h5/dist';
if (!existsSync(path.join(root, '.vite/manifest.json'))) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}

// Every path of the route table with its screen's file, as the table itself says (imported, not parsed).
const routes = (await routeScreens()).map(({ path, file }) => ({ path, key: file }));

function measure(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  // Two entries: the page's own (a few hundred bytes) and the app it fetches once the page is on screen.
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const sizeOf = (file) => {
    const buf = readFileSync(path.join(dist, file));
    return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  };
  const report = {};
  for (const route of routes) {
    const keys = new Set([...entryKeys.flatMap((k) => [...closure(k)]), ...closure(route.key)]);
    let js = { raw: 0, gzip: 0 };
    let css = { raw: 0, gzip: 0 };
    for (const k of keys) {
      const chunk = manifest[k];
      if (!chunk) continue;
      const s = sizeOf(chunk.file);
      js = { raw: js.raw + s.raw, gzip: js.gzip + s.gzip };
      for (const c of chunk.css ?? []) {
        const cs = sizeOf(c);
        css = { raw: css.raw + cs.raw, gzip: css.gzip + cs.gzip };
      }
    }
    report[route.path] = { js, css, withinBudget: js.gzip <= BUDGET_GZIP_JS };
  }
  return report;
}

let over = false;
const report = measure(root);
const languages = {};
for (const lang of LANGUAGES.slice(1)) {
  const dist = path.join(root, lang);
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error(`No ${lang} build found: run npm run build.`);
    process.exit(1);
  }
  languages[lang] = measure(dist);
}
for (const r of [report, ...Object.values(languages)])
  for (const [route, m] of Object.entries(r)) {
    if (!m.withinBudget) console.error(`over budget: ${route} ${m.js.gzip} B gzip`);
    over ||= !m.withinBudget;
  }
// The console's budget, and its chart chunk loaded only by the reports section (size-console.mjs).
const consoleReport = consoleSize();
for (const problem of consoleReport.problems) console.error(`console size: ${problem}`);
console.log(
  JSON.stringify(
    { budgetGzipJs: BUDGET_GZIP_JS, routes: report, languages, console: consoleReport },
    null,
    2,
  ),
);
if (process.env.BENCH_RESULT) {
  writeFileSync(
    process.env.BENCH_RESULT,
    JSON.stringify({ budgetGzipJs: BUDGET_GZIP_JS, routes: report, languages }),
  );
}
process.exit(over || !consoleReport.withinBudget ? 1 : 0);
