// One typecheck across the workspace: each package has its own lib/DOM settings, so run tsc per project.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
const projects = [
  'packages/contract',
  'packages/loan-engine',
  'apps/server',
  'apps/h5',
  'apps/console',
  'e2e',
];
let failed = false;
for (const p of projects) {
  if (!existsSync(`${p}/tsconfig.json`)) continue;
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', p], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
