// The notification templates' calls (apps/server/src/contexts/notifications/notifications/notifications.routes.ts), admin only.
import type { NotificationTemplateEntry } from '@pautang/contract/notifications';
import { consoleCall } from '../../../lib/request';

type Key = Pick<NotificationTemplateEntry, 'event' | 'lang'>;
type Wording = { title: string; body: string };

export const getNotificationTemplates = (signal: AbortSignal) =>
  consoleCall('consoleNotificationTemplates', {}, { signal }).then((d) => d.templates);

export const saveNotificationTemplate = (key: Key, wording: Wording) =>
  consoleCall('consoleSaveNotificationTemplate', { ...key, ...wording });

export const resetNotificationTemplate = (key: Key) => consoleCall('consoleResetNotificationTemplate', key);

export const previewNotificationTemplate = (key: Key, wording: Wording) =>
  consoleCall('consolePreviewNotificationTemplate', { ...key, ...wording });
