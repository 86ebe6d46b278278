// The generic string tests of spec 1 §5. Each is a whole-string match: no trimming, no partial hits.

const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const MAINLAND_PHONE = /^1\d{10}$/;
const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

export function isEmail(s: string): boolean {
  return EMAIL.test(s);
}

/** Exactly '1' followed by 10 digits. */
export function isMainlandPhone(s: string): boolean {
  return MAINLAND_PHONE.test(s);
}

/** Optional leading minus, then digits. */
export function isInteger(s: string): boolean {
  return INTEGER.test(s);
}

/** Optional minus, digits, optional '.digits' ('1.' and '.5' are rejected). */
export function isDecimal(s: string): boolean {
  return DECIMAL.test(s);
}

/** http:// or https:// followed by a host; the URL parser confirms the host is well-formed. */
export function isHttpUrl(s: string): boolean {
  if (!HTTP_URL.test(s)) return false;
  try {
    return new URL(s).hostname !== '';
  } catch {
    return false;
  }
}
