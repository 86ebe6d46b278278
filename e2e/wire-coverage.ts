// Which of the calls whose names the wire mode changes (the H5's and the native app's, packages/contract) a browser
// pass made, read off its servers' request counters (/metrics, by route pattern) before they stop (e2e/lanes.ts).
// The obfuscated pass runs only the specs where wire names matter (their `@module-tag wire`); this is how it knows
// they still make every such call: one no obfuscated spec makes fails the pass, named, unless listed below with why.
import { API_PREFIX, builtEndpoints } from '@pautang/contract/endpoints';
import { nativeEndpoints } from '@pautang/contract/native-wire';

/** Calls no browser spec makes, and why that is sound. */
export const NOT_MADE_IN_A_BROWSER: Readonly<Record<string, string>> = {
  applyRefundBalance:
    'no browser spec reaches it yet; the obfuscated server pass makes it (security/id-ownership.test.ts)',
  delayInfo:
    'no browser spec reaches it yet; the obfuscated server pass makes it (security/id-ownership.test.ts)',
  drowns:
    'no browser spec reaches it yet; the obfuscated server pass makes it (security/id-ownership.test.ts)',
  orderStatement:
    'books.spec.ts downloads it once, in plain names; the obfuscated server pass makes it as data and as the PDF (statement.test.ts), and calls.test.ts checks the tap’s names are the full wire’s',
  restructureDecide:
    'a plan is offered only after a proposal and its approval; the obfuscated server pass makes it (security/id-ownership.test.ts, flows/restructure.test.ts)',
  repaymentHuichao:
    'no browser spec reaches it yet; the obfuscated server pass makes it (security/id-ownership.test.ts)',
  repaymentWay: 'no browser spec reaches it yet; the obfuscated server pass makes it (bind-card.test.ts)',
  setMarketingOptOut:
    'no browser spec reaches it yet; the obfuscated server pass makes it (notifications/templates.test.ts)',
  userDelete:
    'no browser spec reaches it yet; the obfuscated server pass makes it (flows/account-deletion.test.ts)',
};

/** The plain route of every call the wire mode renames, by its key. */
export function wireCalls(): Map<string, string> {
  const all = { ...builtEndpoints, ...nativeEndpoints } as Record<string, { path: string }>;
  return new Map(Object.entries(all).map(([key, def]) => [`${API_PREFIX}${def.path}`, key]));
}

/** The routes the server answered (any status but 404), from its Prometheus text. */
export function answeredRoutes(metrics: string): Set<string> {
  const routes = new Set<string>();
  for (const line of metrics.split('\n')) {
    if (!line.startsWith('pautang_http_requests_total{')) continue;
    const route = /route="([^"]*)"/.exec(line)?.[1];
    const status = /status="([^"]*)"/.exec(line)?.[1];
    if (route && status !== '404') routes.add(route);
  }
  return routes;
}

/** The wire calls the answered routes leave out, by key, less those listed as never made in a browser. */
export function callsNotMade(answered: ReadonlySet<string>): string[] {
  return [...wireCalls()]
    .filter(([route, key]) => !answered.has(route) && !(key in NOT_MADE_IN_A_BROWSER))
    .map(([, key]) => key)
    .sort();
}
