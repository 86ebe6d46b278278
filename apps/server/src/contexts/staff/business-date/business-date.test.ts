// @module-tag once: the clock and the business date, in sequence
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { getBusinessDate, setBusinessDate } from './business-date.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the business date', () => {
  // Today's date is kept for the day it covers: the Manila midnight (16:00 UTC) must still turn it, either way.
  it('turns at Manila midnight, forwards and back, however often it is asked', async () => {
    const at = (iso: string) => getBusinessDate(t.db, new Date(iso));
    expect(await at('2027-03-10T15:59:59.999Z')).toBe('2027-03-10');
    expect(await at('2027-03-10T16:00:00.000Z')).toBe('2027-03-11');
    expect(await at('2027-03-11T15:59:59.999Z')).toBe('2027-03-11');
    expect(await at('2027-03-10T15:59:59.999Z')).toBe('2027-03-10');
    expect(await at('2027-03-09T16:00:00.000Z')).toBe('2027-03-10');
    expect(await at('2027-03-09T15:59:59.999Z')).toBe('2027-03-09');
  });

  // Found by fuzz.test.ts: each passed the checks and failed in the engine with a 500.
  it.each([
    ['2027-02-30', 'must be YYYY-MM-DD'],
    ['2027-04-31', 'must be YYYY-MM-DD'],
    ['2027-13-01', 'must be YYYY-MM-DD'],
    ['0000-01-01', 'must be 2026-11-21 or later'],
    ['0099-12-31', 'must be 2026-11-21 or later'],
  ])('refuses %s', async (date, rule) => {
    await expect(setBusinessDate(t.db, t.clock.now, date)).rejects.toMatchObject({
      code: ErrorCode.Validation,
      message: `Invalid businessDate: ${rule}`,
    });
  });
});
