// Maker-checker kind 'journal-entry' (issue 42): a journal entry posted by hand. Always checked by a second finance
// member; checked again as it posts (its month may have closed meanwhile), once, under the reference it was given.
import { ManualEntryPayloadSchema } from '@pautang/contract/ledger';
import { postManualEntry } from '../../contexts/accounting/index';
import { defineKind, getBusinessDate } from '../../contexts/staff/index';

export const journalEntryKind = defineKind({
  checker: 'finance',
  // No amount to weigh: every entry by hand is checked.
  limit: () => null,
  payload: ManualEntryPayloadSchema,
  execute: async (deps, payload, people) => {
    const now = deps.clock();
    await postManualEntry(deps.db, {
      ...payload,
      postedBy: people.maker.id,
      today: await getBusinessDate(deps.db, now),
      at: now.toISOString(),
    });
  },
});
