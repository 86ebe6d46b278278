import { describe, it, expect } from 'vitest';
import { COOKIE_EXPIRES, getCookie, removeCookie, setCookie } from './cookie';

/** Records every assignment to `cookie`, like document.cookie does not. */
function fakeDocument(initial = '') {
  const writes: string[] = [];
  let current = initial;
  return {
    writes,
    get cookie() {
      return current;
    },
    set cookie(v: string) {
      writes.push(v);
      current = v;
    },
  };
}

describe('COOKIE_EXPIRES', () => {
  it('is the end of year 9999', () => {
    expect(COOKIE_EXPIRES).toBe('Fri, 31 Dec 9999 23:59:59 GMT');
    expect(new Date(COOKIE_EXPIRES).toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });
});

describe('setCookie', () => {
  it.each([
    ['sessionId', 'abc123', 'sessionId=abc123; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax'],
    ['name', 'x y', 'name=x%20y; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax'],
    ['t', 'a;b=c', 't=a%3Bb%3Dc; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax'],
    ['peso', '₱', 'peso=%E2%82%B1; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax'],
    ['empty', '', 'empty=; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax'],
  ])('setCookie(%j, %j) writes %j', (name, value, expected) => {
    const doc = fakeDocument();
    setCookie(name, value, doc);
    expect(doc.writes).toEqual([expected]);
  });
});

describe('getCookie', () => {
  it.each([
    ['a=1; b=x%20y', 'a', '1'],
    ['a=1; b=x%20y', 'b', 'x y'],
    ['a=1; b=x%20y', 'c', undefined],
    ['', 'a', undefined],
    ['a=1;b=2', 'b', '2'],
    ['token=a=b=c', 'token', 'a=b=c'],
    ['ab=1; a=2', 'a', '2'],
    ['a=1; a=2', 'a', '1'],
    ['empty=', 'empty', ''],
    ['flag', 'flag', undefined],
    ['bad=%E0%A4%A', 'bad', '%E0%A4%A'],
    ['peso=%E2%82%B1', 'peso', '₱'],
  ])('in %j, %j → %j', (cookie, name, expected) => {
    expect(getCookie(name, { cookie })).toBe(expected);
  });

  it('reads back what setCookie wrote', () => {
    const doc = fakeDocument();
    setCookie('party', 'x y;z', doc);
    expect(getCookie('party', { cookie: doc.cookie.split(';')[0] ?? '' })).toBe('x y;z');
  });
});

describe('removeCookie', () => {
  it.each([['sessionId'], ['a']])('expires %j in 1970', (name) => {
    const doc = fakeDocument(`${name}=1`);
    removeCookie(name, doc);
    expect(doc.writes).toEqual([`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`]);
  });
});
