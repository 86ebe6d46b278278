// First paint from the server: the H5 route is rendered to HTML by the H5's own server build (the same route
// table, screens and hooks), with its first calls answered in-process through the same handlers, session check
// and ownership rules as the API. The answers go into the page as JSON for the browser to hydrate from.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Envelope } from '@pautang/contract/envelope';
import { LANGS, type Lang } from '@pautang/contract/lang';
import { ErrorCode, errorMessages } from '@pautang/contract/errors';
import type { H5RuntimeConfig, PageHead } from '@pautang/contract/runtime-config';
import type { BuiltCall } from '@pautang/contract/calls';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { runCall, type CallHandler, type CallHandlers } from '../call';
import { AppError } from '../errors';
import { appErrorEnvelope } from './error-handler';

/** What apps/h5/src/entry-server.tsx exports. */
type H5Renderer = {
  FIRST_DATA_ELEMENT_ID: string;
  firstDataKey: (key: BuiltCall, payload: unknown) => string;
  firstCallsOf: (href: string) => Promise<{ call: BuiltCall; payload: unknown }[]>;
  isRoute: (pathname: string) => boolean;
  headOf: (pathname: string) => PageHead;
  renderPage: (href: string, data: Record<string, Envelope>, config: H5RuntimeConfig) => Promise<string>;
};

export type { PageHead };
export type RenderedPage = {
  html: string;
  data: Record<string, Envelope>;
  dataElementId: string;
  /** The page's title and description, and its path (for the canonical and preview links). */
  head: PageHead & { path: string };
};
export type PageRenderer = (
  href: string,
  log: FastifyBaseLogger,
  runtimeConfig: H5RuntimeConfig,
  lang: Lang,
) => Promise<RenderedPage | undefined>;

const failure = (error: unknown, log: FastifyBaseLogger, wire: Deps['wire'], lang: Lang): Envelope => {
  if (error instanceof AppError) return appErrorEnvelope(error, wire, lang);
  log.error({ err: error }, 'first data failed');
  return { code: ErrorCode.Internal, message: errorMessages[ErrorCode.Internal], data: null, success: false };
};

export async function createPageRenderer(
  deps: Deps,
  handlers: CallHandlers,
  serverBuildDir: string,
): Promise<PageRenderer | undefined> {
  // One server build per language (English at the root, the others in a folder of their name), each rendering
  // the same screens with its own catalogue: the page is in the borrower's language from its first paint.
  const renderers = new Map<Lang, H5Renderer>();
  for (const lang of LANGS) {
    const entry = path.join(serverBuildDir, lang === 'en' ? '' : lang, 'entry-server.js');
    if (existsSync(entry)) renderers.set(lang, (await import(pathToFileURL(entry).href)) as H5Renderer);
  }
  const english = renderers.get('en');
  if (!english) return undefined;
  return async (href, log, runtimeConfig, lang) => {
    const renderer = renderers.get(lang) ?? english;
    const url = new URL(href, 'http://h5.invalid');
    if (!renderer.isRoute(url.pathname)) return undefined;
    // The page query carries the session parameters under their logical names, as the host put them there.
    const query = Object.fromEntries(url.searchParams);
    const data: Record<string, Envelope> = {};
    await Promise.all(
      (await renderer.firstCallsOf(href)).map(async ({ call, payload }) => {
        let envelope: Envelope;
        try {
          envelope = await runCall(deps, handlers[call] as CallHandler<BuiltCall>, call, query, payload);
        } catch (error) {
          envelope = failure(error, log, deps.wire, lang);
        }
        data[renderer.firstDataKey(call, payload)] = envelope;
      }),
    );
    try {
      const html = await renderer.renderPage(href, data, runtimeConfig);
      // React turns an error inside a Suspense boundary into "render this in the browser" (<!--$!-->): still a
      // working page, but a first paint lost, so it is logged like a failure.
      if (html.includes('<!--$!-->'))
        log.error({ route: url.pathname }, 'server render fell back to the browser');
      return {
        html,
        data,
        dataElementId: renderer.FIRST_DATA_ELEMENT_ID,
        head: { ...renderer.headOf(url.pathname), path: url.pathname },
      };
    } catch (error) {
      // A screen that cannot render on the server still works in the browser: serve the shell, say why in the log.
      log.error({ err: error, route: url.pathname }, 'server render failed');
      return undefined;
    }
  };
}

/** JSON that cannot end the <script> element it sits in, whatever a borrower typed into it. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
