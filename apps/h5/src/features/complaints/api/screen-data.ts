// The complaint pages' queries and first data (lib/screen-call.ts), for the route table and the screens' hooks.
import { param } from '../../../lib/page-query';
import { screenCall } from '../../../lib/screen-call';

const numberOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /complainPageNext: the type picked on the entry page, and the order it is about (orderNo). */
export const complaintFormQuery = (query: URLSearchParams) => ({
  problemType: numberOf(query.get('problemType')) ?? 0,
  problemSonType: numberOf(query.get('problemSonType')),
  orderNo: param(query, 'orderNo'),
});

/** /complainDetails: the complaint. */
export const complaintQuery = (query: URLSearchParams) => ({ problemId: param(query, 'problemId') });

/** spec 1 §7: /user-problem/problem-init (orderId optional) → problemType, problemSonType, orderDetail, orderList. */
export const problemInitCall = (orderId: string) => screenCall('problemInit', orderId ? { orderId } : {});

/** spec 1 §7: /user-problem/problem-list → tabs, each a list of entries (id, time, type, content). */
export const problemListCall = () => screenCall('problemList', {});

/** spec 1 §7: /user-problem/problem-detail (problemId) → the complaint, the reply and isNeedScore. */
export const problemDetailCall = (problemId: string) => screenCall('problemDetail', { problemId });
