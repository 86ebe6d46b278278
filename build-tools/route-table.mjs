// The H5's route table (apps/h5/src/app/route-table.ts), imported as the app imports it, not read with regular
// expressions: each path and the screen file under app/routes/ it renders. The table is plain data, so Node runs
// it through tsx. Shared by the Vite build (route preloads) and scripts/size.mjs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const H5 = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/h5');

/** Every path of the table with its screen; fails, naming it, on an entry whose screen file does not exist. */
export async function routeScreens() {
  const { routeTable } = await tsImport(path.join(H5, 'src/app/route-table.ts'), import.meta.url);
  return Object.entries(routeTable).map(([route, entry]) => {
    const file = `src/app/routes/${entry.screen}.tsx`;
    if (!existsSync(path.join(H5, file))) {
      throw new Error(`The route table's ${route} names a screen with no file: apps/h5/${file}`);
    }
    return { path: route, screen: entry.screen, file };
  });
}
