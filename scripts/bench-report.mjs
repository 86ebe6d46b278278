// Gathers the parts `npm run bench` measured (bench/.parts/*.json) into bench/results.json, bench/RESULTS.md and
// bench/chart.svg: every figure beside its floor and target, and a chart drawn from the numbers.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PARTS = 'bench/.parts';
const read = (name) => {
  const file = path.join(PARTS, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};
// A part this run did not measure (a bench run cut short, or the report written again after an at-scale part) keeps
// last run's figures from bench/results.json, dated there, rather than vanishing from the report.
const previous = existsSync('bench/results.json')
  ? JSON.parse(readFileSync('bench/results.json', 'utf8'))
  : {};
const kept = [];
const orPrevious = (name, value, last) => {
  if (value === undefined && last !== undefined) kept.push(name);
  return value ?? last;
};
const bundleNow = read('bundle');
const bundle = orPrevious('bundle', bundleNow, previous.bundle);
const floorBundle =
  read('bundle-floor') ??
  (!bundleNow && previous.bundle?.floorGzipJs ? { gzipJs: previous.bundle.floorGzipJs } : undefined);
const api = orPrevious('API under load', read('api-load'), previous.api);
const latency = orPrevious('API latency', read('api-latency'), previous.apiLatency);
const storm = orPrevious('postback storm', read('postback-storm'), previous.postbackStorm);
const postingCost = orPrevious('posting cost', read('posting-cost')?.postingCost, previous.postingCost);
const reminders = orPrevious('reminders', read('reminders')?.reminders, previous.reminders);
const statement = orPrevious('statement', read('statement')?.statement, previous.statement);
const lighthouse = orPrevious('Lighthouse', read('lighthouse'), previous.lighthouse);
// The at-scale parts (issue 31) keep their own figures in bench/scale/*.json, committed, each with the book it was
// measured on: they need `npm run bench:data`'s book, so a run without it keeps the last measured ones.
const SCALE = 'bench/scale';
const scale = existsSync(SCALE)
  ? readdirSync(SCALE)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(SCALE, f), 'utf8')))
      .sort((a, b) => a.order - b.order)
  : [];

// Issue 31, "First paint at the limit": what the analysis of the live pages against their static copies found, and
// what was changed for it (docs/DECISIONS.md, "Issue 31: first paint at the limit"). Figures from that analysis.
const FIRST_PAINT_FINDINGS = [
  '### Where the live pages lost 200–300 ms to their static copies (issue 31)',
  '',
  'Measured on 2026-11-25 with this part (3 runs of each page and of its copy, medians; Lighthouse JSON and traces kept with `LIGHTHOUSE_DUMP` and `LIGHTHOUSE_TRACE`), on the shared 2-core machine (load average 11–15 during the runs, so single runs spread by ±300 ms; compare each page with its own copy in the same run).',
  '',
  "- **Before** (main at 68260e5): loan confirmation V3 978 ms (966–1,086) against its copy's 668 (654–752), 1.46×; order details 180 918 (904–945) against 684 (669–708), 1.34×.",
  "- **The LCP element** is server-rendered text on every borrower page measured but the repayment pages: the rate line (`<dd>`) on loan confirmation, the overdue notice (`p.order-detail-notice-des`) on order 180; the same element in the copy. Hydration never replaces it: the observed LCP is the first paint in every run. No web fonts (system fonts). The product logo is a low-priority image, which Lighthouse's simulation leaves out.",
  "- **The phases**: TTFB 473–494 ms live against 461–470 (the server's render), no load delay or load time (text), render delay 486–593 ms live against 193–282. The extra ~300 ms of render delay was one request: the page's only script file (`main.tsx`, 536 bytes, 1,236 on the wire), found by the preload scanner 69–96 ms into the load, before the first paint (110–215 ms). Lantern puts every request that finished before the observed paint into the FCP and LCP graphs unless it can prove the script did not block (a module script has no evaluation event it can time): one more round trip on slow 4G, and the live FCP was 966–1,011 ms against the copy's 654–739. The app's modules (boot, 70 KB, and the route's) were not in it: they start after the first paint (247+ ms). There are no modulepreload links.",
  '- **The first-data block** is 1,262 bytes of the 14,790-byte loan confirmation page (8.5%), already after `#root`: it costs the first paint nothing measurable, and stays where it is (now held by a test).',
  '- **Fix 1**: the server puts that script inside the page, after the screen and its data, allowed by its hash in the CSP (`plugins/page-entry.ts`). Next run: loan confirmation V3 729 against 781 (0.93×), order details 180 782 against 758 (1.03×).',
  "- **Fix 2**: that run showed another way for the app's modules to reach the graph, the 300 ms fallback timer: on a busy machine a frame drawn at 0.38 s reached the screen at 1.37 s, and the timer had already started the modules (privacy policy 2,019 against 899). It is now a 3 s safety net. Left open: where the LCP is an image (the repayment pages' how-to-pay picture), modules fetched at the first paint can finish before the image is painted (instalment repayment 1,760 against 889 in one run). Waiting for the load event as well fixed that (949 against 894) but broke the host simulator's Filipino order page test, so it is not in.",
  "- **After**: the last full run (3 runs a page, load average 11–15, measured with the load-event wait still in) had no request but the page and its images finish before the observed LCP of any live page, as in the copies. Medians, live / copy in ms: customer service 942 / 745 (1.26, missed), loan confirmation V3 935 / 831 (1.13, missed), V32 934 / 718 (1.30, missed), order details 174 817 / 891 (0.92), order details 180 922 / 993 (0.93), loan agreement 1,038 / 1,068 (0.97), privacy policy 760 / 1,090 (0.70), instalment repayment 949 / 894 (1.06), delay repayment 897 / 875 (1.03), pay code 867 / 822 (1.05), pay code (QR) 1,201 / 1,075 (1.12, missed), stored pay codes 1,144 / 1,087 (1.05), complaint entry 813 / 809 (1.00), complaint details 890 / 769 (1.16, missed), bind bank 1,367 / 834 (1.64, missed); promotion landing and the official site were not measured (the run stopped on a 500 while the H5 was rebuilt under it). Single runs spread by ±300 ms. Every miss is the server's render time in TTFB (bind bank 772–1,190 ms against 459–498 for the file; observed server time 87–700 ms under that load) with CPU noise in the render delay: meeting 1.1× there needs the render itself faster (or a quiet machine; ~20–40 ms observed when idle), not a different page.",
  "- **Quiet run of 2026-11-28** (the table above: 06:12–06:26 UTC, main at 733ff7e, nothing else running): every borrower page and the official site within 0.82–1.03× of its static copy's LCP (live 634–761 ms), performance 1.00, CLS 0 and TBT 1–47 ms on every page. One page read 1.15× in the 3-run pass: pay code (live 655/779/761 ms, copy 664/629/751): its LCP text paints at about 650 or about 755 ms in both the live page and the copy, so a median of three lands on either. Re-measured alone with 7 runs each: live 759 ms, copy 753 ms (1.01×); that row is in the table. The blank React floor: 1,342 ms.",
  "- **Quiet run of 2026-11-25** (17:05–17:23 UTC, main at 9d33ea9, load average 0.2–0.9, nothing else running): every borrower page's LCP within 0.81–1.03× its static copy's, performance 1.00 on every borrower page. Two targets missed there, neither the first paint: instalment repayment had a layout shift (CLS 0.055: issue 30's allocation preview arrived after the paint and pushed the how-to-pay button down), and the official site scored 0.99 (TBT 110 ms median; a single run after it scored 1.00 with TBT 0).",
  "- **The shift, fixed** (ab1d118): the instalment page's answer carries the preview of the amount it opens with, and the preview's chunk loads before rendering, so it is in the server's HTML. Re-measured alone at 17:58 with helpers running beside (load average 7.5): CLS 0, LCP 783 ms against its copy's 756 (1.04×), performance 1.00, TBT 78 ms (over the 50 ms target under that load; 4 ms in the quiet run). The browser test of every scenario now fails on any layout shift.",
  '',
];

const results = {
  measuredAt: kept.length > 0 && previous.measuredAt ? previous.measuredAt : new Date().toISOString(),
  machine: process.env.BENCH_MACHINE ?? `${process.platform} ${process.arch}, Node ${process.version}`,
  bundle: bundle && { ...bundle, floorGzipJs: floorBundle?.gzipJs },
  api,
  apiLatency: latency,
  postbackStorm: storm,
  postingCost,
  reminders,
  statement,
  lighthouse,
  scale: Object.fromEntries(
    scale.map((p) => [p.name, { measuredAt: p.measuredAt, book: p.book, figures: p.figures }]),
  ),
};
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pct = (v) => `${Math.round(v * 100)}%`;
const lines = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${results.measuredAt.slice(0, 10)} (${results.machine}). Figures, not tests: the`,
  'machine is shared and small (2 cores; the load generator runs on the same cores), so compare each row with the',
  'floor measured in the same run. The chart is `chart.svg`; every number is in `results.json`.',
  ...(kept.length > 0
    ? [
        '',
        `Not measured in this run, so last run's figures (${previous.measuredAt?.slice(0, 10) ?? 'undated'}): ${kept.join(', ')}.`,
      ]
    : []),
  '',
  '![chart](chart.svg)',
  '',
];
if (bundle) {
  lines.push(
    '## Bundle: initial JS and CSS per route (gzip)',
    '',
    `Floor: a blank React page built with the same toolchain, ${floorBundle ? `${kb(floorBundle.gzipJs)} KB` : 'not measured'}. Target: every route ≤ ${kb(bundle.budgetGzipJs)} KB JS.`,
    '',
    '| route | JS KB | CSS KB | within target |',
    '|---|---|---|---|',
    ...Object.entries(bundle.routes).map(
      ([route, r]) =>
        `| ${route} | ${kb(r.js.gzip)} | ${kb(r.css.gzip)} | ${r.withinBudget ? 'yes' : 'NO'} |`,
    ),
    '',
  );
}
if (lighthouse) {
  const ratioTarget = lighthouse.target.staticCopyRatio;
  lines.push(
    '## Lighthouse (mobile, simulated slow 4G, Debian Chromium), median of runs',
    '',
    `Targets: performance 1.00, LCP below the floor's and ≤ ${lighthouse.target.lcpMs} ms, CLS 0, TBT ≤ ${lighthouse.target.tbtMs} ms; public pages 100 for accessibility, best practices and SEO.`,
    ...(ratioTarget
      ? [
          '',
          `Two floors, measured in the same run: the blank client-rendered React page (first row), and each page's own static copy (issue 31): the server's HTML for that very page, fetched as Lighthouse's browser fetches it, saved with its scripts removed and served uncompressed by a plain static server, measured beside the live page in each run. Target: live LCP ≤ ${ratioTarget}× the static copy's (× static copy is the median live LCP over the median static-copy LCP). The LCP element and its render delay (Lighthouse's LCP phases) are the median live run's.`,
        ]
      : []),
    '',
    '| page | performance | FCP ms | LCP ms | static copy LCP ms | × static copy | LCP element | render delay ms | TBT ms | CLS | a11y | best practices | SEO | target |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lighthouse.lighthouse.map(
      (r) =>
        `| ${r.page} | ${r.performance.toFixed(2)} | ${r.fcpMs} | ${r.lcpMs} | ${r.staticLcpMs ?? '—'} | ${r.staticRatio === undefined ? '—' : `${r.staticRatio.toFixed(2)} (${r.staticCopyMet ? 'met' : 'missed'})`} | ${r.lcpElement === undefined ? '—' : r.lcpElement.replace(/\|/g, '\\|').slice(0, 60)} | ${r.renderDelayMs ?? '—'} | ${r.tbtMs} | ${r.cls} | ${r.accessibility === undefined ? '—' : Math.round(r.accessibility * 100)} | ${r.bestPractices === undefined ? '—' : Math.round(r.bestPractices * 100)} | ${r.seo === undefined ? '—' : Math.round(r.seo * 100)} | ${r.withinTarget === undefined ? 'floor' : r.withinTarget ? 'met' : 'missed'} |`,
    ),
    '',
    ...(ratioTarget ? FIRST_PAINT_FINDINGS : []),
  );
}
if (api) {
  lines.push(
    `## API under load (autocannon, ${api.connections} connections, ${api.seconds} s, loopback)`,
    '',
    `Targets on PostgreSQL, for every call measured: ≥ ${pct(api.target.shareOfFloor)} of bare Fastify's requests per second for the same request, p99 ≤ ${api.target.p99Ms} ms, zero errors. PGlite is one connection inside the server's process: reported, not held to them.`,
    '',
    "Two floors are measured right before each row (the machine's speed drifts over a run): bare Fastify answering the same request (its method, query and JSON body; the target is held against it, since a POST costs bare Fastify about a third more than a GET), and the plain GET route, shown beside it. The floor's row is the median of the plain route's runs.",
    '',
    '| backend | call | load | req/s | floor: same request, req/s | share | floor: plain GET, req/s | share | p50 ms | p99 ms | errors | target |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...api.api.map(
      (r) =>
        `| ${r.backend} | ${r.call} | ${r.load} | ${r.requestsPerSecond} | ${r.floorRequestsPerSecond ?? '-'} | ${r.shareOfFloor === undefined ? '-' : pct(r.shareOfFloor)} | ${r.plainFloorRequestsPerSecond ?? '-'} | ${r.shareOfPlainFloor === undefined ? '-' : pct(r.shareOfPlainFloor)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.withinTarget === undefined ? '-' : r.withinTarget ? 'met' : 'missed'} |`,
    ),
    '',
  );
}
if (storm) {
  lines.push(
    '## The money path: postback storm',
    '',
    'Unique payments (one live code per order, the rest stale codes paid anyway), 20% of postbacks sent twice, shuffled, 50 in flight, through the real postback route. Target: the ledger exact (live codes posted once, stale ones owed back whole).',
    '',
    '| backend | postbacks | duplicates | postbacks/s | ledger entries | refunds | ledger + refunds (centavos) | expected | exact |',
    '|---|---|---|---|---|---|---|---|---|',
    ...storm.storm.map(
      (r) =>
        `| ${r.backend} | ${r.postbacks} | ${r.duplicates} | ${r.perSecond} | ${r.ledgerEntries} | ${r.refunds ?? 0} | ${r.ledgerTotal} | ${r.expectedTotal} | ${r.exact ? 'yes' : 'NO'} |`,
    ),
    '',
  );
}
if (postingCost) {
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  lines.push(
    '## What the books add to a payment postback (issue 42)',
    '',
    "Loans with their books open, each with one live code paid at the gateway; each postback sent over HTTP through the real route, with the books or without them (the accounting context's posting switched off at its door by the bench's module hooks, bench/books-off), in random order, in the same run. Target: the books add at most 10% to a postback's time once the day's accrual has run (the books then hold each loan at the day's figures). Before it, each payment first catches its loan up.",
    '',
    '| backend | case | postbacks | with the books, mean (median) ms | without (today), mean (median) ms | added | within target |',
    '|---|---|---|---|---|---|---|',
    ...postingCost.flatMap((b) =>
      b.rows.map(
        (r) =>
          `| ${r.backend} | ${r.case} | ${r.postbacks} | ${r.onMean.toFixed(2)} (${r.onMedian.toFixed(2)}) | ${r.offMean.toFixed(2)} (${r.offMedian.toFixed(2)}) | ${pct(r.added)} | ${r.case.startsWith('after') ? (r.added <= 0.1 ? 'yes' : 'NO') : '-'} |`,
      ),
    ),
    '',
    '| backend | storm, 50 in flight: with the books, postbacks/s | without | time added | server CPU a postback, with (without) ms |',
    '|---|---|---|---|---|',
    ...postingCost.map(
      ({ storm: s }) =>
        `| ${s.backend} | ${Math.round(s.on)} | ${Math.round(s.off)} | ${pct(s.added)} | ${s.cpuOn.toFixed(2)} (${s.cpuOff.toFixed(2)}) |`,
    ),
    '',
  );
}
if (reminders) {
  const r = reminders;
  lines.push(
    '## Reminders: a run over 100,000 due orders (PostgreSQL)',
    '',
    `${r.orders} orders seeded due in 3 or 1 days, today, or 1, 3 or 7 days late (one reminder each), planned by planReminders (a page of 1,000 orders at a time, the engine's due dates, one insert a page), planned again (nothing new), then delivered through the outbox SMS adapter. The adapter's own rate is measured in the same run (${r.smsSends} sends straight through it). Target: every order reminded once, no duplicate (count = count of distinct (user, event, key)).`,
    '',
    '| orders | planned | plan s | planned/s | second run: planned, s | delivery s | sent | sent/s | SMS adapter alone, sends/s (1 / 10 in flight) | no duplicate |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${r.orders} | ${r.planned} | ${r.planSeconds} | ${r.plannedPerSecond} | ${r.rerunPlanned}, ${r.rerunSeconds} | ${r.deliveryWired ? r.deliverySeconds : 'not wired yet'} | ${r.deliveryWired ? r.sent : '-'} | ${r.deliveryWired ? r.sentPerSecond : '-'} | ${r.smsPerSecond1} / ${r.smsPerSecond10} | ${r.noDuplicate ? 'yes' : 'NO'} |`,
    '',
  );
}
if (statement) {
  const s = statement;
  lines.push(
    '## The statement of account (issue 42)',
    '',
    `A loan with ${s.events} payments, its statement asked 20 times through the whole server stack on PGlite (medians). Target: the PDF within ${s.targetMs} ms. Floors in the same run: the order details call, and a one-line PDF from the same library (pdfkit).`,
    '',
    '| payments | PDF ms | PDF bytes | data ms | order details ms (floor) | one-line PDF ms (floor) | within target |',
    '|---|---|---|---|---|---|---|',
    `| ${s.events} | ${s.pdfMs} | ${s.pdfBytes} | ${s.dataMs} | ${s.orderDetailsMs} | ${s.onePagePdfMs} | ${s.withinTarget ? 'yes' : 'NO'} |`,
    '',
  );
}
if (scale.length > 0) {
  lines.push('# At scale: the benchmark book', '');
  for (const p of scale) {
    const book = Object.entries(p.book)
      .map(([k, v]) => `${k} ${typeof v === 'number' ? v.toLocaleString('en-US') : v}`)
      .join(', ');
    lines.push(
      `## ${p.title}`,
      '',
      `Measured ${p.measuredAt.slice(0, 16).replace('T', ' ')} UTC on the book: ${book}.`,
      '',
    );
    lines.push(p.markdown.trimEnd(), '');
  }
}
writeFileSync('bench/RESULTS.md', `${lines.join('\n')}\n`);
writeFileSync('bench/chart.svg', chart());
console.log('\nWrote bench/results.json, bench/RESULTS.md and bench/chart.svg');

/** Horizontal bars, one panel per part, each bar beside its floor (grey) and a target line (red). */
function chart() {
  const panels = [];
  if (lighthouse) {
    const floor = lighthouse.lighthouse[0];
    panels.push({
      title: 'Lighthouse LCP, ms (lower is better; red: the floor)',
      target: floor?.lcpMs,
      bars: lighthouse.lighthouse.map((r, i) => ({ label: r.page, value: r.lcpMs, floor: i === 0 })),
    });
  }
  if (api) {
    const floors = api.api.filter((r) => r.shareOfFloor === undefined && r.call.includes('floor'));
    const floor = floors.at(-1)?.requestsPerSecond;
    panels.push({
      title: 'API requests per second (higher is better; red: 50% of the plain GET floor)',
      target: floor ? floor * api.target.shareOfFloor : undefined,
      bars: api.api.map((r) => ({
        label: `${r.backend}: ${r.call.replace(/ \(.*\)/, '')}${r.load === '-' ? '' : `, ${r.load}`}`,
        value: r.requestsPerSecond,
        floor: r.call.includes('floor'),
      })),
    });
  }
  if (bundle) {
    panels.push({
      title: 'Initial JS per route, KB gzip (red: the budget)',
      target: bundle.budgetGzipJs / 1024,
      bars: [
        ...(floorBundle
          ? [{ label: 'floor: blank React page', value: floorBundle.gzipJs / 1024, floor: true }]
          : []),
        ...Object.entries(bundle.routes).map(([route, r]) => ({ label: route, value: r.js.gzip / 1024 })),
      ],
    });
  }
  const W = 900;
  const LABEL = 330;
  const BAR = 14;
  let y = 10;
  const parts = [];
  const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  for (const p of panels) {
    const max = Math.max(...p.bars.map((b) => b.value), p.target ?? 0) * 1.1 || 1;
    const x = (v) => LABEL + ((W - LABEL - 60) * v) / max;
    parts.push(`<text x="10" y="${y + 14}" font-weight="700">${esc(p.title)}</text>`);
    y += 24;
    const top = y;
    for (const b of p.bars) {
      parts.push(
        `<text x="${LABEL - 6}" y="${y + 11}" text-anchor="end">${esc(b.label)}</text>`,
        `<rect x="${LABEL}" y="${y}" width="${Math.max(1, x(b.value) - LABEL).toFixed(1)}" height="${BAR}" fill="${b.floor ? '#9aa0ad' : '#3D5AFF'}"/>`,
        `<text x="${(x(b.value) + 4).toFixed(1)}" y="${y + 11}">${Math.round(b.value * 10) / 10}</text>`,
      );
      y += BAR + 4;
    }
    if (p.target !== undefined) {
      parts.push(
        `<line x1="${x(p.target).toFixed(1)}" y1="${top - 2}" x2="${x(p.target).toFixed(1)}" y2="${y}" stroke="#d92d20" stroke-width="2"/>`,
      );
    }
    y += 16;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${y}" font-family="sans-serif" font-size="11">\n<rect width="100%" height="100%" fill="#fff"/>\n${parts.join('\n')}\n</svg>\n`;
}
