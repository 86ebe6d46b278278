// The credit review queue (apps/server/src/contexts/lending/credit/review.routes.ts), for the credit role.
import type { DecideReview } from '@pautang/contract/borrower-file';
import { consoleCall } from '../../../lib/request';

export const getReviewQueue = (signal?: AbortSignal) =>
  consoleCall('consoleReviewQueue', {}, { signal }).then((d) => d.reviews);

export const decideReview = (request: DecideReview) => consoleCall('consoleDecideReview', request);
