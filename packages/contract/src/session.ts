// The session parameters the host app puts in the page query (spec 1 §1), carried on every call.

export const SESSION_PARAM_KEYS = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'merchantNumber',
  'mobilePhone',
  'orderId',
  'productId',
  'couponId',
  'couponMoney',
  'withholdingAmount',
  /** The borrower's language, 'en' (the default) or 'fil' (issue 30): the page is rendered in it. */
  'lang',
] as const;

export type SessionParamKey = (typeof SESSION_PARAM_KEYS)[number];
export type SessionParams = Partial<Record<SessionParamKey, string>>;

/** The fixed merchant code used when the host gives none. */
export const DEFAULT_MERCHANT_NUMBER = 'PH0001';

/** Query values sent as request headers: the JSON client sends building and gather, the form client swift and eyes. */
export const HEADER_PARAM_KEYS = ['building', 'gather', 'swift', 'eyes'] as const;
export type HeaderParamKey = (typeof HEADER_PARAM_KEYS)[number];
export type HeaderParams = Record<HeaderParamKey, string>;

export const XHR_MARKER_HEADER = { 'X-Requested-With': 'XMLHttpRequest' } as const;
export const REQUEST_TIMEOUT_MS = 60000;

/** Reads the session parameters from a page query; product_id is an alias of productId. */
export function readSessionParams(search: string | URLSearchParams): SessionParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const params: SessionParams = {};
  for (const key of SESSION_PARAM_KEYS) {
    const value = query.get(key);
    if (value !== null && value !== '') params[key] = value;
  }
  const alias = query.get('product_id');
  if (!params.productId && alias) params.productId = alias;
  if (!params.merchantNumber) params.merchantNumber = DEFAULT_MERCHANT_NUMBER;
  return params;
}

export function readHeaderParams(search: string | URLSearchParams): HeaderParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    building: query.get('building') ?? '',
    gather: query.get('gather') ?? '',
    swift: query.get('swift') ?? '',
    eyes: query.get('eyes') ?? '',
  };
}
