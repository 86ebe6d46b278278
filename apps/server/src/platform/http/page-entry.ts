// The H5 page's first script (apps/h5/src/main.tsx, a few hundred bytes) goes inside the page instead of being
// fetched: as a file it was the one request a server-rendered page made before its first paint, and on slow 4G
// that request (a round trip, often on a second connection) kept the paint about 300 ms behind the same HTML
// without it (issue 31, "First paint at the limit"). Inline, it is allowed by its hash in the content security
// policy: no 'unsafe-inline', so an injected script still never runs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '@pautang/contract/lang';

/** The module script Vite writes into index.html for the page's entry. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

export type PageEntry = {
  /** The entry's tag as the build wrote it. */
  tag: string;
  /** The same script inside the page. */
  inline: string;
  /** Its CSP source, 'sha256-…'. */
  hash: string;
};

/**
 * The entry of a built index.html, with its code to put inline; undefined when the page has no built entry (an
 * unbuilt app, a test's own page) or the code could end its element, and the page keeps its tag as it is.
 */
export function pageEntryOf(html: string, h5Dist: string): PageEntry | undefined {
  const match = ENTRY_TAG.exec(html);
  if (!match?.[1]) return undefined;
  // Files are named from the site's root (/assets/…, /fil/assets/…), as the build wrote them.
  const root = path.resolve(h5Dist);
  const file = path.join(root, match[1]);
  if (!file.startsWith(`${root}${path.sep}`) || !existsSync(file)) return undefined;
  const code = readFileSync(file, 'utf8').trim();
  if (/<\/script|<!--/i.test(code)) return undefined;
  return {
    tag: match[0],
    inline: `<script type="module">${code}</script>`,
    hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}

/** The hashes of every language's page entry, for the pages' content security policy. */
export function pageEntryHashes(h5Dist: string): string[] {
  const hashes = new Set<string>();
  for (const lang of LANGS) {
    const index = path.join(h5Dist, lang === 'en' ? '' : lang, 'index.html');
    if (!existsSync(index)) continue;
    const entry = pageEntryOf(readFileSync(index, 'utf8'), h5Dist);
    if (entry) hashes.add(entry.hash);
  }
  return [...hashes];
}
