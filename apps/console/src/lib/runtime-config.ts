// The runtime configuration the server wrote into the console's page (the <meta name="pautang-config"> tag).
import { RUNTIME_CONFIG_META, type ConsoleRuntimeConfig } from '@pautang/contract/runtime-config';

/** What the page's meta holds; nothing (a page served without it, a test) reads as an empty configuration. */
export function readRuntimeConfig(): Partial<ConsoleRuntimeConfig> {
  try {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${RUNTIME_CONFIG_META}"]`);
    return meta ? (JSON.parse(meta.content) as Partial<ConsoleRuntimeConfig>) : {};
  } catch {
    return {};
  }
}
