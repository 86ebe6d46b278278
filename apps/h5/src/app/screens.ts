// Each route table entry names its screen's file under routes/; the bundler makes every file its own lazy chunk.
// The table itself stays free of bundler syntax, so the build can import it in Node.
import type { ComponentType } from 'react';
import type { ScreenData } from '../lib/screen-call';

type ScreenModule = Record<string, ComponentType | ScreenData | undefined>;

const modules = import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/not-found.tsx']);

/** A screen's component: routes/order-detail.tsx exports OrderDetailRoute. */
export const screenExport = (screen: string) =>
  `${screen.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase())}Route`;

/** A screen's component and, when it has first data, its `screenData` (lib/screen-call.ts). */
export async function loadScreen(
  screen: string,
): Promise<{ component: ComponentType; data: ScreenData | undefined }> {
  const load = modules[`./routes/${screen}.tsx`];
  const module = load ? await load() : undefined;
  const component = module?.[screenExport(screen)] as ComponentType | undefined;
  if (!component) throw new Error(`The route table names a screen with no component: ${screen}`);
  return { component, data: module?.screenData as ScreenData | undefined };
}
