// Cookies written by the app live "forever" (end of year 9999, spec 1 §9); removal backdates to 1970.
// The document is a parameter so the helpers run in Node tests against a fake.

export const COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';
const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

export interface CookieJar {
  cookie: string;
}

export function setCookie(name: string, value: string, doc: CookieJar = document): void {
  doc.cookie = `${name}=${encodeURIComponent(value)}; expires=${COOKIE_EXPIRES}; path=/; SameSite=Lax`;
}

/** The decoded value of the first cookie named `name`, or undefined when absent. */
export function getCookie(name: string, doc: CookieJar = document): string | undefined {
  for (const pair of doc.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // written by someone else without encoding; better raw than lost
    }
  }
  return undefined;
}

export function removeCookie(name: string, doc: CookieJar = document): void {
  doc.cookie = `${name}=; expires=${EXPIRED}; path=/; SameSite=Lax`;
}
