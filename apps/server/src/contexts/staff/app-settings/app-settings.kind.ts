// Maker-checker kind 'app-settings' (issue 28): the site's and the H5's settings change only when a second admin
// approves. An app-settings change to a hostile URL, made and then reverted, had been recorded nowhere: the change
// is carried out here and written to the audit log with the settings before and after, the checker as who saved it.
import { AppSettingsSchema } from '@pautang/contract/app-settings';
import { defineKind } from '../approvals/approval-kind';
import { recordAudit } from '../audit/audit.service';
import { appSettingsEntry, saveAppSettings } from './app-settings.service';

/** The one record every settings proposal is about: one may wait at a time. */
export const APP_SETTINGS_SUBJECT = 'app-settings';

export const appSettingsKind = defineKind({
  checker: 'admin',
  // Every change is checked: borrowers see it, and there is no amount to weigh.
  limit: () => null,
  payload: AppSettingsSchema,
  execute: async (deps, settings, { maker, checker }) => {
    const by = checker ?? maker;
    const before = (await appSettingsEntry(deps)).settings;
    const after = await saveAppSettings(deps, by, settings);
    await recordAudit(
      deps.db,
      by,
      {
        action: 'app-settings.changed',
        subjectKind: 'app-settings',
        subjectId: APP_SETTINGS_SUBJECT,
        before,
        after: after.settings,
        note: `proposed by ${maker.displayName}`,
      },
      deps.clock(),
    );
  },
});
