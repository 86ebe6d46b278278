// Deleting an account (user delete) and anonymising it when the retention the lender must keep has passed.
// - Refused while a loan is open (an order in ACTIVE_STATUSES on the business date), with the reason.
// - Otherwise, in one transaction with the borrower's row locked (a loan push locks it too, so the two never
//   interleave): every session ends, deleted_at is set, and anonymise_on is the business date plus the retention
//   period (docs/DECISIONS.md: AMLA, RA 9160 as amended, keeps identification and transaction records five years
//   from the account's closing).
// - anonymiseDue, on the job queue every ANONYMISE_INTERVAL_SECONDS (flows/sweeps.ts) and on demand (POST /attempt/dev/anonymise in demo mode), replaces the name and
//   phone with placeholders, deletes the profile's answers and its ID photo and selfie, keeps only the last four
//   digits of its payout accounts and drops who signed from its orders; loan records are kept.
// - An account that never received a loan (no payout ever made) has no loan records to keep (issue 40: it was told
//   its data is kept until 2031): it is anonymised at once, in the same request, and its messages are deleted.
import type { UserDelete } from '@pautang/contract/origination';
import { ErrorCode } from '@pautang/contract/errors';
import type { Db } from '../platform/db/client';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/errors';
import { isDay } from '../platform/form-items';
import { getBusinessDate } from '../contexts/staff/index';
import { anonymiseAccountsOfUser } from '../contexts/identity/index';
import { clearBorrowerIdentities, listOrdersOfUser } from '../contexts/lending/index';
import { ACTIVE_STATUSES, statusOf } from '../contexts/lending/index';
import { deleteNotificationsOfUser } from '../contexts/notifications/index';
import { revokeUserSessions } from '../contexts/identity/index';
import { deleteUploadRow, profileImagesOf } from '../contexts/identity/index';
import {
  anonymiseUserRow,
  findUsersDueForAnonymising,
  lockLiveUser,
  markUserDeleted,
} from '../contexts/identity/index';
import { ANONYMISED_NAME, DELETE_TEXTS } from '../contexts/identity/index';
import { deleteProfileSteps } from '../contexts/identity/index';

/** AMLA (RA 9160 §9(b), as amended by RA 10365): records kept five years from the closing of the account. */
export const RETENTION_YEARS = 5;

/** The day the retention ends: the same day RETENTION_YEARS later (29 February: 1 March, never a day early). */
export function retentionEnd(closedOn: string): string {
  const [year = '', month = '', day = ''] = closedOn.split('-');
  const same = `${String(Number(year) + RETENTION_YEARS)}-${month}-${day}`;
  return isDay(same) ? same : `${String(Number(year) + RETENTION_YEARS)}-03-01`;
}

/** Why the borrower may not delete the account on this business date (a loan still open), or undefined. */
export async function openLoanReason(
  db: Db,
  userId: string,
  businessDate: string,
): Promise<string | undefined> {
  const orders = await listOrdersOfUser(db, userId);
  const open = orders.some((order) => ACTIVE_STATUSES.includes(statusOf(order, businessDate)));
  return open ? DELETE_TEXTS.openLoan : undefined;
}

export async function userDelete(deps: Deps, userId: string): Promise<UserDelete> {
  const now = deps.clock();
  const businessDate = await getBusinessDate(deps.db, now);
  const anonymiseOn = await deps.db.transaction().execute(async (trx) => {
    // Deleted meanwhile (a second tap that waited on the first): its session has just ended.
    if (!(await lockLiveUser(trx, userId))) throw new AppError(ErrorCode.SessionExpired);
    const reason = await openLoanReason(trx, userId, businessDate);
    if (reason) throw new AppError(ErrorCode.Conflict, reason);
    // AMLA keeps the records of a loan made; an account that never received one has none to keep.
    const borrowed = (await listOrdersOfUser(trx, userId)).some((order) => order.disbursed_on !== null);
    const on = borrowed ? retentionEnd(businessDate) : businessDate;
    await revokeUserSessions(trx, userId, now.toISOString());
    await markUserDeleted(trx, userId, { deleted_at: now.toISOString(), anonymise_on: on });
    return on;
  });
  // Erased now, not at the next sweep: the answer the borrower reads is then already true.
  const erased = anonymiseOn === businessDate;
  if (erased) await anonymiseUser(deps, userId, now);
  return { anonymiseOn, erased: erased ? 1 : 0 };
}

export type AnonymiseRun = { anonymised: number };

/**
 * Anonymises every deleted account whose day has come. The files go first: should the database step fail, the
 * account is tried again next time (deleting a missing file is not an error), and no photo outlives it.
 */
export async function anonymiseDue(deps: Deps): Promise<AnonymiseRun> {
  const now = deps.clock();
  const due = await findUsersDueForAnonymising(deps.db, await getBusinessDate(deps.db, now));
  const run: AnonymiseRun = { anonymised: 0 };
  for (const { id } of due) if (await anonymiseUser(deps, id, now)) run.anonymised++;
  return run;
}

/**
 * Anonymises one deleted account: false when another sweep got there first. An account that never received a loan
 * also loses its messages (their texts name the borrower, and no loan record needs them).
 */
async function anonymiseUser(deps: Pick<Deps, 'db' | 'files'>, id: string, now: Date): Promise<boolean> {
  const images = await profileImagesOf(deps.db, id);
  for (const image of images) await deps.files.delete(image.storage_key);
  return deps.db.transaction().execute(async (trx) => {
    // Guarded: a second instance's sweep that got there first changes nothing here.
    const won = await anonymiseUserRow(trx, id, {
      full_name: ANONYMISED_NAME,
      mobile_phone: `anonymised-${id}`,
      anonymised_at: now.toISOString(),
    });
    if (!won) return false;
    await deleteProfileSteps(trx, id);
    // The payout accounts' holder and number, and who signed each loan: personal data too.
    await anonymiseAccountsOfUser(trx, id, ANONYMISED_NAME);
    await clearBorrowerIdentities(trx, id);
    for (const image of images) await deleteUploadRow(trx, image.id);
    const borrowed = (await listOrdersOfUser(trx, id)).some((order) => order.disbursed_on !== null);
    if (!borrowed) await deleteNotificationsOfUser(trx, id);
    return true;
  });
}
