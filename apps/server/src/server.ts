// Starts the server: database, migrations, demo data, then listen and print where to go.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { createDb } from './platform/db/client';
import { migrateToLatest } from './platform/db/migrate';
import { DEMO_AGENT, DEMO_STAFF } from './contexts/demo/index';
import { seedDemo } from './contexts/demo/index';
import { getBusinessDate } from './contexts/staff/index';
import { shutdownOnSignals } from './platform/operations/shutdown';

// A configuration refused (a bad value, or production without what it must be told) ends the process here: each
// variable and what is wrong with it, one line each, without a stack. Any other error is a fault: its stack shows.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n${error.message}\n`);
    return process.exit(1);
  }
})();
if (config.demoWarning) console.warn(`\n${config.demoWarning}\n`);
// Production running on a stand-in it was told to use: said at start, and again on /host.
for (const warning of config.sandboxWarnings) console.warn(`\n${warning}\n`);
const db = await createDb(config);
await migrateToLatest(db);
if (config.demo) await seedDemo(db, await getBusinessDate(db, new Date()));
const app = await buildApp({ db, config });

// SIGTERM and SIGINT drain the instance, then close it, within SHUTDOWN_GRACE_MS (platform/operations/shutdown.ts).
shutdownOnSignals(app, db, config.shutdown);

await app.listen({ port: config.port, host: config.host });
const base = config.publicOrigin;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
console.log(
  `\nPautang is running on ${where}, wire mode ${config.wireMode}${config.demo ? ', demo data loaded' : ''}.\n`,
);
console.log(`  Official site        ${base}/`);
console.log(`  Host-app simulator   ${base}/host`);
// The scenario list itself (/attempt/dev/scenarios) answers only our pages' calls; the test page shows it.
if (config.demo) console.log(`  Developer test page  ${base}/testPreview`);
console.log(`  Back office          ${base}/console`);
if (config.demo) {
  console.log(
    `                       demo supervisor (every role): ${DEMO_AGENT.username} / ${DEMO_AGENT.password}`,
  );
  for (const person of DEMO_STAFF) {
    console.log(`                       ${person.roles.join(', ')}: ${person.username} / ${person.password}`);
  }
}
console.log('');
