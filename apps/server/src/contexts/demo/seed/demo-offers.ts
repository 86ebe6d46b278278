// Demo borrowers ready to sign (issue 27): loan confirmation shows only an approved offer, and a push signs only for
// a borrower whose profile names them, to a bound account. The confirmation scenarios open as such a borrower: a
// minimal profile (the steps that name them; kept when the borrower or the profile seed saved their own), an
// account, and an approval of the product's default offer, recorded as decided by 'demo', not by the rules.
import { randomBytes } from 'node:crypto';
import { CERTIFY_STEPS } from '@pautang/contract/origination';
import type { Db } from '../../../platform/db/client';

/** The profile answers that name a borrower: the item codes profiles.service.ts borrowerIdentity reads. */
export type SignerProfile = {
  basic: Record<string, string>;
  city: Record<string, string>;
  identity: Record<string, string>;
};

/**
 * Saves a profile's steps, every one of them (the naming ones with these answers, the others empty), leaving any
 * step already saved as it is.
 */
export async function saveSignerProfile(db: Db, userId: string, profile: SignerProfile, at: string) {
  for (const step of CERTIFY_STEPS) {
    const answers: Record<string, string> =
      step === 'basic' || step === 'city' || step === 'identity' ? profile[step] : {};
    await db
      .insertInto('profile_steps')
      .values({ user_id: userId, step, answers: JSON.stringify(answers), completed_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'step']).doNothing())
      .execute();
  }
}

/** Records an approval of one offer, as a reviewer other than the rules ('demo', or a test) would. */
export async function approveOffer(
  db: Db,
  input: {
    userId: string;
    productId: string;
    amount: number;
    termDays: number;
    businessDate: string;
    at: string;
    decidedBy: string;
    reason: string;
  },
): Promise<string> {
  const id = `cd-${randomBytes(9).toString('base64url')}`;
  await db
    .insertInto('credit_decisions')
    .values({
      id,
      user_id: input.userId,
      product_id: input.productId,
      request_id: null,
      request_hash: null,
      review_of: null,
      amount: input.amount,
      term_days: input.termDays,
      inputs: JSON.stringify({ approvedBy: input.decidedBy }),
      rules: JSON.stringify([{ rule: 'approved-by', passed: true, reason: input.reason }]),
      outcome: 'approved',
      reason: input.reason,
      offer_amount: input.amount,
      offer_term_days: input.termDays,
      business_date: input.businessDate,
      decided_at: input.at,
      decided_by: input.decidedBy,
    })
    .execute();
  return id;
}
