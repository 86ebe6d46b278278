import { describe, expect, it } from 'vitest';
import { formatBasisPoints } from './rate';

describe('formatBasisPoints', () => {
  it.each([
    [0, '0.00%'],
    [5, '0.05%'],
    [50, '0.50%'],
    [100, '1.00%'],
    [1234, '12.34%'],
    [1175, '11.75%'],
    [14100, '141.00%'],
    [123456, '1,234.56%'],
    [100000000, '1,000,000.00%'],
    [-250, '-2.50%'],
  ])('%i bp → %s', (bp, text) => {
    expect(formatBasisPoints(bp)).toBe(text);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('refuses %s', (bp) => {
    expect(() => formatBasisPoints(bp)).toThrow(RangeError);
  });
});
