// Puts a test on a page: its address and the runtime configuration the server writes into it. What the modules
// read from the page (config/env.ts, lib/session.ts) is injected again here, as a reload would, so a test does not
// load every module afresh (vi.resetModules) to change page (issue 26).
import { RUNTIME_CONFIG_META } from '@pautang/contract/runtime-config';
import { readRuntimeConfig, setRuntimeConfig } from '../config/env';
import { resetSession } from '../lib/session';

/** Opens `href`; with `config`, the page carries that runtime configuration, otherwise the one it has. */
export function openPage(href: string, config?: Record<string, unknown>): void {
  history.replaceState(null, '', href);
  if (config) {
    document.head.querySelectorAll(`meta[name="${RUNTIME_CONFIG_META}"]`).forEach((m) => m.remove());
    const meta = document.createElement('meta');
    meta.name = RUNTIME_CONFIG_META;
    meta.content = JSON.stringify(config);
    document.head.appendChild(meta);
  }
  setRuntimeConfig(readRuntimeConfig());
  resetSession();
}
