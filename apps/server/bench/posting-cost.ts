// npm run bench: what keeping the books adds to a payment postback (issue 42: at most 10%). Loans with their books
// open, each with one live pay code paid at the gateway; their postbacks go through the real route over HTTP (the
// digest, the gateway's status call, the engine, the books, one transaction). Each postback is sent with the books
// or without them, in random order, in the same process (the floor in the same run): the books-off hooks
// (books-off/hooks.mjs) switch the accounting context's posting off at its door, as the server cannot.
// - After the day's accrual: the books hold each loan at the day's figures (the case all day long once the daily
//   accrual has run), so a payment's catch-up is nothing.
// - Before it: the books are a day behind, and each payment first catches its loan up (reading what they hold).
// - A storm: 50 in flight, alternating runs with and without the books: postbacks a second.
import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { randomInt } from 'node:crypto';
import { DEMO_ORDER_SPECS, demoOrderRow } from '../src/contexts/demo/index';
import { addDays } from '@pautang/loan-engine';
import { getBusinessDate, setBusinessDate } from '../src/contexts/staff/index';
import { openOrderBooks, POSTBACK_PATH } from '../src/contexts/lending/index';
import { buildTestApp, type TestApp } from '../src/test-helper';
import { onEachBackend } from './bench-postgres';
import { insertPaidCode, postbackForm, type PaidCode } from './paid-codes';

const PAIRS = Number(process.env.BENCH_POSTING_PAIRS ?? 300);
/** A storm's postbacks: a warm-up run and pairs of runs of RUN. */
const STORM = Number(process.env.BENCH_POSTING_STORM ?? 900);
const RUN = 100;
const IN_FLIGHT = 50;
/** Loans of every kind the demo lends: current, due soon, overdue, long overdue. */
const SPECS = [
  'order-174',
  'order-180',
  'order-redirect',
  'order-kind-tips',
  'order-card-prompt',
  'order-200',
];
const TARGET = 0.1;

const books = globalThis as { __pautangBooksOff?: boolean };

type Payment = PaidCode;

/** `count` loans opened in the books on the business date, each with a live code paid at the gateway. */
async function loansWithCodes(t: TestApp, prefix: string, count: number): Promise<Payment[]> {
  const businessDate = await getBusinessDate(t.db, t.clock.now);
  const expires = new Date(t.clock.now.getTime() + 86_400_000).toISOString();
  const payments: Payment[] = [];
  for (let i = 0; i < count; i++) {
    const spec = DEMO_ORDER_SPECS[SPECS[i % SPECS.length] as string];
    if (!spec) throw new Error('a demo order spec is gone');
    const orderId = `${prefix}${String(i).padStart(5, '0')}`;
    const order = await t.db
      .insertInto('orders')
      .values({ ...demoOrderRow(spec, businessDate), id: orderId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.db
      .transaction()
      .execute((trx) =>
        openOrderBooks(trx, order, {
          businessDate,
          at: t.clock.now.toISOString(),
          source: `bench:${orderId}`,
        }),
      );
    const p = { id: `PTX${orderId}`, ref: `R${orderId}`, amount: randomInt(100_00, 1_000_00) };
    await insertPaidCode(t.db, {
      ...p,
      userId: spec.userId,
      orderId,
      status: 'pending',
      expiresAt: expires,
      description: 'posting cost',
    });
    payments.push(p);
  }
  return payments;
}

/** Connections kept open, as a gateway sending many postbacks keeps them. */
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** POSTs a form to the server as the configured public host (the server serves no other), answering the body. */
function post(origin: string, path: string, form: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      {
        method: 'POST',
        agent,
        headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(form);
  });
}

/** Sends the payment's postback as the gateway does; its time in milliseconds. */
async function postback(origin: string, p: Payment): Promise<number> {
  const form = postbackForm(p);
  const started = performance.now();
  const body = await post(origin, POSTBACK_PATH, form);
  const ms = performance.now() - started;
  if (body !== 'result=OK') throw new Error(`postback ${p.id}: ${body}`);
  return ms;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;

/** Pairs of postbacks, one with the books and one without, the order in each pair at random. */
async function sequential(origin: string, payments: readonly Payment[]) {
  const on: number[] = [];
  const off: number[] = [];
  const withBooks = new Set<string>();
  for (let i = 0; i + 1 < payments.length; i += 2) {
    const pair = [payments[i], payments[i + 1]] as [Payment, Payment];
    const firstOn = randomInt(2) === 0;
    for (const [k, p] of pair.entries()) {
      const booksOn = (k === 0) === firstOn;
      books.__pautangBooksOff = !booksOn;
      const ms = await postback(origin, p);
      // The first pairs warm the server up (its statements planned, its code optimised): not counted.
      if (i >= 40) (booksOn ? on : off).push(ms);
      if (booksOn) withBooks.add(p.id);
    }
  }
  books.__pautangBooksOff = false;
  return { on, off, withBooks };
}

/**
 * The payments in runs of RUN, IN_FLIGHT at once: a first run (with the books) warms the server up, then pairs of
 * runs, one with the books and one without, in random order. Postbacks a second each way.
 */
async function storm(origin: string, payments: readonly Payment[]) {
  const seconds = { on: 0, off: 0 };
  const count = { on: 0, off: 0 };
  const cpuMs = { on: 0, off: 0 };
  const withBooks = new Set<string>();
  const runs: (readonly Payment[])[] = [];
  for (let from = 0; from < payments.length; from += RUN) runs.push(payments.slice(from, from + RUN));
  let firstOn = true;
  for (const [i, batch] of runs.entries()) {
    if (i % 2 === 1) firstOn = randomInt(2) === 0;
    const booksOn = i === 0 || (i % 2 === 1) === firstOn;
    books.__pautangBooksOff = !booksOn;
    let next = 0;
    const started = performance.now();
    const cpu = process.cpuUsage();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < batch.length) await postback(origin, batch[next++] as Payment);
      }),
    );
    if (booksOn) for (const p of batch) withBooks.add(p.id);
    if (i === 0) continue;
    const used = process.cpuUsage(cpu);
    cpuMs[booksOn ? 'on' : 'off'] += (used.user + used.system) / 1000;
    seconds[booksOn ? 'on' : 'off'] += (performance.now() - started) / 1000;
    count[booksOn ? 'on' : 'off'] += batch.length;
  }
  books.__pautangBooksOff = false;
  return {
    on: count.on / seconds.on,
    off: count.off / seconds.off,
    cpuOn: cpuMs.on / count.on,
    cpuOff: cpuMs.off / count.off,
    withBooks,
  };
}

/** Whether the switch did what it says: an entry for each payment sent with the books, none for the others. */
async function switched(t: TestApp, payments: readonly Payment[], withBooks: ReadonlySet<string>) {
  const posted = new Set(
    (
      await t.db.selectFrom('gl_entries').select('payment_id').where('payment_id', 'is not', null).execute()
    ).map((e) => e.payment_id),
  );
  return payments.every((p) => posted.has(p.id) === withBooks.has(p.id));
}

async function measure(backend: string) {
  const t = await buildTestApp();
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const current = await loansWithCodes(t, 'PTCUR', PAIRS * 2);
    const crowd = await loansWithCodes(t, 'PTRUN', STORM);
    const day = await sequential(address, current);
    const rush = await storm(address, crowd);
    // The next day, before its accrual: every loan's books a day behind.
    const behind = await loansWithCodes(t, 'PTOLD', PAIRS * 2);
    await setBusinessDate(t.db, t.clock.now, addDays(await getBusinessDate(t.db, t.clock.now), 1));
    const late = await sequential(address, behind);
    const exact =
      (await switched(t, current, day.withBooks)) &&
      (await switched(t, crowd, rush.withBooks)) &&
      (await switched(t, behind, late.withBooks));
    const row = (name: string, r: { on: number[]; off: number[] }) => ({
      backend,
      case: name,
      postbacks: r.on.length + r.off.length,
      onMean: mean(r.on),
      offMean: mean(r.off),
      onMedian: median(r.on),
      offMedian: median(r.off),
      added: mean(r.on) / mean(r.off) - 1,
    });
    return {
      rows: [row('after the day’s accrual', day), row('before the day’s accrual', late)],
      storm: {
        backend,
        on: rush.on,
        off: rush.off,
        added: rush.off / rush.on - 1,
        cpuOn: rush.cpuOn,
        cpuOff: rush.cpuOff,
      },
      exact,
    };
  } finally {
    await t.close();
  }
}

const { results, onPostgres } = await onEachBackend(measure);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  '\nWhat the books add to a payment postback (over HTTP, one at a time; with and without, same run)',
);
console.log(
  '| backend | case | postbacks | with the books, mean (median) ms | without, mean (median) ms | added | target |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of results.flatMap((x) => x.rows)) {
  const target = r.case.startsWith('after') ? (r.added <= TARGET ? `≤ 10%: met` : `≤ 10%: MISSED`) : '—';
  console.log(
    `| ${r.backend} | ${r.case} | ${r.postbacks} | ${r.onMean.toFixed(2)} (${r.onMedian.toFixed(2)}) | ${r.offMean.toFixed(2)} (${r.offMedian.toFixed(2)}) | ${pct(r.added)} | ${target} |`,
  );
}
console.log(`\nStorm: ${IN_FLIGHT} in flight, runs with and without the books by turns`);
console.log(
  '| backend | with the books, postbacks/s | without | time added | server process CPU a postback, with (without) ms |',
);
console.log('|---|---|---|---|---|');
for (const { storm: s } of results) {
  console.log(
    `| ${s.backend} | ${Math.round(s.on)} | ${Math.round(s.off)} | ${pct(s.added)} | ${s.cpuOn.toFixed(2)} (${s.cpuOff.toFixed(2)}) |`,
  );
}
const exact = results.every((r) => r.exact);
console.log(
  exact
    ? ''
    : '\nTHE SWITCH FAILED: a payment sent without the books was posted, or one sent with them was not.',
);
if (!onPostgres) console.log('(PostgreSQL not reachable on 127.0.0.1:5432: its rows are left out.)');
if (process.env.BENCH_RESULT)
  writeFileSync(process.env.BENCH_RESULT, JSON.stringify({ postingCost: results }));
if (!exact) process.exitCode = 1;
