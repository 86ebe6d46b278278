import { useApi } from '../../../lib/use-api';

export const problemListRequest = () => ({});

/** spec 1 §7: /user-problem/problem-list → tabs, each a list of entries (id, time, type, content). */
export const useProblemList = () => useApi('problemList', problemListRequest());
