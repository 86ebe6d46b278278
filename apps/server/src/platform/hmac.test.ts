// @module-tag once: a pure function
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmac, sameBytes, sameText } from './hmac';

describe('hmac', () => {
  it('is HMAC-SHA256 under the secret, hex or base64url', () => {
    expect(hmac('k', 'text')).toBe(createHmac('sha256', 'k').update('text').digest('hex'));
    expect(hmac('k', 'text', 'base64url')).toBe(createHmac('sha256', 'k').update('text').digest('base64url'));
    expect(hmac('other', 'text')).not.toBe(hmac('k', 'text'));
  });

  it('compares equal strings and bytes as equal, and any difference, length included, as not', () => {
    expect(sameText('abc', 'abc')).toBe(true);
    expect(sameText('abc', 'abd')).toBe(false);
    expect(sameText('abc', 'abcd')).toBe(false);
    expect(sameText('', '')).toBe(true);
    expect(sameBytes(Buffer.from('00ff', 'hex'), Buffer.from('00ff', 'hex'))).toBe(true);
    expect(sameBytes(Buffer.from('00ff', 'hex'), Buffer.from('00fe', 'hex'))).toBe(false);
  });
});
