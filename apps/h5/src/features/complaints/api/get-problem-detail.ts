import { useApi } from '../../../lib/use-api';

export const problemDetailRequest = (problemId: string) => ({ problemId });

/** spec 1 §7: /user-problem/problem-detail (problemId) → the complaint, the reply and isNeedScore. */
export const useProblemDetail = (problemId: string) =>
  useApi('problemDetail', problemDetailRequest(problemId));
