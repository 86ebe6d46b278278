// The credit review queue (issue 28): applications the rules held for a person (credit-rules.ts: an ID number
// already on another borrower), each with its rule results and the profile, and a credit officer's decision on
// one: approve with an offer, or decline with the reason the borrower reads. The decision goes through
// maker-checker (approvals/kinds/loan-approval.ts): above config.approvalLimits.loanApproval a second credit
// officer approves it; below, it is written at once. The borrower reads it as any decision: apply's requestId
// answers the latest review, and loan confirmation offers the approval (decisions.ts).
import type { DecideReviewSchema, Review } from '@pautang/contract/borrower-file';
import type { z } from 'zod';
import type { ActionOutcome } from '@pautang/contract/staff';
import { ErrorCode } from '@pautang/contract/errors';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import type { Agent } from '../../staff/index';
import { submitAction } from '../../staff/index';
import { requireProduct } from '../products/products.service';
import { borrowerIdentity, profileStatus } from '../../identity/index';
import { profileImagesOf } from '../../identity/index';
import { uploadUrl } from '../../identity/index';
import { borrowersWithIdNumber, type DecisionRow } from './credit.repository';
import {
  checkVerdict,
  decisionViewOf,
  heldDecision,
  offerBounds,
  type ReviewVerdict,
} from './review-decision';
import { pendingLoanApprovals, reviewBorrower, reviewOfHeld, waitingReviews } from './review.repository';
import { reviewTexts } from './review-texts';

/** The queue's length: a day's holds are few; this bounds one page. */
const QUEUE_LIMIT = 200;
/** The other borrowers named for one shared ID number: a handful says enough. */
const SHARED_ID_LIMIT = 10;

async function reviewOf(
  deps: Deps,
  held: DecisionRow,
  borrower: { full_name: string; mobile_phone: string },
  pendingApprovalId: string | null,
): Promise<Review> {
  const product = (await requireProduct(deps.db, held.product_id)).definition;
  const [status, identity, range, decided, images] = await Promise.all([
    profileStatus(deps.db, held.user_id),
    borrowerIdentity(deps.db, held.user_id),
    offerBounds(deps.db, held.user_id, product),
    reviewOfHeld(deps.db, held.id),
    profileImagesOf(deps.db, held.user_id),
  ]);
  const sharedId = identity?.idNumber
    ? await borrowersWithIdNumber(deps.db, held.user_id, identity.idNumber, SHARED_ID_LIMIT)
    : [];
  return {
    id: held.id,
    userId: held.user_id,
    name: borrower.full_name,
    phone: borrower.mobile_phone,
    productId: product.id,
    productName: product.name,
    amount: held.amount,
    termDays: held.term_days,
    heldAt: new Date(held.decided_at).toISOString(),
    rules: held.rules,
    profile: { complete: status.complete, identity: identity ?? null },
    sharedId: sharedId.map((b) => ({ userId: b.user_id, name: b.full_name })),
    images: images.map((img) => ({
      kind: img.storage_key.startsWith('profiles/selfie-') ? ('selfie' as const) : ('id' as const),
      url: uploadUrl(deps.config.publicOrigin, img),
    })),
    range,
    pendingApprovalId,
    decision: decided ? decisionViewOf(decided, decided.decider_name) : null,
  };
}

/** Every held application waiting for a decision, oldest first. */
export async function reviewQueue(deps: Deps): Promise<{ reviews: Review[] }> {
  const rows = await waitingReviews(deps.db, QUEUE_LIMIT);
  const pending = await pendingLoanApprovals(
    deps.db,
    rows.map((r) => r.id),
  );
  const reviews: Review[] = [];
  for (const row of rows) reviews.push(await reviewOf(deps, row, row, pending.get(row.id) ?? null));
  return { reviews };
}

/**
 * A credit officer's decision on a held application. Checked here first (the offer within the product's range
 * and the borrower's limit; a decline's reason), so a proposal a checker would only see fail is never filed, and
 * checked again when carried out (review-decision.ts).
 */
export async function decideReview(
  deps: Deps,
  officer: Agent,
  input: z.output<typeof DecideReviewSchema>,
): Promise<ActionOutcome & { review: Review }> {
  const held = await heldDecision(deps.db, input.id);
  if (await reviewOfHeld(deps.db, held.id)) {
    throw new AppError(ErrorCode.Conflict, reviewTexts.alreadyDecided);
  }
  const borrower = await reviewBorrower(deps.db, held.user_id);
  const name = borrower?.full_name ?? '';
  const approve = input.decision === 'approve';
  const verdict: ReviewVerdict = {
    heldId: held.id,
    decision: input.decision,
    offerAmount: approve ? (input.offerAmount ?? null) : null,
    offerTermDays: approve ? (input.offerTermDays ?? null) : null,
    reason: approve ? '' : input.reason.trim(),
  };
  await checkVerdict(deps.db, held, verdict);
  const outcome = await submitAction(deps, officer, {
    kind: 'loan-approval',
    payload: verdict,
    // A decline lends nothing: it is written at once. An approval weighs its offer against the limit.
    amount: approve ? verdict.offerAmount : null,
    summary:
      approve && verdict.offerAmount !== null && verdict.offerTermDays !== null
        ? reviewTexts.approvalSummary(name, verdict.offerAmount, verdict.offerTermDays)
        : reviewTexts.declineSummary(name),
    subjectKind: 'credit-decision',
    subjectId: held.id,
    borrowerId: held.user_id,
  });
  const review = await reviewOf(
    deps,
    held,
    borrower ?? { full_name: '', mobile_phone: '' },
    outcome.approvalId,
  );
  return { ...outcome, review };
}
