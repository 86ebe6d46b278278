// The template editor's calls (apps/server/src/contexts/site/promotion/promotion.routes.ts), for signed-in agents.
import type { PromotionTemplate } from '@pautang/contract/promotion';
import { consoleCall } from '../../../lib/request';

export const getTemplates = (signal: AbortSignal) =>
  consoleCall('consolePromotionTemplates', {}, { signal }).then((d) => d.templates);

/** Proposes a change; a second admin approves it in the Approvals section (maker-checker). */
export const saveTemplate = (id: string, template: PromotionTemplate) =>
  consoleCall('consoleSavePromotionTemplate', { ...template, id });
