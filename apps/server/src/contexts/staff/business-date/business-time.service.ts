// The business clock: the business date (business-date.service) and the Manila time of day. Rules that depend on the
// hour (collections' quiet hours, 22:00 to 06:00; the quiet hours of later notifications) read it here. Outside demo
// mode the time is the real clock's; in demo mode it can be set to a time of day (a settings row), so a rule that
// holds at 22:30 can be shown and tested at any hour.
import type { Deps } from '../../../platform/deps';
import { invalid } from '../../../platform/errors';
import { getBusinessDate } from './business-date.service';
import { deleteBusinessTime, findBusinessTime, upsertBusinessTime } from './business-time.repository';

/** Manila keeps UTC+8 all year. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

export type BusinessNow = {
  /** The business date, YYYY-MM-DD. */
  date: string;
  /** Manila time of day, HH:MM. */
  time: string;
  /** Minutes since Manila midnight (0 to 1439). */
  minutes: number;
  /** Whether the time is the demo's set time rather than the clock's. */
  demoTime: boolean;
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw invalid('Invalid businessTime: must be HH:MM (00:00 to 23:59)');
  return Number(match[1]) * 60 + Number(match[2]);
}

export function manilaTimeOf(now: Date): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(11, 16);
}

/** The business date and Manila time of day now: the demo's set time in demo mode, else the clock's. */
export async function businessNow(deps: Deps): Promise<BusinessNow> {
  const now = deps.clock();
  const [date, set] = await Promise.all([
    getBusinessDate(deps.db, now),
    deps.config.demo ? findBusinessTime(deps.db) : Promise.resolve(null),
  ]);
  const demoTime = set !== null && TIME.test(set);
  const time = demoTime ? set : manilaTimeOf(now);
  return { date, time, minutes: minutesOf(time), demoTime };
}

/** Demo only: sets the Manila time of day the business clock reads (null: the real clock's again). */
export async function setBusinessTime(deps: Deps, time: string | null): Promise<BusinessNow> {
  if (time === null) {
    await deleteBusinessTime(deps.db);
  } else {
    minutesOf(time);
    await upsertBusinessTime(deps.db, time);
  }
  return businessNow(deps);
}
