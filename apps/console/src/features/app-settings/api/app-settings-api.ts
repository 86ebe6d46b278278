// The app settings calls (apps/server/src/contexts/staff/app-settings), for signed-in agents.
import type { AppSettings } from '@pautang/contract/app-settings';
import { consoleCall } from '../../../lib/request';

export const getAppSettings = (signal: AbortSignal) => consoleCall('consoleAppSettings', {}, { signal });

export const saveAppSettings = (settings: AppSettings) => consoleCall('consoleSaveAppSettings', settings);
