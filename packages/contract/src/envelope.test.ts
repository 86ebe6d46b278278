import { describe, expect, it } from 'vitest';
import { isSuccess, successCode } from './envelope';

describe('success signals', () => {
  it.each([
    [{ code: 0, message: '', data: null }, 'zero', true],
    [{ code: '00', message: '', data: null }, 'zero', false],
    [{ code: 1005, message: 'x', data: null }, 'zero', false],
    [{ code: '00', message: '', data: null }, 'zeroZero', true],
    [{ code: 0, message: '', data: null }, 'zeroZero', false],
    [{ code: 0, message: '', data: null, success: true }, 'flag', true],
    [{ code: 0, message: '', data: null, success: false }, 'flag', false],
  ] as const)('%o with %s → %s', (envelope, signal, expected) => {
    expect(isSuccess(envelope, signal)).toBe(expected);
  });

  it('gives the success code per signal', () => {
    expect(successCode('zero')).toBe(0);
    expect(successCode('zeroZero')).toBe('00');
    expect(successCode('flag')).toBe(0);
  });
});
