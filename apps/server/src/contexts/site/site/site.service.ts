// The official site: contact messages (stored for the back office, limited per network in the database so every
// instance agrees), and what crawlers read (robots.txt, the sitemap of the public pages).
import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { ContactMessageRequest } from '@pautang/contract/site';
import { ErrorCode } from '@pautang/contract/errors';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { addressKey } from '../../../platform/http/rate-limit';
import { countFromNetworkSince, insertContactMessage } from '../../support/index';

/** A person writes a few messages; a script writes hundreds. Per network: 5 an hour, 20 a day. */
export const CONTACT_LIMITS = { perHour: 5, perDay: 20 } as const;

export const SITE_MESSAGES = {
  tooMany: 'We have your messages. Please wait a while before sending another.',
} as const;

export async function saveContactMessage(
  deps: Deps,
  input: Required<ContactMessageRequest>,
  ip: string,
): Promise<null> {
  const now = deps.clock();
  const ipKey = addressKey(ip);
  const [lastHour, lastDay] = await Promise.all([
    countFromNetworkSince(deps.db, ipKey, new Date(now.getTime() - 3_600_000).toISOString()),
    countFromNetworkSince(deps.db, ipKey, new Date(now.getTime() - 86_400_000).toISOString()),
  ]);
  if (lastHour >= CONTACT_LIMITS.perHour || lastDay >= CONTACT_LIMITS.perDay) {
    throw new AppError(ErrorCode.RateLimited, SITE_MESSAGES.tooMany);
  }
  await insertContactMessage(deps.db, {
    name: input.name,
    telephone: input.telephone,
    email: input.email,
    message: input.message,
    ip_key: ipKey,
    created_at: now.toISOString(),
  });
  return null;
}

/** The public pages a search engine may list: the site and its legal pages. */
export const PUBLIC_PAGES = [
  H5_PATHS.landing,
  H5_PATHS.aboutUs,
  H5_PATHS.privacyPolicy,
  H5_PATHS.loanTerms,
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Borrower screens need a session and hold personal data; the back office and the calls are not pages.
    ...PUBLIC_PAGES.map((p) => `Allow: ${p === '/' ? '/$' : p}`),
    'Disallow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, lastModified: string): string {
  const urls = PUBLIC_PAGES.map(
    (p) => `  <url><loc>${origin}${p}</loc><lastmod>${lastModified}</lastmod></url>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
