// The credit review queue's calls (role credit): the held applications, and an officer's decision on one.
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { decideReview, reviewQueue } from './review.service';

export const reviewHandlers = (deps: Deps) =>
  ({
    consoleReviewQueue: () => reviewQueue(deps),
    consoleDecideReview: ({ input, agent }) => decideReview(deps, agent, input),
  }) satisfies Partial<CallHandlers>;
