// One typecheck across the workspace: `tsc -b` over the project references of tsconfig.json. Each package keeps
// its own lib and types; a package is checked once and the projects that import it read its declarations, and
// each project's build info (.tsbuild/, gitignored) lets an unchanged project be skipped on the next run.
import { execFileSync } from 'node:child_process';

try {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b', ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
} catch {
  process.exit(1);
}
