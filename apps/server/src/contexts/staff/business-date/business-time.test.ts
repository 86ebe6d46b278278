// @module-tag once: the clock and the demo time of day, in sequence
// The business clock's time of day (issue 28): the real clock's Manila time, or in demo mode a set time of day that
// the hour-bound rules (collections' quiet hours) read; outside demo mode a stored time is never read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pautang/contract/errors';
import type { Deps } from '../../../platform/deps';
import { buildTestApp, type TestApp } from '../../../test-helper';
import { businessNow, manilaTimeOf } from './business-time.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async () =>
  (await t.inject({ method: 'GET', url: '/attempt/dev/business-time' })).json<{
    data: { date: string; time: string; minutes: number; demoTime: boolean };
  }>().data;
const set = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/attempt/dev/business-time', payload });

describe('the business time of day', () => {
  it('is the Manila time of the clock (UTC+8, no daylight saving)', () => {
    expect(manilaTimeOf(new Date('2026-11-21T02:00:00Z'))).toBe('10:00');
    expect(manilaTimeOf(new Date('2026-11-21T14:30:00Z'))).toBe('22:30');
    expect(manilaTimeOf(new Date('2026-11-21T15:59:59Z'))).toBe('23:59');
    expect(manilaTimeOf(new Date('2026-11-21T16:00:00Z'))).toBe('00:00');
  });

  it('in demo mode is set to a time of day, and back to the clock', async () => {
    t.clock.now = new Date('2026-11-21T02:00:00Z');
    expect(await get()).toMatchObject({ time: '10:00', minutes: 600, demoTime: false });
    expect((await set({ time: '22:30' })).json()).toMatchObject({
      code: 0,
      data: { time: '22:30', minutes: 1350, demoTime: true },
    });
    expect(await get()).toMatchObject({ time: '22:30', demoTime: true });
    expect((await set({ reset: true })).json()).toMatchObject({ data: { time: '10:00', demoTime: false } });
  });

  it.each(['24:00', '7:00', '22:60', 'noon', ''])(
    'refuses %j with a clear message, and keeps the time',
    async (time) => {
      await set({ time: '06:00' });
      const res = await set({ time });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ErrorCode.Validation });
      expect((await get()).time).toBe('06:00');
      await set({ reset: true });
    },
  );

  it('outside demo mode reads the clock, whatever a settings row says', async () => {
    await set({ time: '22:30' });
    const deps = {
      db: t.db,
      clock: () => new Date('2026-11-21T02:00:00Z'),
      config: { ...t.config, demo: false },
    };
    expect(await businessNow(deps as unknown as Deps)).toMatchObject({ time: '10:00', demoTime: false });
    await set({ reset: true });
  });
});
