import { describe, it, expect } from 'vitest';
import { currencySymbol, formatAmount, formatMoney, formatPeso, groupThousandsDot } from './money';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [123456, '1,234.56'],
    [-150, '-1.50'],
    [-5, '-0.05'],
    [-123456789, '-1,234,567.89'],
    [100000000, '1,000,000.00'],
    [-0, '0.00'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
  ])('%d → %s', (centavos, expected) => {
    expect(formatAmount(centavos)).toBe(expected);
  });

  it.each([[1.5], [0.1], [-0.01], [NaN], [Infinity], [-Infinity], [Number.MAX_SAFE_INTEGER + 1]])(
    'throws RangeError on %d',
    (centavos) => {
      expect(() => formatAmount(centavos)).toThrow(RangeError);
    },
  );
});

describe('formatPeso', () => {
  it.each([
    [123456, '₱1,234.56'],
    [0, '₱0.00'],
    [5, '₱0.05'],
    [-150, '-₱1.50'],
  ])('%d → %s', (centavos, expected) => {
    expect(formatPeso(centavos)).toBe(expected);
  });

  it('throws RangeError on a float', () => {
    expect(() => formatPeso(12.34)).toThrow(RangeError);
  });
});

describe('currencySymbol', () => {
  it.each([
    [1, '₹'],
    ['1', '₹'],
    [0, '₱'],
    ['0', '₱'],
    [2, '₱'],
    ['01', '₱'],
    ['', '₱'],
    [null, '₱'],
    [undefined, '₱'],
  ])('%j → %s', (flag, expected) => {
    expect(currencySymbol(flag)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [123456, undefined, '₱1,234.56'],
    [123456, null, '₱1,234.56'],
    [123456, 0, '₱1,234.56'],
    [123456, 1, '₹1,234.56'],
    [123456, '1', '₹1,234.56'],
    [-150, 1, '-₹1.50'],
    [0, '1', '₹0.00'],
  ])('%d with flag %j → %s', (centavos, flag, expected) => {
    expect(formatMoney(centavos, flag)).toBe(expected);
  });
});

describe('groupThousandsDot', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [1234567, '1.234.567'],
    [-1234567, '-1.234.567'],
    [1234.5, '1.234,5'],
    ['1234.5', '1.234,5'],
    ['1234567.89', '1.234.567,89'],
    ['0.25', '0,25'],
    [' 1234 ', '1.234'],
  ])('%j → %s', (value, expected) => {
    expect(groupThousandsDot(value)).toBe(expected);
  });

  it.each([[NaN], [Infinity], [1e21], [''], ['abc'], ['1,234'], ['1.2.3'], ['.5'], ['1.']])(
    'throws RangeError on %j',
    (value) => {
      expect(() => groupThousandsDot(value)).toThrow(RangeError);
    },
  );
});

describe('gateway amounts', () => {
  it('writes plain pesos and reads them back to the centavo', async () => {
    const { decimalPesos, centavosFromDecimal } = await import('./money');
    expect(decimalPesos(123450)).toBe('1234.50');
    expect(decimalPesos(5)).toBe('0.05');
    expect(decimalPesos(100_000_000)).toBe('1000000.00');
    expect(centavosFromDecimal('1234.5')).toBe(123450);
    expect(centavosFromDecimal(1234.5)).toBe(123450);
    expect(centavosFromDecimal('1,234.50')).toBe(123450);
    expect(centavosFromDecimal('0.07')).toBe(7);
    for (const bad of ['', '1.234', '-5', 'abc', null, undefined, NaN]) {
      expect(Number.isNaN(centavosFromDecimal(bad))).toBe(true);
    }
    for (let c = 0; c < 100_000; c += 997) expect(centavosFromDecimal(decimalPesos(c))).toBe(c);
  });
});
