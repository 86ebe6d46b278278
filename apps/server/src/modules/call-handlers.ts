// Every call of the contract's table with its handler, one map per module. The return type makes a call without
// a handler a type error; app.ts registers them all from the contract and the server renderer runs them in-process.
import type { Deps } from '../deps';
import type { CallHandlers } from '../lib/call';
import { agentHandlers } from './agents/agents.routes';
import { approvalHandlers } from './approvals/approvals.routes';
import { auditHandlers } from './audit/audit.routes';
import { agreementHandlers } from './agreements/agreements.routes';
import { appSettingsHandlers } from './app-settings/app-settings.routes';
import { borrowerFileHandlers } from './borrower-file/borrower-file.routes';
import { bindCardHandlers } from './bind-card/bind-card.routes';
import { cardRepaymentHandlers } from './card-repayment/card-repayment.routes';
import { collectionsHandlers } from './collections/collections.routes';
import { complaintHandlers } from './complaints/complaints.routes';
import { contactHandlers } from './contact/contact.routes';
import { creditHandlers } from './credit/credit.routes';
import { reviewHandlers } from './credit/review.routes';
import { siteHandlers } from './site/site.routes';
import { eventHandlers } from './events/events.routes';
import { jobHandlers } from './jobs/jobs.routes';
import { financeHandlers } from './finance/finance.routes';
import { loanHandlers } from './loans/loans.routes';
import { notificationInboxHandlers } from './notifications/inbox.routes';
import { orderHandlers } from './orders/orders.routes';
import { notificationHandlers } from './notifications/notifications.routes';
import { outboxHandlers } from './outbox/outbox.routes';
import { paymentHandlers } from './payments/payments.routes';
import { refundHandlers } from './payments/refunds.routes';
import { reportHandlers } from './reports/reports.routes';
import { profileHandlers } from './profiles/profiles.routes';
import { promotionHandlers } from './promotion/promotion.routes';
import { repaymentHandlers } from './repayment/repayment.routes';
import { signInHandlers } from './sign-in/sign-in.routes';
import { supportHandlers } from './support/support.routes';
import { variantHandlers } from './variant/variant.routes';

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
});
