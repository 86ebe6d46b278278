// The app settings calls (apps/server/src/modules/app-settings), for signed-in agents.
import type { AppSettings, AppSettingsEntry } from '@pautang/contract/app-settings';
import { CONSOLE_PREFIX } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import { getJson, postJson, RequestError } from '../../../lib/request';

function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.code !== 0) throw new RequestError(envelope.message, 200);
  return envelope.data as T;
}

export const getAppSettings = (signal: AbortSignal) =>
  getJson<Envelope<AppSettingsEntry>>(`${CONSOLE_PREFIX}app-settings`, signal).then(dataOf);

export const saveAppSettings = (settings: AppSettings) =>
  postJson<Envelope<AppSettingsEntry>>(`${CONSOLE_PREFIX}app-settings`, settings).then(dataOf);
