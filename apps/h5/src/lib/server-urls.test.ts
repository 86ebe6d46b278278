// @vitest-environment happy-dom
// The security suite's URL table (issue 12): every server-supplied URL the H5 navigates to, frames or links passes
// the one allow-list (lib/urls.ts). Three proofs:
// 1. each field has a test that drives it with every hostile URL (HOSTILE_URLS) and sees it refused;
// 2. the fields without a screen test of their own are driven here, through the function that follows them;
// 3. no file outside the known, checked ones holds a navigation or frame sink, so a new one cannot bypass the list.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_PARAM_KEYS } from '@pautang/contract/session';
import { HOSTILE_URLS } from './hostile-urls';
import { openPayUrl } from '../features/repayment/utils/open-pay-url';
import { openPage } from '../testing/open-page';
import { appLinkHref, nativePageName } from './link-checks';
import { openServerUrl } from './navigation';

const SRC = path.resolve(import.meta.dirname, '..');

/** Each server-supplied URL field, and the test that drives it with every hostile URL. */
const FIELDS = [
  { field: 'lendDetailsUrl', proof: 'features/loan-confirm/components/loan-confirm-screen.test.tsx' },
  { field: 'contract_url', proof: 'features/loan-confirm/components/loan-confirm-screen.test.tsx' },
  { field: 'popAgreementUrl', proof: 'features/loan-confirm/components/loan-confirm-screen.test.tsx' },
  // depush and misunderstood answer {url}: the V32 screen follows it.
  { field: 'url', proof: 'features/loan-confirm/components/confirm-new-screen.test.tsx' },
  { field: 'playeduL', proof: 'features/order-detail/components/order-detail.test.tsx' },
  // The help / repay link of order details (REPAY).
  { field: 'h5Url', proof: 'features/order-detail/components/order-detail.test.tsx' },
  // define's product link.
  { field: 'link', proof: 'features/login-failure/components/login-failure.test.tsx' },
  { field: 'payUrl', proof: 'lib/server-urls.test.ts' },
  { field: 'appSchemeUrl', proof: 'lib/server-urls.test.ts' },
] as const;

/** Files allowed to hold a navigation or frame sink, each because its target passed checkUrl first. */
const SINK_FILES: Record<string, string> = {
  'lib/navigation.ts': 'openServerUrl: checkUrl, then assign/replace',
  'features/repayment/utils/open-pay-url.ts': 'checkUrl, then assign (no session parameters)',
  'features/loan-confirm/components/agreement-popup.tsx': 'frames only a checkUrl-accepted URL',
  'features/official-site/components/official-site.tsx': 'frames our own two constant paths only',
  'features/test-preview/components/scenario-list.tsx':
    'opens a demo scenario: checkUrl, our own origin only',
  'lib/download.ts': 'links only the blob: URL of the file it has just fetched, never a URL the server wrote',
};
/** Sink files whose only target is a blob: URL made here (URL.createObjectURL), so there is no URL to check. */
const BLOB_ONLY = new Set(['lib/download.ts']);
// location.assign/replace, location.href =, window.open, an <iframe>, an element's .src or .href set by code.
const SINK = /location\.(assign|replace)\(|location\.href\s*=|window\.open\(|<iframe|\.(src|href)\s*=[^=]/;
/** How an href may be built in JSX: through the checked helpers, or from constants. */
const SAFE_HREF =
  /^(appHref\(|openHref|`#|`\$\{paths\.|`https:\/\/play\.google\.com\/|`mailto:|`tel:|contact \? mailtoHref|contact\?\.smWa \? whatsappHref)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'hostile-urls.ts'
      ? [full]
      : [];
  });
}
/** The code of a file without its comments, which may name a sink without being one. */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

describe('the table of server-supplied URLs', () => {
  it.each(FIELDS)('$field is driven with every hostile URL by $proof', ({ field, proof }) => {
    const text = readFileSync(path.join(SRC, proof), 'utf8');
    expect(text).toContain('HOSTILE_URLS');
    expect(text).toMatch(new RegExp(`\\b${field}\\b`));
  });

  it('no navigation or frame sink outside the checked files', () => {
    const found = sourceFiles(SRC)
      .filter((f) => SINK.test(code(f)))
      .map(relative);
    expect(found.filter((f) => !(f in SINK_FILES))).toEqual([]);
    for (const file of found.filter((f) => !f.startsWith('features/official-site/') && !BLOB_ONLY.has(f))) {
      expect(readFileSync(path.join(SRC, file), 'utf8'), file).toMatch(/checkUrl/);
    }
    for (const file of BLOB_ONLY) {
      const sinks = code(path.join(SRC, file)).match(new RegExp(SINK.source, 'g')) ?? [];
      expect(sinks, file).toEqual(['.href = ']);
      expect(code(path.join(SRC, file)), file).toMatch(/\.href = URL\.createObjectURL\(/);
    }
  });

  it('every href built in JSX comes from a checked helper or a constant', () => {
    const unsafe: string[] = [];
    for (const file of sourceFiles(SRC).filter((f) => f.endsWith('.tsx'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bhref=\{\s*([^\n]+)/g)) {
        if (!SAFE_HREF.test(m[1] ?? '')) unsafe.push(`${relative(file)}: href={${m[1]}`);
      }
    }
    expect(unsafe).toEqual([]);
  });
});

describe('server text is text', () => {
  // React escapes what it renders; only these would parse a string as HTML (e2e/markup-as-text.spec.ts shows it).
  it('no H5 or back-office code sets HTML from a string', () => {
    const consoleSrc = path.resolve(SRC, '../../console/src');
    const parsing = [...sourceFiles(SRC), ...sourceFiles(consoleSrc)]
      .filter((f) => !f.includes(`${path.sep}testing${path.sep}`) && !f.endsWith('test-utils.tsx'))
      .filter((f) =>
        /dangerouslySetInnerHTML|\.(inner|outer)HTML\s*=|insertAdjacentHTML|document\.write/.test(code(f)),
      );
    expect(parsing).toEqual([]);
  });
});

describe('the fields followed outside a screen test', () => {
  beforeEach(() => openPage('/repay?sessionId=S1'));
  afterEach(() => vi.restoreAllMocks());

  it.each(HOSTILE_URLS)('payUrl %s: the gateway page is not opened', async (raw) => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    expect(openPayUrl(raw)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('payUrl on our own origin opens, without the session parameters', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    expect(openPayUrl('/payment/dragonpayPaymentInstructions?procId=GCSH')).toBe(true);
    expect(String(assign.mock.calls[0]?.[0])).toBe(
      `${location.origin}/payment/dragonpayPaymentInstructions?procId=GCSH`,
    );
  });

  it.each(HOSTILE_URLS)('appSchemeUrl %s: the download link gets no href', async (raw) => {
    expect(appLinkHref(raw)).toBeUndefined();
  });

  it.each([
    'https://pay.dragonpay.ph/Pay.aspx?tokenid=7',
    'https://www.gcash.com/wallet',
    'https://partner-lender.example.com/apply?p=3',
  ])('an allow-listed host (%s) is opened without any session parameter', async (raw) => {
    openPage('/loanDetail?sessionId=S1&userId=U1&deviceId=D1&orderId=O1', {
      allowedHosts: ['pay.dragonpay.ph', 'www.gcash.com', 'partner-lender.example.com'],
    });
    try {
      const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
      expect(openServerUrl(raw, { extra: { from: 'confirm' } })).toBe(true);
      const opened = new URL(String(assign.mock.calls[0]?.[0]));
      const given = new URL(raw);
      expect(opened.origin + opened.pathname).toBe(given.origin + given.pathname);
      expect(Object.fromEntries(opened.searchParams)).toEqual({
        ...Object.fromEntries(given.searchParams),
        from: 'confirm',
      });
      for (const key of SESSION_PARAM_KEYS) expect(opened.searchParams.has(key), key).toBe(false);
    } finally {
      document.head.querySelector('meta[name="pautang-config"]')?.remove();
    }
  });

  it('appSchemeUrl: the app’s own scheme and an own-origin page are links', async () => {
    expect(appLinkHref('pautang://open?from=promo')).toBe('pautang://open?from=promo');
    expect(appLinkHref('/downloadTemplate')).toBe(`${location.origin}/downloadTemplate`);
  });

  it.each(['productDetail', 'certify/basic', 'pautang://product/prod-quick-5k'])(
    'a native page %s passes to the bridge',
    async (name) => {
      expect(nativePageName(name, 'pautang://open')).toBe(name);
    },
  );

  it.each([...HOSTILE_URLS, 'intent://evil#Intent;end', 'otherapp://pay', 'pautang://x"><b>', ''])(
    '%s is no native page',
    async (raw) => {
      expect(nativePageName(raw, 'pautang://open')).toBeUndefined();
      // Without an app scheme configured, only plain page names pass.
      expect(nativePageName('pautang://product/x', '')).toBeUndefined();
    },
  );
});
