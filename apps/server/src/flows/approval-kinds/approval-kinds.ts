// Every kind of maker-checker action, each in its own file under kinds/.
import type { ApprovalKind } from '@pautang/contract/staff';
import type { ApprovalKindDef } from '../../contexts/staff/index';
import { appSettingsKind } from '../../contexts/staff/index';
import { accountRenameKind } from './account-rename';
import { booksCloseKind } from './books-close';
import { journalEntryKind } from './journal-entry';
import { loanApprovalKind } from './loan-approval';
import { penaltyWaiverKind } from './penalty-waiver';
import { promotionTemplateKind } from './promotion-template';
import { provisionRatesKind } from './provision-rates';
import { refundKind } from './refund';
import { restructureKind } from './restructure';
import { writeOffKind } from './write-off';

export const approvalKinds: Record<ApprovalKind, ApprovalKindDef> = {
  refund: refundKind,
  'penalty-waiver': penaltyWaiverKind,
  'loan-approval': loanApprovalKind,
  'app-settings': appSettingsKind,
  'promotion-template': promotionTemplateKind,
  'books-close': booksCloseKind,
  'write-off': writeOffKind,
  'provision-rates': provisionRatesKind,
  'account-rename': accountRenameKind,
  'journal-entry': journalEntryKind,
  restructure: restructureKind,
};
