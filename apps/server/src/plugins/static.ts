// Serves the built apps. The H5's index.html gets the runtime configuration as a <meta> tag (no inline script,
// so the content security policy stays strict); every H5 route falls back to it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RUNTIME_CONFIG_META, type H5RuntimeConfig } from '@pautang/contract/runtime-config';
import type { AppConfig } from '../config';
import { isApiPath, sendUnknownCall } from './error-handler';

export function h5RuntimeConfig(config: AppConfig): H5RuntimeConfig {
  const c = config.company;
  return {
    wireMode: config.wireMode,
    demo: config.demo,
    allowedHosts: config.allowedHosts,
    servicePhone: c.servicePhone,
    email: c.email,
    whatsapp: c.whatsapp,
    company: c.legalName,
    appName: c.appName,
    address: c.address,
    grievanceOfficer: c.grievanceOfficer,
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function csp(config: AppConfig): string {
  const hosts = config.allowedHosts.map((h) => `https://${h}`).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${hosts}`,
    `frame-src 'self' ${hosts}`,
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function loadHtml(file: string, inject?: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return inject ? html.replace('<!--pautang-config-->', inject) : html;
}

export async function registerStatic(app: FastifyInstance, config: AppConfig): Promise<void> {
  const meta = `<meta name="${RUNTIME_CONFIG_META}" content="${escapeAttr(JSON.stringify(h5RuntimeConfig(config)))}">`;
  const h5Html = loadHtml(path.join(config.h5Dist, 'index.html'), meta);
  const consoleHtml = loadHtml(path.join(config.consoleDist, 'index.html'));
  const policy = csp(config);

  if (existsSync(config.h5Dist)) {
    await app.register(fastifyStatic, {
      root: config.h5Dist,
      prefix: '/',
      index: false,
      wildcard: false,
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
      decorateReply: false,
    });
  }

  const sendHtml = (reply: FastifyReply, html: string | undefined, app: string) => {
    if (!html) {
      return reply
        .status(503)
        .type('text/plain')
        .send(`The ${app} is not built yet: run npm start (or npm run build).`);
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) return sendUnknownCall(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendUnknownCall(reply);
    if (url === '/host' || url.startsWith('/host/') || url.startsWith('/console')) {
      return sendHtml(reply, consoleHtml, 'console');
    }
    // Missing assets are real 404s: answering them with HTML would break the offline worker's type check.
    if (/\.[a-z0-9]+$/i.test(url)) return reply.status(404).type('text/plain').send('Not found');
    return sendHtml(reply, h5Html, 'borrower app');
  });
}
