// Lighthouse (mobile: simulated slow 4G and a 4× slower CPU, Debian Chromium) on borrower screens opened the way
// the host app opens them, beside two floors measured in the same run: a blank client-rendered React page built
// by the same toolchain (bench/floor), and each page's own static copy (issue 31): the server's HTML for that very
// page, fetched as Lighthouse's browser fetches it, saved with its scripts removed and served uncompressed by a
// plain static server. That copy is the physical limit of the page's first paint: the same bytes and styles with
// nothing else to fetch or run. Each page runs RUNS times, its copy beside it in each run; medians are reported.
// Targets: LCP ≤ 1,100 ms, below the blank page's and ≤ 1.1× the static copy's, performance 1.00, CLS 0,
// TBT ≤ 50 ms.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from './lib.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET = { performance: 1, lcpMs: 1100, cls: 0, tbtMs: 50, staticCopyRatio: 1.1 };
const FLOOR_DIR = 'bench/floor/dist';
const H5_DIST = 'apps/h5/dist';

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const p = srv.address().port;
      srv.close(() => resolve(p));
    });
  });

// The floor is served as our server serves the H5: brotli, immutable hashed assets, a no-store page.
function serveFloor(port) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
  const server = createHttpServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0];
    const file = path.join(FLOOR_DIR, name === '/' ? 'index.html' : name);
    if (!file.startsWith(FLOOR_DIR) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    const body = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': name.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// The static copies' server: each copy at its page's own path and query, anything else the copy asks for (the
// product logos, the site's images) from the H5's build, or else from the live server, always uncompressed.
const copies = new Map();
function serveCopies(port, liveBase) {
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.css': 'text/css; charset=utf-8',
    '.webp': 'image/webp',
    '.ico': 'image/x-icon',
  };
  const server = createHttpServer(async (req, res) => {
    const url = req.url ?? '/';
    const copy = copies.get(url);
    if (copy !== undefined) {
      res.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-store' });
      res.end(copy);
      return;
    }
    const name = url.split('?')[0];
    const file = path.join(H5_DIST, name);
    if (file.startsWith(`${H5_DIST}/`) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
      return;
    }
    const live = await fetch(new URL(url, liveBase), { headers: { 'accept-encoding': 'identity' } });
    res.writeHead(live.status, {
      'content-type': live.headers.get('content-type') ?? 'application/octet-stream',
    });
    res.end(Buffer.from(await live.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The page as Lighthouse's browser gets it (its mobile user agent, a navigation's Accept), without scripts. */
async function staticCopy(liveUrl, copyBase) {
  const res = await fetch(liveUrl, {
    headers: {
      'user-agent': userAgents.mobile,
      accept:
        'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en-US',
    },
  });
  if (!res.ok) throw new Error(`static copy of ${liveUrl}: HTTP ${res.status}`);
  const html = (await res.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="?(?:modulepreload|preload)"?[^>]*>/gi, '');
  const { pathname, search } = new URL(liveUrl);
  copies.set(pathname + search, html);
  return new URL(pathname + search, copyBase).toString();
}

const build = spawnSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The browser first: a launch that fails leaves no server behind.
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const port = await freePort();
const floorPort = await freePort();
const copyPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'pautang-lh-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const floor = await serveFloor(floorPort);
const base = `http://127.0.0.1:${port}`;
const copyServer = await serveCopies(copyPort, base);
const copyBase = `http://127.0.0.1:${copyPort}`;
// Demo calls answer only our own pages: the XMLHttpRequest marker the H5 and the console send.
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/attempt/dev/scenarios`, { headers: XHR })).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 250));
}

// Opening a scenario (a POST) signs in and answers the screen's URL; the host app opens that URL directly.
async function scenarioUrl(name) {
  const res = await fetch(`${base}/attempt/dev/scenarios/${name}`, { method: 'POST', headers: XHR });
  const { data } = await res.json();
  if (!data) throw new Error(`scenario ${name}: HTTP ${res.status}`);
  return data.url;
}

// The loan agreement as the confirmation screen links to it: the borrower's session and the offer's product.
async function agreementUrl() {
  const confirm = new URL(await scenarioUrl('loan-confirm'));
  const url = new URL('/loanAgreement', base);
  for (const [k, v] of confirm.searchParams) url.searchParams.set(k, v);
  url.searchParams.set('kind', 'loan-agreement');
  return url.toString();
}

const PAGES = [
  { page: 'floor: blank React page', url: async () => `http://127.0.0.1:${floorPort}/` },
  { page: 'customer service', url: () => scenarioUrl('customer-service') },
  { page: 'loan confirmation V3', url: () => scenarioUrl('loan-confirm') },
  { page: 'loan confirmation V32', url: () => scenarioUrl('loan-confirm-v32') },
  { page: 'order details 174', url: () => scenarioUrl('order-174') },
  { page: 'order details 180', url: () => scenarioUrl('order-180') },
  { page: 'loan agreement', url: agreementUrl },
  { page: 'privacy policy', url: () => scenarioUrl('privacy-policy') },
  // Issue 12: the other primary routes.
  { page: 'instalment repayment', url: () => scenarioUrl('repay-instalment') },
  { page: 'delay repayment', url: () => scenarioUrl('repay-delay') },
  { page: 'pay code', url: () => scenarioUrl('repay-code') },
  { page: 'pay code (QR)', url: () => scenarioUrl('repay-code-qr') },
  { page: 'stored pay codes', url: () => scenarioUrl('repay-code-stored') },
  { page: 'complaint entry', url: () => scenarioUrl('complaint-entry') },
  { page: 'complaint details', url: () => scenarioUrl('complaint-detail-replied') },
  { page: 'bind bank', url: () => scenarioUrl('bind-bank') },
  { page: 'promotion landing', url: () => scenarioUrl('promotion-landing') },
  // Public pages are also scored for accessibility, best practices and SEO (target 100 each, issue 11).
  { page: 'official site', url: () => scenarioUrl('official-site'), public: true },
];
// LIGHTHOUSE_PAGES="official site" runs the floor and the named pages only (a quick look while working).
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const chosen = only ? PAGES.filter((p, i) => i === 0 || only.includes(p.page)) : PAGES;
const PUBLIC_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dumpName = (page, i) =>
  path.join(process.env.LIGHTHOUSE_DUMP ?? '', `${page.replace(/[^a-z0-9]+/gi, '-')}-${i}`);

/** One Lighthouse run: the figures, the LCP element and its phases (what the render delay is made of). */
async function measure(url, { isPublic, dump }) {
  const run = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: isPublic ? PUBLIC_CATEGORIES : ['performance'],
    formFactor: 'mobile',
  });
  // A page that did not load (an error answer) has no figures: say which and why rather than fail on a missing one.
  if (run.lhr.runtimeError)
    throw new Error(`${url}: ${run.lhr.runtimeError.code}, ${run.lhr.runtimeError.message}`);
  const a = run.lhr.audits;
  // LIGHTHOUSE_DUMP=dir keeps every full report (and with LIGHTHOUSE_TRACE its trace), to see what a page's FCP
  // and LCP waited on.
  if (process.env.LIGHTHOUSE_DUMP) {
    writeFileSync(`${dump}.json`, JSON.stringify(run.lhr));
    if (process.env.LIGHTHOUSE_TRACE)
      writeFileSync(`${dump}.trace.json`, JSON.stringify(run.artifacts.Trace));
  }
  const tables = a['largest-contentful-paint-element']?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).map((p) => [String(p.phase).replace(/\s+/g, ''), Math.round(p.timing)]),
  );
  return {
    performance: run.lhr.categories.performance.score,
    fcpMs: Math.round(a['first-contentful-paint'].numericValue),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    lcpElement: element ? element.nodeLabel || element.selector : undefined,
    renderDelayMs: phases.RenderDelay,
    ...(isPublic
      ? {
          accessibility: run.lhr.categories.accessibility.score,
          bestPractices: run.lhr.categories['best-practices'].score,
          seo: run.lhr.categories.seo.score,
          // What keeps a category under 100, so the report says what to fix.
          failing: Object.values(run.lhr.audits)
            .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode === 'binary')
            .map((x) => x.id),
        }
      : {}),
  };
}

/** The run whose LCP is the median: its element and render delay are reported with the medians. */
const medianRun = (runs) => {
  const lcp = median(runs.map((r) => r.lcpMs));
  return runs.find((r) => r.lcpMs === lcp);
};

const rows = [];
try {
  for (const [index, { page, url, public: isPublic }] of chosen.entries()) {
    const isFloor = index === 0;
    const runs = [];
    const copyRuns = [];
    for (let i = 0; i < RUNS; i++) {
      // A fresh URL (and session) per run: the scenario resets its order each time it is opened. Its static copy
      // is taken from that URL and measured beside it, first or second in turn (the machine drifts).
      const live = await url();
      const copy = isFloor ? undefined : await staticCopy(live, copyBase);
      const liveRun = () => measure(live, { isPublic, dump: dumpName(page, i) });
      const copyRun = () => measure(copy, { isPublic: false, dump: dumpName(`${page} static copy`, i) });
      if (copy && i % 2 === 0) copyRuns.push(await copyRun());
      runs.push(await liveRun());
      if (copy && i % 2 === 1) copyRuns.push(await copyRun());
    }
    const lcpMs = median(runs.map((r) => r.lcpMs));
    const staticLcpMs = copyRuns.length ? median(copyRuns.map((r) => r.lcpMs)) : undefined;
    rows.push({
      page,
      performance: median(runs.map((r) => r.performance)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs,
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      lcpElement: medianRun(runs).lcpElement,
      renderDelayMs: medianRun(runs).renderDelayMs,
      ...(staticLcpMs === undefined
        ? {}
        : {
            staticFcpMs: median(copyRuns.map((r) => r.fcpMs)),
            staticLcpMs,
            staticLcpElement: medianRun(copyRuns).lcpElement,
            staticRatio: Number((lcpMs / staticLcpMs).toFixed(2)),
            lcpRuns: runs.map((r) => r.lcpMs),
            staticLcpRuns: copyRuns.map((r) => r.lcpMs),
          }),
      ...(isPublic
        ? {
            accessibility: Math.min(...runs.map((r) => r.accessibility)),
            bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
            seo: Math.min(...runs.map((r) => r.seo)),
            failing: [...new Set(runs.flatMap((r) => r.failing))],
          }
        : {}),
      runs: runs.length,
    });
  }
} finally {
  await chrome.kill();
  floor.close();
  copyServer.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

const floorLcp = rows[0]?.lcpMs ?? 0;
for (const row of rows.slice(1)) {
  row.staticCopyMet = row.staticRatio <= TARGET.staticCopyRatio;
  row.withinTarget =
    row.performance >= TARGET.performance &&
    row.lcpMs <= TARGET.lcpMs &&
    row.lcpMs < floorLcp &&
    row.staticCopyMet &&
    row.cls <= TARGET.cls &&
    row.tbtMs <= TARGET.tbtMs &&
    (row.accessibility === undefined ||
      (row.accessibility === 1 && row.bestPractices === 1 && row.seo === 1));
}
const score = (v) => (v === undefined ? '—' : Math.round(v * 100));
console.log(
  [
    `Lighthouse (mobile, simulated slow 4G), median of ${RUNS} runs; static copy: the page's HTML without scripts`,
    '',
    '| page | performance | FCP ms | LCP ms | static copy LCP ms | × static copy | LCP element | render delay ms | TBT ms | CLS | accessibility | best practices | SEO | target |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance.toFixed(2)} | ${r.fcpMs} | ${r.lcpMs} | ${r.staticLcpMs ?? '—'} | ${r.staticRatio?.toFixed(2) ?? '—'} | ${r.lcpElement ?? '—'} | ${r.renderDelayMs ?? '—'} | ${r.tbtMs} | ${r.cls} | ${score(r.accessibility)} | ${score(r.bestPractices)} | ${score(r.seo)} | ${r.withinTarget === undefined ? 'floor' : r.withinTarget ? 'met' : 'missed'} |`,
    ),
  ].join('\n'),
);
console.log(JSON.stringify({ target: TARGET, lighthouse: rows }, null, 2));
if (process.env.BENCH_RESULT)
  writeFileSync(process.env.BENCH_RESULT, JSON.stringify({ target: TARGET, lighthouse: rows }));
