import { PGlite } from '@electric-sql/pglite';
const p = new PGlite();
await p.waitReady;
const blob = await p.dumpDataDir('none');
const gz = await p.dumpDataDir('gzip');
console.log('sizes', blob.size, gz.size);
await p.close();
for (const [name, opts] of [['noInitDb', { noInitDb: true }], ['tar', { loadDataDir: blob }], ['tgz', { loadDataDir: gz }], ['tar again', { loadDataDir: blob }]]) {
  const t = Date.now();
  const q = new PGlite(opts);
  try { await q.waitReady; } catch (e) { console.log(name, 'err', e.message); }
  console.log(name, Date.now() - t);
  await q.close().catch(() => {});
}
