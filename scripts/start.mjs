// npm start: install what is missing, build, then run the server on the embedded database with demo data.
import { ensureBuilt, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
ensureBuilt();
run('npx tsx apps/server/src/server.ts');
