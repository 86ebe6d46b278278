import { describe, it, expect } from 'vitest';
import { createPartyId } from './party-id';

const FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const fixed = (bytes: number[]) => () => Uint8Array.from(bytes);
const sequence = Array.from({ length: 16 }, (_, i) => i);

describe('createPartyId', () => {
  it('has the 8-4-4-4-12 lowercase hex format', () => {
    expect(createPartyId()).toMatch(FORMAT);
  });

  it('is unique over 1000 calls', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createPartyId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(FORMAT);
  });

  it('asks the random source for 16 bytes', () => {
    const asked: number[] = [];
    createPartyId((n) => {
      asked.push(n);
      return new Uint8Array(n);
    });
    expect(asked).toEqual([16]);
  });

  it.each([
    [new Array<number>(16).fill(0), '00000000-0000-0000-0000-000000000000'],
    [new Array<number>(16).fill(255), 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
    [sequence, '00010203-0405-0607-0809-0a0b0c0d0e0f'],
    [[...sequence, 99, 99], '00010203-0405-0607-0809-0a0b0c0d0e0f'],
    [
      [0xde, 0xad, 0xbe, 0xef, 0xca, 0xfe, 0xba, 0xbe, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef],
      'deadbeef-cafe-babe-0123-456789abcdef',
    ],
  ])('is deterministic with a fixed source %j → %s', (bytes, expected) => {
    expect(createPartyId(fixed(bytes))).toBe(expected);
    expect(createPartyId(fixed(bytes))).toBe(expected);
  });

  it('throws RangeError when the source returns too few bytes', () => {
    expect(() => createPartyId(fixed([1, 2, 3]))).toThrow(RangeError);
  });
});
