// Every kind of maker-checker action, each in its own file under kinds/.
import type { ApprovalKind } from '@pautang/contract/staff';
import type { ApprovalKindDef } from './approval-kind';
import { appSettingsKind } from './kinds/app-settings';
import { loanApprovalKind } from './kinds/loan-approval';
import { penaltyWaiverKind } from './kinds/penalty-waiver';
import { promotionTemplateKind } from './kinds/promotion-template';
import { refundKind } from './kinds/refund';

export const approvalKinds: Record<ApprovalKind, ApprovalKindDef> = {
  refund: refundKind,
  'penalty-waiver': penaltyWaiverKind,
  'loan-approval': loanApprovalKind,
  'app-settings': appSettingsKind,
  'promotion-template': promotionTemplateKind,
};
