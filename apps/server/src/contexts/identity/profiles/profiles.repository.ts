import type { Db } from '../../../platform/db/client';

export type ProfileStepRow = { step: string; answers: Record<string, string>; completed_at: string };

/** Every saved step of one borrower. */
export function findProfileSteps(db: Db, userId: string): Promise<ProfileStepRow[]> {
  return db
    .selectFrom('profile_steps')
    .select(['step', 'answers', 'completed_at'])
    .where('user_id', '=', userId)
    .execute();
}

/** Every saved step of each of many borrowers, with their mobile number: one statement. */
export function findProfileStepsOfUsers(db: Db, userIds: readonly string[]) {
  return db
    .selectFrom('profile_steps as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.step', 'p.answers', 'u.mobile_phone'])
    .where('p.user_id', 'in', userIds)
    .execute();
}

/** Saves a step whole: a second save replaces the first. */
export async function saveProfileStep(
  db: Db,
  row: { user_id: string; step: string; answers: Record<string, string>; completed_at: string },
): Promise<void> {
  const answers = JSON.stringify(row.answers);
  await db
    .insertInto('profile_steps')
    .values({ ...row, answers })
    .onConflict((oc) =>
      oc.columns(['user_id', 'step']).doUpdateSet({ answers, completed_at: row.completed_at }),
    )
    .execute();
}

/** Deletes every saved step of a borrower (anonymisation). */
export async function deleteProfileSteps(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('profile_steps').where('user_id', '=', userId).execute();
}
