// The environment config (spec 2 §3): the server's configuration gives the defaults (SERVICE_PHONE,
// APP_SCHEME_URL, APP_STORE_ID…); what the back office saves overrides them, for the site and the H5 alike.
import type { AppSettings, AppSettingsEntry } from '@pautang/contract/app-settings';
import { AppSettingsSchema } from '@pautang/contract/app-settings';
import type { AppConfig } from '../../../platform/config';
import type { Deps } from '../../../platform/deps';
import type { Agent } from '../agents/agents.service';
import { readStoredSettings, writeStoredSettings } from './app-settings.repository';

type Stored = { settings: Partial<AppSettings>; updatedAt: string; updatedBy: string };

export function defaultAppSettings(config: AppConfig): AppSettings {
  return {
    backgroundColor: '#3D5AFF',
    fontColor: '#FFFFFF',
    servicePhone: config.company.servicePhone,
    appSchemeUrl: config.app.schemeUrl,
    appStoreId: config.app.storeId,
    appName: config.company.appName,
  };
}

function parseUncached(value: string): Stored | undefined {
  try {
    const stored = JSON.parse(value) as Stored;
    // A value saved by an older release may lack a field or hold one that no longer passes: keep what passes.
    const checked = AppSettingsSchema.partial().safeParse(stored.settings);
    return checked.success ? { ...stored, settings: checked.data } : undefined;
  } catch {
    return undefined;
  }
}

// Pages and order reads ask on every request: a stored value is parsed and checked once, and the same entry
// object is answered until it changes (readers may memoise on it).
let last: { raw: string | null; config: AppConfig; entry: AppSettingsEntry } | undefined;

export async function appSettingsEntry(deps: Pick<Deps, 'db' | 'config'>): Promise<AppSettingsEntry> {
  const raw = await readStoredSettings(deps.db);
  if (last && last.raw === raw && last.config === deps.config) return last.entry;
  const stored = raw ? parseUncached(raw) : undefined;
  const entry = {
    settings: { ...defaultAppSettings(deps.config), ...stored?.settings },
    updatedAt: stored?.updatedAt ?? '',
    updatedBy: stored?.updatedBy ?? '',
  };
  last = { raw, config: deps.config, entry };
  return entry;
}

export const appSettings = async (deps: Pick<Deps, 'db' | 'config'>): Promise<AppSettings> =>
  (await appSettingsEntry(deps)).settings;

export async function saveAppSettings(
  deps: Deps,
  agent: Agent,
  settings: AppSettings,
): Promise<AppSettingsEntry> {
  const stored: Stored = { settings, updatedAt: deps.clock().toISOString(), updatedBy: agent.username };
  await writeStoredSettings(deps.db, JSON.stringify(stored));
  return appSettingsEntry(deps);
}
