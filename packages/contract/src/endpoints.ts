// Every call of the product, by logical name. Paths here are logical: they reach the wire only through wire-names.ts.
// No zod here: the H5 bundles this file. The built calls are declared once, beside their schemas (call.ts,
// calls.ts); their zod-free facts arrive here through endpoints.generated.ts, written from those declarations.
import type { EndpointDef } from './call';
import { builtEndpoints } from './endpoints.generated';
import { nativeEndpoints } from './native-endpoints.generated';

export type { CallAuth, ClientKind, EndpointDef, HttpMethod, WireFacts } from './call';
export { builtEndpoints };

const post = (path: string, auth: EndpointDef['auth'] = 'borrower'): EndpointDef => ({
  path,
  method: 'POST',
  client: 'json',
  signal: 'zero',
  auth,
});
const visitor = (path: string) => post(path, 'visitor');

/**
 * The spec key tables' calls whose payloads the spec does not show, as the tables name them: a fact of the spec,
 * kept whole. Building one is declaring it with its schemas (call.ts) at the same path; until then it is planned,
 * and the server answers it as an unknown call.
 */
const specKeyTable = {
  // spec 1 §7
  // spec 1 §7 key table, payloads not shown (see docs/DECISIONS.md)
  voiceCode: /* @__PURE__ */ visitor('/v3/user/voice-code'),
  register: /* @__PURE__ */ visitor('/v3/user/register'),
  resetPassword: /* @__PURE__ */ visitor('/v3/user/reset-password'),
  homePage: post('/v3/home/index'),
  productApply: post('/v3/product/apply'),
  productDetail: post('/v3/product/detail'),
  productPush: post('/v3/product/push'),
  certifyCredit: post('/v3/certify/credit'),
  certifyBasic: post('/v3/certify/basic'),
  certifyPersonal: post('/v3/certify/personal'),
  certifyJob: post('/v3/certify/job'),
  certifyExtra: post('/v3/certify/extra'),
  certifyCity: post('/v3/certify/city'),
  certifyList: post('/v3/certify/list'),
  certifyAdvanceLog: post('/v3/certify/advance-log'),
  orderList: post('/v3/order/order-list'),
  userMenu: post('/v3/personal-center/user-menu'),
  userDelete: post('/v3/personal-center/user-delete'),
  eventUpload: post('/v3/event/upload'),
  deviceUpload: post('/v3/upload/device'),
  locationUpload: post('/v3/upload/location'),
  contactsUpload: post('/v3/upload/contacts'),
  contentUpload: post('/v3/upload/content'),
  delayDetail: post('/v3/delay/delay-detail'),
  payType: post('/v3/pay/pay-type'),
  submitUtr: post('/v3/pay/submit-utr'),
  generateCode: post('/v3/pay/generate-code'),
  score: post('/v3/score/score'),
  installmentPlan: post('/v3/installment/plan'),
  installmentTrail: post('/v3/installment/trail'),
  bookkeeping: post('/v3/bookkeeping/index'),
  financialProduct: post('/v3/financial-product/index'),
  calculator: post('/v3/calculator/index'),
  repaymentProductIndex: post('/v3/repayment-product/index'),
  repaymentProductList: post('/v3/repayment-product/list'),
  repaymentProductSave: post('/v3/repayment-product/save'),
  repaymentProductInfo: post('/v3/repayment-product/info'),
  repaymentProductReminder: post('/v3/repayment-product/reminder'),
  repaymentProductDelete: post('/v3/repayment-product/delete'),
  customerServiceInit: post('/v3/customer-service/init'),
  whatsappLookup: post('/v3/customer-service/whatsapp'),
} as const satisfies Record<string, EndpointDef>;

function notDeclared(table: Record<string, EndpointDef>): Record<string, EndpointDef> {
  return Object.fromEntries(
    Object.entries(table).filter(([key]) => !(key in builtEndpoints) && !(key in nativeEndpoints)),
  );
}

type SpecKey = keyof typeof specKeyTable;
type PlannedKey = Exclude<SpecKey, keyof typeof builtEndpoints | keyof typeof nativeEndpoints>;

/** The key table's calls not declared yet. Pure, so a bundle that reads only builtEndpoints (the H5) leaves it out. */
export const plannedEndpoints = /* @__PURE__ */ notDeclared(specKeyTable) as Record<PlannedKey, EndpointDef>;

/** The spec key table's path of a call, where the spec names one (a declared call must keep it). */
export const specPathOf = (key: string): string | undefined => specKeyTable[key as SpecKey]?.path;

export const endpoints = /* @__PURE__ */ Object.assign({}, builtEndpoints, nativeEndpoints, plannedEndpoints);

export type EndpointKey = keyof typeof endpoints;
/** The H5's calls. */
export type BuiltEndpointKey = keyof typeof builtEndpoints;
/** The native app's calls (the host simulator makes them). */
export type NativeEndpointKey = keyof typeof nativeEndpoints;

/** The API base prefix (spec 1 §1). */
export const API_PREFIX = '/attempt';

/** Paths the spec already gives in an obfuscated form: they are wire names in both modes. */
export const FIXED_WIRE_PREFIXES = ['/gopia/goya/'] as const;

/** Developer (demo-only) paths keep their names in both modes, so tools can find them. */
export const DEV_PREFIX = '/dev/';
/** The back office's own calls (apps/console, cookie-signed agents): fixed names in both modes, outside the H5 table. */
export const CONSOLE_PREFIX = '/console/';
export const DEV_PATHS = {
  scenarios: '/dev/scenarios',
  borrowers: '/dev/borrowers',
  sessions: '/dev/sessions',
  businessDate: '/dev/business-date',
} as const;
