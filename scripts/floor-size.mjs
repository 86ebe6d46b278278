// The bundle floor: the gzip size of the JS a blank React page built with the same toolchain loads
// (bench/floor/dist, built by scripts/lighthouse.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = 'bench/floor/dist/assets';
const gzipJs = readdirSync(dir)
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length, 0);
console.log(`Floor (blank React page): ${gzipJs} bytes gzip JS`);
if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, JSON.stringify({ gzipJs }));
