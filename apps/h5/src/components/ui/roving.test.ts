import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving';

describe('rovingIndex', () => {
  it.each([
    ['ArrowRight', 0, 3, 'horizontal', 1],
    ['ArrowRight', 2, 3, 'horizontal', 0],
    ['ArrowLeft', 0, 3, 'horizontal', 2],
    ['ArrowDown', 1, 3, 'vertical', 2],
    ['ArrowUp', -1, 3, 'vertical', 2],
    ['Home', 2, 3, 'vertical', 0],
    ['End', 0, 3, 'horizontal', 2],
    ['ArrowDown', 0, 3, 'horizontal', undefined],
    ['Enter', 0, 3, 'vertical', undefined],
    ['ArrowRight', 0, 0, 'horizontal', undefined],
  ] as const)('%s from %i of %i (%s) → %s', (key, current, count, axis, expected) => {
    expect(rovingIndex(key, current, count, axis)).toBe(expected);
  });
});
