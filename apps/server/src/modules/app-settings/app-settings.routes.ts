// The back office reads and saves the app settings (agents only).
import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { appSettingsEntry, saveAppSettings } from './app-settings.service';

export const appSettingsHandlers = (deps: Deps) =>
  ({
    consoleAppSettings: () => appSettingsEntry(deps),
    consoleSaveAppSettings: ({ input, agent }) => saveAppSettings(deps, agent, input),
  }) satisfies Partial<CallHandlers>;
