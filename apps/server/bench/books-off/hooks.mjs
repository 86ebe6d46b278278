// The books-off switch of the posting-cost bench (posting-cost.ts), as Node module hooks: the bench measures a
// payment postback with the books and without them in the same process, switching between postbacks, and the
// server has no such switch (every peso it moves is posted). These hooks wrap the accounting context's door and
// lending's order-books module, the only ways a payment reaches the books, so that while
// globalThis.__pautangBooksOff is true their posting functions do nothing: a batch runs its work unwritten, a sync
// or a posting posts nothing. Everything else is the real module (export * from it).
const WRAPPED = {
  '/src/contexts/accounting/index.ts': {
    postingBatch: '(trx, fn) => fn()',
    syncLoanBooks: 'async () => undefined',
    postLoanPayment: 'async () => undefined',
    postStalePayment: 'async () => undefined',
    postRecovery: 'async () => undefined',
  },
  '/src/contexts/lending/orders/order-books.ts': { syncOrderBooks: 'async () => undefined' },
};

export async function load(url, context, nextLoad) {
  const path = url.split('?')[0];
  const module = Object.keys(WRAPPED).find((suffix) => path.endsWith(suffix));
  if (!module || url.includes('?real')) return nextLoad(url, context);
  const real = JSON.stringify(`${url}?real`);
  const wrappers = Object.entries(WRAPPED[module]).map(
    ([name, off]) =>
      `export const ${name} = (...args) => (globalThis.__pautangBooksOff === true ? (${off})(...args) : real.${name}(...args));`,
  );
  const source = [`import * as real from ${real};`, `export * from ${real};`, ...wrappers].join('\n');
  return { format: 'module', shortCircuit: true, source };
}
