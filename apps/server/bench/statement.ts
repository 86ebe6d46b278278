// npm run bench: the statement of account (issue 42) of a loan with 50 events (payments), through the whole server
// stack on embedded PGlite: as data, and as the PDF. Target: the PDF within 1 s. Floors, in the same run: a
// one-line PDF from the same library, and the borrower's order details call.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import { buildTestApp } from '../src/test-helper';
import { payOnSandbox } from '../src/testing/payments';

const TARGET_MS = 1000;
const EVENTS = 50;
const RUNS = 20;
const ORDER = { orderId: 'PT0000001741', productId: 'prod-quick-5k' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1));
};

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    timings.push(performance.now() - start);
  }
  return timings;
}

const onePagePdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Statement of account');
    doc.end();
  });

const t = await buildTestApp();
const session = await t.signIn('10001', 3_600);
for (let i = 0; i < EVENTS; i++) await payOnSandbox(t, session, ORDER, 5_000);
const statement = (format?: 'pdf') =>
  t.call('orderStatement', { sessionId: session, query: { ...ORDER, ...(format ? { format } : {}) } });
const first = await statement('pdf');
const data = (await statement()).body.data as { payments: unknown[] };
if (!first.file || data.payments.length < EVENTS)
  throw new Error('the statement does not hold every payment');

const pdf = await timed(() => statement('pdf'));
const json = await timed(() => statement());
const details = await timed(() =>
  t.call('loanDetails', { sessionId: session, query: { orderId: ORDER.orderId } }),
);
const floor = await timed(onePagePdf);
await t.close();

const result = {
  events: data.payments.length,
  pdfBytes: first.file.length,
  pdfMs: median(pdf),
  dataMs: median(json),
  orderDetailsMs: median(details),
  onePagePdfMs: median(floor),
  targetMs: TARGET_MS,
  withinTarget: median(pdf) <= TARGET_MS,
};
console.log(
  `Statement of a loan with ${result.events} payments: PDF ${result.pdfMs} ms (${result.pdfBytes} bytes), data ${result.dataMs} ms; floors: order details ${result.orderDetailsMs} ms, a one-line PDF ${result.onePagePdfMs} ms. Target: PDF ≤ ${TARGET_MS} ms: ${result.withinTarget ? 'met' : 'MISSED'}.`,
);
if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, JSON.stringify({ statement: result }));
if (!result.withinTarget) process.exitCode = 1;
