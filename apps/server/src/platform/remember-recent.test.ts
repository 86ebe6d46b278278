// @module-tag once: a pure function
import { describe, expect, it } from 'vitest';
import { rememberRecent } from './remember-recent';

describe('rememberRecent', () => {
  it('works a key out once, and starts over at its limit', () => {
    const made: string[] = [];
    const upper = rememberRecent(2, (key) => {
      made.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(made).toEqual(['a', 'b']);
    expect(upper('c')).toBe('C');
    expect(upper('a')).toBe('A');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });
});
