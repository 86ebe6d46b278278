import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-helper';
import { getBusinessDate } from './business-date.service';

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
});
