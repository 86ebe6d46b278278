// Build steps shared by the H5 and the console: precompressed assets, and (H5) a table of each route's chunks and
// styles, so the server can inline the styles and name the chunks in the page a borrower opens.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { routeScreens } from './route-table.mjs';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Writes .gz and .br beside every text asset; @fastify/static serves them to clients that accept them. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pautang-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const source = readFileSync(file);
        if (source.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Writes route-preloads.json: { "/loanDetail": { js: [...], css: [...] } } — each route's chunks and styles: the
 * app's (the entry `appEntry`: router, React, the request client) and the screen's, read from the router's lazy
 * imports; "" is the app's alone. The server inlines the styles into the page and names the chunks (the app's
 * entry first) for the page's own small entry to fetch after the first paint.
 */
const isPureCss = (chunk: { moduleIds: readonly string[] } | undefined) =>
  chunk !== undefined && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id));

export function routePreloads(appEntry: string): Plugin {
  let root = '.';
  let base = '/';
  return {
    name: 'pautang-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const app = chunks.find((c) => c.isEntry && c.facadeModuleId === path.resolve(root, appEntry));
      const entryFiles = new Set<string>();
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        const chunk = chunks.find((c) => c.fileName === fileName);
        for (const dep of chunk?.imports ?? []) closure(dep, into);
      };
      // What the page's own entry loads before the app (nothing, as built; its styles are inlined in index.html).
      for (const c of chunks) if (c.isEntry && c !== app) closure(c.fileName, entryFiles);
      const appFiles = new Set<string>();
      if (app) closure(app.fileName, appFiles);
      const cssOf = (files: string[]) =>
        files.flatMap((f) => [...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? [])]);
      // The app's styles in the order they had as the entry's: its shared chunk's before its own.
      const appCss = cssOf([...appFiles].reverse());
      const listed = (files: Set<string>) => {
        const own = [...new Set([...appFiles, ...files])].filter((f) => !entryFiles.has(f));
        const css = [...appCss, ...cssOf([...files].filter((f) => !appFiles.has(f) && !entryFiles.has(f)))];
        // A chunk of nothing but stylesheets is dropped from the bundle after this hook (Vite's CSS plugin):
        // its styles are listed, its JavaScript file never exists.
        const js = own.filter((f) => !isPureCss(chunks.find((c) => c.fileName === f)));
        return { js: js.map((f) => `${base}${f}`), css: [...new Set(css)].map((f) => `${base}${f}`) };
      };
      const table: Record<string, { js: string[]; css: string[] }> = { '': listed(new Set()) };
      for (const { path: routePath, file } of await routeScreens()) {
        const route = chunks.find((c) => c.facadeModuleId === path.resolve(root, file));
        // Every screen of the table is a chunk of its own: one missing is a broken build, not a page to skip.
        if (!route) throw new Error(`No chunk for ${routePath}'s screen ${file}`);
        const files = new Set<string>();
        closure(route.fileName, files);
        table[routePath] = listed(files);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(table) });
    },
  };
}

/**
 * Vite's own loader of a lazy chunk's stylesheets (its `vite/preload-helper`), replaced by one that does only what
 * the H5 asks of it: with `modulePreload: false` a lazy import's dependencies are its stylesheets alone, so the
 * `modulepreload` detection, the CSP nonce (no page of ours has one) and the allSettled plumbing were dead weight,
 * about 450 bytes gzip in every route's core. The same contract: each stylesheet is added once (one the server
 * already named in the page, inlined with a disabled <link> beside it, is not fetched again) and the chunk is
 * imported once they have all loaded; a stylesheet that fails rejects the import (and is removed, so a retry
 * fetches it again), as Vite's rethrows it when no `vite:preloadError` listener prevents it (the H5 has none).
 */
export function stylesheetPreload(): Plugin {
  let base = '/';
  return {
    name: 'pautang-stylesheet-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // With module preloading on, a lazy import's dependencies would be scripts too, which this loader cannot load.
      if (config.build.modulePreload !== false)
        throw new Error('stylesheetPreload needs build.modulePreload: false');
      base = config.base;
    },
    load(id) {
      if (id !== '\0vite/preload-helper.js') return null;
      return `const loaded = {};
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => {
    const href = new URL(${JSON.stringify(base)} + dep, location.href).href;
    return loaded[href] || (loaded[href] = new Promise((resolve, reject) => {
      for (const l of document.querySelectorAll('link[rel=stylesheet]')) if (l.href === href) return resolve();
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      link.onload = resolve;
      link.onerror = () => {
        delete loaded[href];
        link.remove();
        reject(new Error('Unable to preload CSS for ' + href));
      };
      document.head.appendChild(link);
    }));
  })).then(() => load());
`;
    },
  };
}
