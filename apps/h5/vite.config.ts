import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompress, routePreloads, stylesheetPreload } from '../../build-tools/vite-plugins';

// Writes the offline worker with the list of built files, so the app shell is cached and a new build replaces it.
function serviceWorker(): Plugin {
  return {
    name: 'pautang-service-worker',
    apply: 'build',
    // After Vite's CSS step drops the chunks that held nothing but styles: a listed file that never exists made
    // the worker's install (cache.addAll) fail, so it never took over.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|svg|png|woff2)$/.test(f));
      const version = createHash('sha256').update(files.sort().join('|')).digest('hex').slice(0, 12);
      const source = `// Generated at build time by vite.config.ts.
const CACHE = 'pautang-${version}';
const SHELL = '/__shell__';
const ASSETS = ${JSON.stringify(files.map((f) => `/${f}`))};
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(ASSETS);
      const shell = await fetch('/', { cache: 'no-store' });
      if (shell.ok) await cache.put(SHELL, shell);
    }).then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith('/attempt/')) return;
  if (req.mode === 'navigate') {
    // Network first: session parameters and runtime config must be fresh; the shell only covers going offline.
    event.respondWith(fetch(req).catch(() => caches.open(CACHE).then((c) => c.match(SHELL))));
    return;
  }
  if (/^\\/([a-z]+\\/)?assets\\//.test(url.pathname)) {
    // Another language's files (/fil/assets/…) are not in the install list: kept as they load, for going offline.
    event.respondWith(caches.match(req).then((hit) => hit || fetch(req).then((res) => {
      if (res.ok && !url.pathname.startsWith('/assets/')) {
        const copy = res.clone();
        event.waitUntil(caches.open(CACHE).then((c) => c.put(req, copy)));
      }
      return res;
    })));
  }
});
`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/** The languages the H5 is built in: English at the root, each other in its own folder (dist/fil, base /fil/). */
const LANGUAGES = ['en', 'fil'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * A language's build: every import of a catalogue file (src/i18n/en/<file>.ts) resolves to its twin in
 * src/i18n/<lang>/<file>.ts where one exists. Screens import the English files and never change; each build
 * carries one language's strings only, so the Filipino page ships no English (and the reverse).
 */
function language(lang: Language): Plugin {
  return {
    name: 'pautang-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (lang === 'en' || !/(^|\/)en\//.test(source)) return null;
      // A twin may re-export from its English file (a document kept in English): that import stays English.
      if (importer && importer.includes(`${path.sep}i18n${path.sep}${lang}${path.sep}`)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const match = resolved?.id.match(/^(.*[\\/]src[\\/]i18n[\\/])en([\\/][^\\/]+\.ts)$/);
      if (!match) return null;
      const twin = `${match[1]}${lang}${match[2]}`;
      return existsSync(twin) ? twin : null;
    },
    transformIndexHtml: (html) => html.replace('<html lang="en">', `<html lang="${lang}">`),
  };
}

const CORE = [
  /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  // lib/link-checks.ts is for two screens only (login failure, download), and lib/use-countdown.ts for two (card
  // repayment, promotion): they stay with them (the countdown in every route's core cost each ~150 bytes); and
  // lib/download.ts is loaded on the statement's tap only.
  /apps[\\/]h5[\\/]src[\\/](lib|config)[\\/](?!(link-checks|use-countdown|service-worker|pending-payment|download)\.ts$)/,
  // The template filler is used by half the screens: a file of its own cost each of them ~100 bytes.
  /apps[\\/]h5[\\/]src[\\/]i18n[\\/](messages|fill|[a-z]+[\\/]common)\.ts$/,
  // The app's entry (boot.tsx, fetched after the first paint), its router and Vite's chunk loader: with the rest
  // in one file, not three (each file gzipped on its own cost every route 150–300 bytes).
  /apps[\\/]h5[\\/]src[\\/](boot\.tsx|app[\\/](router\.tsx|route-table\.ts|screens\.ts))$/,
  /vite[\\/]preload-helper/,
  /apps[\\/]h5[\\/]src[\\/]components[\\/]ui[\\/](toast[\\/]|strings\.ts$)/,
  /packages[\\/]contract[\\/]src[\\/](endpoints|wire-names|field-names|field-names\.generated|endpoints\.generated|call|session|error-codes|envelope|constants|h5-paths|bridge|runtime-config)\.ts$/,
];

// What most screens with data use (dates, money, the button, the load-error view, the product's logo) but the documents do not: one
// chunk rather than four, each gzipped on its own cost the order page ~650 bytes; in the core, the privacy notice
// would carry ~1 KB it never runs.
const SCREEN_KIT = [
  /packages[\\/]contract[\\/]src[\\/]format[\\/](date|money)\.ts$/,
  /apps[\\/]h5[\\/]src[\\/]components[\\/](load-error\.tsx|ui[\\/]button[\\/]|recommended-products[\\/]product-logo\.tsx)/,
];

// Two builds per language: the browser's (dist, or dist/<lang> under /<lang>/) and the server renderer's
// (`--ssr src/entry-server.tsx`: dist-server, or dist-server/<lang>), which the server imports to render every
// borrower page with the same components. `--mode fil` builds Filipino; English builds first, as its builds empty
// the folders the other languages' sit in.
export default defineConfig(({ isSsrBuild, mode }) => {
  const lang: Language = (LANGUAGES as readonly string[]).includes(mode) ? (mode as Language) : 'en';
  const sub = lang === 'en' ? '' : `/${lang}`;
  return isSsrBuild
    ? {
        plugins: [react(), language(lang)],
        build: {
          outDir: `dist-server${sub}`,
          emptyOutDir: true,
          target: 'node20',
          reportCompressedSize: false,
          copyPublicDir: false,
        },
      }
    : {
        base: `${sub}/`,
        plugins: [
          react(),
          language(lang),
          // One worker for the origin, from the English build; it caches every language's assets as they load.
          ...(lang === 'en' ? [serviceWorker()] : []),
          routePreloads('src/boot.tsx'),
          stylesheetPreload(),
          precompress(),
        ],
        build: {
          target: 'es2019',
          outDir: `dist${sub}`,
          emptyOutDir: true,
          assetsInlineLimit: 0,
          reportCompressedSize: false,
          // Every web view we run in (Chromium 66+, iOS 17+) knows modulepreload; the polyfill was dead weight
          // in every route's entry.
          modulePreload: false,
          manifest: true,
          rollupOptions: {
            // The page's entry (index.html's script) is a few hundred bytes that fetch the app after the first
            // paint; the app is an entry of its own, named by the server in the page's module list.
            input: { index: 'index.html', boot: 'src/boot.tsx' },
            output: {
              // What every page runs before its screen (React, the request client, session, bridge, toast, the
              // contract's tables) is one chunk. Left to itself, Rolldown cut it into six small ones as soon as a
              // lazily loaded part (the order dialogs) shared them, and each gzipped on its own cost every route
              // about 1.7 KB.
              codeSplitting: {
                groups: [
                  {
                    name: 'core',
                    test: (id: string) => CORE.some((pattern) => pattern.test(id)),
                  },
                  {
                    name: 'screen-kit',
                    test: (id: string) => SCREEN_KIT.some((pattern) => pattern.test(id)),
                  },
                ],
              },
            },
          },
        },
        server: { proxy: { '/attempt': 'http://127.0.0.1:3000' } },
      };
});
