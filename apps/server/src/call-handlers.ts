// Every call of the contract's table with its handler, one map per module. The return type makes a call without
// a handler a type error; app.ts registers them all from the contract and the server renderer runs them in-process.
import type { Deps } from './platform/deps';
import type { CallHandlers } from './platform/call';
import { agentHandlers } from './contexts/staff/index';
import { approvalHandlers } from './contexts/staff/index';
import { auditHandlers } from './contexts/staff/index';
import { agreementHandlers } from './contexts/lending/index';
import { appSettingsHandlers } from './contexts/staff/index';
import { borrowerFileHandlers } from './contexts/back-office/index';
import { bindCardHandlers } from './contexts/lending/index';
import { cardRepaymentHandlers } from './contexts/lending/index';
import { collectionsHandlers } from './contexts/collections/index';
import { complaintHandlers } from './contexts/support/index';
import { contactHandlers } from './contexts/support/index';
import { creditHandlers } from './contexts/lending/index';
import { reviewHandlers } from './contexts/lending/index';
import { siteHandlers } from './contexts/site/index';
import { eventHandlers } from './contexts/identity/index';
import { jobHandlers } from './contexts/staff/index';
import { financeHandlers } from './contexts/back-office/index';
import { loanHandlers } from './contexts/lending/index';
import { notificationInboxHandlers } from './contexts/notifications/index';
import { orderHandlers } from './contexts/lending/index';
import { notificationHandlers } from './contexts/notifications/index';
import { outboxHandlers } from './contexts/notifications/index';
import { paymentHandlers } from './contexts/lending/index';
import { refundHandlers } from './contexts/lending/index';
import { reportHandlers } from './contexts/back-office/index';
import { profileHandlers } from './contexts/identity/index';
import { accountHandlers } from './flows/account.routes';
import { booksHandlers } from './flows/books.routes';
import { restructureHandlers } from './flows/restructure.routes';
import { cicHandlers } from './flows/cic-submission.routes';
import { promotionHandlers } from './contexts/site/index';
import { repaymentHandlers } from './contexts/lending/index';
import { signInHandlers } from './contexts/identity/index';
import { supportHandlers } from './contexts/support/index';
import { variantHandlers } from './contexts/lending/index';

export const callHandlers = (deps: Deps): CallHandlers => ({
  ...contactHandlers(deps),
  ...siteHandlers(deps),
  ...eventHandlers(deps),
  ...loanHandlers(deps),
  ...creditHandlers(deps),
  ...agreementHandlers(deps),
  ...orderHandlers(deps),
  ...variantHandlers(deps),
  ...complaintHandlers(deps),
  ...paymentHandlers(deps),
  ...repaymentHandlers(deps),
  ...cardRepaymentHandlers(deps),
  ...signInHandlers(deps),
  ...bindCardHandlers(deps),
  ...promotionHandlers(deps),
  ...profileHandlers(deps),
  ...accountHandlers(deps),
  ...notificationInboxHandlers(deps),
  // The back office (staff calls).
  ...agentHandlers(deps),
  ...auditHandlers(deps),
  ...approvalHandlers(deps),
  ...supportHandlers(deps),
  ...outboxHandlers(deps),
  ...refundHandlers(deps),
  ...financeHandlers(deps),
  ...appSettingsHandlers(deps),
  ...borrowerFileHandlers(deps),
  ...notificationHandlers(deps),
  ...jobHandlers(deps),
  ...reviewHandlers(deps),
  ...reportHandlers(deps),
  ...collectionsHandlers(deps),
  ...booksHandlers(deps),
  ...restructureHandlers(deps),
  ...cicHandlers(deps),
});
