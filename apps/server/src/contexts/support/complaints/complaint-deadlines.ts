// A complaint's two promises, counted from the business day it was filed: a reply within 3 weekdays and a
// resolution within 30 days. One function, so a new complaint and the demo's seeded ones cannot count differently.
import { COMPLAINT_REPLY_WEEKDAYS, COMPLAINT_RESOLVE_DAYS } from '@pautang/contract/constants';
import { addDays, addWeekdays } from '@pautang/loan-engine';

export const complaintDeadlines = (filedOn: string) => ({
  reply_due_on: addWeekdays(filedOn, COMPLAINT_REPLY_WEEKDAYS),
  resolve_by: addDays(filedOn, COMPLAINT_RESOLVE_DAYS),
});
