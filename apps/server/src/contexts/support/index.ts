// The support context's door: the only file of it another context, a flow, app.ts or a test elsewhere may import.
export { complaintDeadlines } from './complaints/complaint-deadlines';
export {
  COLLECTION_SUB_TYPES,
  COMPLAINT_MESSAGES,
  PROBLEM_TYPES,
  STATUS_TEXT,
  TABS,
  typeTitle,
} from './complaints/complaint-texts';
export { listComplaintsOf } from './complaints/complaints.repository';
export { complaintHandlers } from './complaints/complaints.routes';
export { contactHandlers } from './contact/contact.routes';
export { supportHandlers } from './support/support.routes';
export type { ComplaintReplied, SupportEvent } from './events';
export { countFromNetworkSince, insertContactMessage } from './contact/site-messages.repository';
export type { NewContactMessage } from './contact/site-messages.repository';
