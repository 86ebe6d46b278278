// The server-side wording of complaints: the question types (spec 1 §3 gives them as server data; type 1 is
// collection), the collection sub-types, drawn from what SEC MC 18 s.2019 forbids collectors to do, and how a
// borrower reads each status.
import type { ProblemOption } from '@pautang/contract/complaints';
import { COLLECTION_PROBLEM_TYPE } from '@pautang/contract/constants';
import type { ComplaintStatus } from '../../../platform/db/schema';

export const PROBLEM_TYPES: readonly ProblemOption[] = [
  { value: COLLECTION_PROBLEM_TYPE, title: 'Collection' },
  { value: 2, title: 'Repayment' },
  { value: 3, title: 'Loan application and disbursement' },
  { value: 4, title: 'Interest, fees and charges' },
  { value: 5, title: 'Personal data and privacy' },
  { value: 6, title: 'App and account' },
  { value: 7, title: 'Other' },
];

export const COLLECTION_SUB_TYPES: readonly ProblemOption[] = [
  { value: 1, title: 'Threats, harassment or abuse' },
  { value: 2, title: 'Contacting my contacts or employer' },
  { value: 3, title: 'Calls or messages between 10 PM and 6 AM' },
  { value: 4, title: 'Insulting or profane language' },
  { value: 5, title: 'False or misleading claims' },
  { value: 6, title: 'Other collection conduct' },
];

export const STATUS_TEXT: Record<ComplaintStatus, string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  replied: 'Replied',
  closed: 'Closed',
};

/** The list's tabs (docs/DECISIONS.md): open complaints, and those answered or closed. */
export const TABS: readonly { title: string; statuses: readonly ComplaintStatus[] }[] = [
  { title: 'Processing', statuses: ['submitted', 'in_progress'] },
  { title: 'Completed', statuses: ['replied', 'closed'] },
];

export const COMPLAINT_MESSAGES = {
  notFound: 'We could not find this complaint.',
  emptyText: 'Please fill in your comments and suggestions',
  collectionBlocked: 'El pedido seleccionado no admite el envío de tipo de colección',
  unknownType: 'Please choose a question type.',
  subTypeNeeded: 'Please choose what happened with collection.',
  orderNeeded: 'Please choose the order this complaint is about.',
  notRatable: 'This reply is not asking for a rating.',
} as const;

export const typeTitle = (value: number) => PROBLEM_TYPES.find((t) => t.value === value)?.title ?? '';
export const subTypeTitle = (value: number | null) =>
  value === null ? '' : (COLLECTION_SUB_TYPES.find((t) => t.value === value)?.title ?? '');
