// The back office reads the app settings (admins), and proposes a change: it is saved only when a second admin
// approves it (maker-checker, issue 28; flows/approval-kinds/app-settings.ts carries it out).
import type { AppSettings } from '@pautang/contract/app-settings';
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import type { Agent } from '../agents/agents.service';
import { submitAction } from '../approvals/approvals.service';
import { APP_SETTINGS_SUBJECT } from './app-settings.kind';
import { appSettingsEntry } from './app-settings.service';

/**
 * Files the change for a second admin. The call's schema has already checked every field, so a bad value is
 * refused to the maker at once, never to the checker later. The summary names what changes.
 */
async function proposeAppSettings(deps: Deps, maker: Agent, settings: AppSettings) {
  const current = (await appSettingsEntry(deps)).settings;
  const changed = (Object.keys(settings) as (keyof AppSettings)[]).filter((k) => settings[k] !== current[k]);
  return submitAction(deps, maker, {
    kind: 'app-settings',
    payload: settings,
    amount: null,
    summary: changed.length
      ? `Change the app settings: ${changed.join(', ')}`
      : 'Save the app settings unchanged',
    subjectKind: 'app-settings',
    subjectId: APP_SETTINGS_SUBJECT,
  });
}

export const appSettingsHandlers = (deps: Deps) =>
  ({
    consoleAppSettings: () => appSettingsEntry(deps),
    consoleSaveAppSettings: ({ input, agent }) => proposeAppSettings(deps, agent, input),
  }) satisfies Partial<CallHandlers>;
