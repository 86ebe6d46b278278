// Serves the built apps. The H5's index.html gets the runtime configuration as a <meta> tag (no inline script,
// so the content security policy stays strict); every H5 route falls back to it.
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  RUNTIME_CONFIG_META,
  type ConsoleRuntimeConfig,
  type H5RuntimeConfig,
} from '@pautang/contract/runtime-config';
import { MODULES_META } from '@pautang/contract/page-start';
import type { AppSettings } from '@pautang/contract/app-settings';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import { LANGS, readLang, type Lang } from '@pautang/contract/lang';
import type { AppConfig } from '../config';
import { isApiPath, sendUnknownCall } from './error-handler';
import { pageEntryOf, type PageEntry } from './page-entry';
import { scriptSafeJson, type PageRenderer, type RenderedPage } from './ssr';

const brotli = promisify(brotliCompress);

/** What the H5 and the site are told: the server's configuration, with the app settings the back office saved. */
export function h5RuntimeConfig(
  config: AppConfig,
  settings: AppSettings,
  loanRange: H5RuntimeConfig['loanRange'] = { minAmount: 0, maxAmount: 0 },
): H5RuntimeConfig {
  const c = config.company;
  return {
    wireMode: config.wireMode,
    demo: config.demo,
    allowedHosts: config.allowedHosts,
    servicePhone: settings.servicePhone,
    email: c.email,
    whatsapp: c.whatsapp,
    company: c.legalName,
    appName: settings.appName,
    address: c.address,
    grievanceOfficer: c.grievanceOfficer,
    phoneRule: config.phoneRule,
    appSchemeUrl: settings.appSchemeUrl,
    appStoreId: settings.appStoreId,
    secRegistrationNo: c.secRegistrationNo,
    certificateOfAuthorityNo: c.certificateOfAuthorityNo,
    backgroundColor: settings.backgroundColor,
    fontColor: settings.fontColor,
    loanRange,
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's own title and description, with the link-preview tags (Open Graph, Twitter) and the canonical
 * address, all from PUBLIC_ORIGIN. The template's defaults are replaced, so each appears once.
 */
function withHead(template: string, head: RenderedPage['head'], origin: string): string {
  // A borrower screen is shown in the app's web view, which has no tab to show an icon in: fetching one was a
  // request on the borrower's data (Chromium asks for /favicon.ico when no icon is named; an empty data: icon
  // stops that). Public pages keep the site's icon.
  const page = head.public ? template : template.replace(/<link rel="icon"[^>]*>/, NO_ICON);
  const url = `${origin}${head.path}`;
  const title = escapeAttr(head.title);
  const description = escapeAttr(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeAttr(url)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
    `<meta property="og:image" content="${escapeAttr(`${origin}/static/og-card.png`)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
  ].join('');
  return page
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, '')
    .replace('</head>', `${tags}</head>`);
}

const CONFIG_SLOT = '<!--pautang-config-->';
const NO_ICON = '<link rel="icon" href="data:,">';

function loadHtml(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The runtime configuration as the <meta> tag the H5 (and the console) read it from. */
const configMeta = (runtime: H5RuntimeConfig | ConsoleRuntimeConfig) =>
  `<meta name="${RUNTIME_CONFIG_META}" content="${escapeAttr(JSON.stringify(runtime))}">`;

type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

function loadPreloads(file: string): RoutePreloads {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  } catch {
    return {};
  }
}

/** An HTML page compressed once, at first use, in each encoding a browser may ask for. */
type Page = { identity: Buffer; gzip: Buffer; br: Buffer };
const compressPage = (html: string): Page => {
  const identity = Buffer.from(html);
  return { identity, gzip: gzipSync(identity, { level: 9 }), br: brotliCompressSync(identity) };
};

function pickEncoding(header: string | undefined): keyof Page {
  const accepted = (header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export async function registerStatic(
  app: FastifyInstance,
  config: AppConfig,
  runtimeConfig: () => Promise<H5RuntimeConfig>,
  renderPage?: PageRenderer,
): Promise<void> {
  // The configuration goes in per answer (the back office may change the app settings at any time); the rest of
  // each page is prepared once.
  // The console's page; the H5's, one per language (English at the root of the build, the others in a folder
  // of their name under their own base), each with its own route table of chunks.
  const consoleHtml = loadHtml(path.join(config.consoleDist, 'index.html'));
  const inlineStyle = (file: string): string => {
    // A route's files are named from the site's root (/assets/…, /fil/assets/…), as the build listed them.
    const css = existsSync(path.join(config.h5Dist, file))
      ? readFileSync(path.join(config.h5Dist, file), 'utf8').replace(/<\/style/gi, '<\\/style')
      : undefined;
    return css === undefined
      ? `<link rel="stylesheet" crossorigin href="${file}">`
      : `<style>${css}</style><link rel="stylesheet" crossorigin href="${file}" disabled>`;
  };
  type Site = { html: string | undefined; entry: PageEntry | undefined; preloads: RoutePreloads };
  const sites = new Map<Lang, Site>();
  for (const lang of LANGS) {
    const dir = path.join(config.h5Dist, lang === 'en' ? '' : lang);
    const html = loadHtml(path.join(dir, 'index.html'));
    if (html !== undefined || lang === 'en') {
      // Each H5 route's page names its own chunks for preloading, saving the borrower a round trip after the entry.
      sites.set(lang, {
        html,
        entry: html === undefined ? undefined : pageEntryOf(html, config.h5Dist),
        preloads: loadPreloads(path.join(dir, 'route-preloads.json')),
      });
    }
  }
  const siteOf = (lang: Lang): Site =>
    sites.get(lang) ?? sites.get('en') ?? { html: undefined, entry: undefined, preloads: {} };
  const templates = new Map<string, string>();
  const routeKey = (pathname: string, lang: Lang) => {
    const site = siteOf(lang);
    return site.preloads[pathname] ? pathname : '';
  };
  const h5Template = (pathname: string, lang: Lang): string | undefined => {
    const site = siteOf(lang);
    if (!site.html) return undefined;
    const key = routeKey(pathname, lang);
    const cacheKey = `${sites.has(lang) ? lang : 'en'}:${key}`;
    let template = templates.get(cacheKey);
    if (template === undefined) {
      const route = site.preloads[key];
      const links = route
        ? [
            // The route's styles apply from the first paint: the page arrives rendered, and styles that came
            // with its script a moment later moved the content (CLS 0.17–0.33 in Lighthouse). They come inside
            // the page: each stylesheet was a render-blocking request (about 150 ms each on slow 4G, LCP above
            // the blank-page floor). A disabled link of the same file, never fetched, tells Vite's loader the
            // styles are there when the route's chunk loads, so it adds none of its own.
            ...route.css.map((f) => inlineStyle(f)),
            // The page's modules are named, not preloaded: the entry fetches them once the page is on screen.
            `<meta name="${MODULES_META}" content="${escapeAttr(route.js.join(' '))}">`,
          ].join('')
        : '';
      // The page's first script comes inside it, last (platform/http/page-entry.ts): no request before the first
      // paint, and the content, then the first data, come ahead of any script in the page (a module script
      // runs once the page is parsed wherever it sits).
      const body = site.entry
        ? site.html.replace(site.entry.tag, '').replace('</body>', `${site.entry.inline}</body>`)
        : site.html;
      template = body.replace('</head>', `${links}</head>`);
      templates.set(cacheKey, template);
    }
    return template;
  };
  // Compressed once per page and configuration: a saved change of the app settings makes new ones.
  const pages = new Map<string, { meta: string; page: Page }>();
  const compressed = (key: string, html: string | undefined, meta: string): Page | undefined => {
    if (html === undefined) return undefined;
    const cached = pages.get(key);
    if (cached?.meta === meta) return cached.page;
    const page = compressPage(html.replace(CONFIG_SLOT, meta));
    pages.set(key, { meta, page });
    return page;
  };
  const h5Page = (pathname: string, meta: string, lang: Lang): Page | undefined =>
    compressed(
      `h5:${sites.has(lang) ? lang : 'en'}:${routeKey(pathname, lang)}`,
      h5Template(pathname, lang),
      meta,
    );
  const consolePage = (meta: string) => compressed('console', consoleHtml, meta);

  if (existsSync(config.h5Dist)) {
    await app.register(fastifyStatic, {
      root: config.h5Dist,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (existsSync(config.consoleDist)) {
    await app.register(fastifyStatic, {
      root: config.consoleDist,
      prefix: '/console/',
      index: false,
      wildcard: false,
      preCompressed: true,
      decorateReply: false,
    });
  }

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, page: Page | undefined, app: string) => {
    if (!page) {
      return reply
        .status(503)
        .type('text/plain')
        .send(`The ${app} is not built yet: run npm start (or npm run build).`);
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .header('vary', 'accept-encoding')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page[encoding]);
  };

  // A server-rendered page carries the borrower's data: private, never stored, compressed as it goes out.
  const sendRendered = async (
    request: FastifyRequest,
    reply: FastifyReply,
    template: string,
    page: RenderedPage,
    meta: string,
  ) => {
    const html = withHead(template.replace(CONFIG_SLOT, meta), page.head, config.publicOrigin).replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="${page.dataElementId}">${scriptSafeJson(page.data)}</script>`,
    );
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body =
      encoding === 'br'
        ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(html, { level: 6 })
          : html;
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .header('vary', 'accept-encoding')
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) return sendUnknownCall(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendUnknownCall(reply);
    const runtime = await runtimeConfig();
    const meta = configMeta(runtime);
    if (url === '/host' || url.startsWith('/host/') || url.startsWith('/console')) {
      const consoleMeta = configMeta({ ...runtime, sandboxWarnings: config.sandboxWarnings });
      return sendHtml(request, reply, consolePage(consoleMeta), 'console');
    }
    // The developer page exists in demo mode only (spec 2 §2.15).
    if (!config.demo && url === H5_PATHS.testPreview) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    // Missing assets are real 404s: answering them with HTML would break the offline worker's type check.
    if (/\.[a-z0-9]+$/i.test(url)) return reply.status(404).type('text/plain').send('Not found');
    // The borrower's language, as the host passed it with the session (and every in-app link carries it on).
    const lang = readLang((request.query as Record<string, string | undefined>).lang);
    const template = h5Template(url, lang);
    const rendered =
      template !== undefined && renderPage
        ? await renderPage(request.url, request.log, runtime, lang)
        : undefined;
    if (template !== undefined && rendered) return sendRendered(request, reply, template, rendered, meta);
    return sendHtml(request, reply, h5Page(url, meta, lang), 'borrower app');
  });
}
