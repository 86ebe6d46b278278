// Maker-checker kind 'account-rename' (issue 42): a new name for an account of the chart. Always checked by a
// second finance member: reports, files and the auditor's copies name accounts by it.
import { RenameAccountSchema } from '@pautang/contract/ledger';
import { renameAccount } from '../../contexts/accounting/index';
import { defineKind } from '../../contexts/staff/index';

export const accountRenameKind = defineKind({
  checker: 'finance',
  limit: () => null,
  payload: RenameAccountSchema,
  execute: async (deps, payload) => {
    await renameAccount(deps.db, payload.code, payload.name);
  },
});
