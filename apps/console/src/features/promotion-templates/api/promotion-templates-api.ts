// The template editor's calls (apps/server/src/modules/promotion/promotion.routes.ts), for signed-in agents.
import type { PromotionTemplate } from '@pautang/contract/promotion';
import { consoleCall } from '../../../lib/request';

export const getTemplates = (signal: AbortSignal) =>
  consoleCall('consolePromotionTemplates', {}, { signal }).then((d) => d.templates);

export const saveTemplate = (id: string, template: PromotionTemplate) =>
  consoleCall('consoleSavePromotionTemplate', { ...template, id }).then((d) => d.template);
