// The template editor's calls (apps/server/src/modules/promotion/promotion.routes.ts), for signed-in agents.
import type { TemplateEntry } from '@pautang/contract/back-office';
import { CONSOLE_PREFIX } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import type { PromotionTemplate } from '@pautang/contract/promotion';
import { getJson, postJson, RequestError } from '../../../lib/request';

function dataOf<T>(envelope: Envelope<T>): T {
  // An error envelope can come with HTTP 200 from a proxy-less path; treat any non-zero code as a refusal.
  if (envelope.code !== 0) throw new RequestError(envelope.message, 200);
  return envelope.data as T;
}

export const getTemplates = (signal: AbortSignal) =>
  getJson<Envelope<{ templates: TemplateEntry[] }>>(`${CONSOLE_PREFIX}promotion-templates`, signal).then(
    (e) => dataOf(e).templates,
  );

export const saveTemplate = (id: string, template: PromotionTemplate) =>
  postJson<Envelope<{ template: TemplateEntry }>>(
    `${CONSOLE_PREFIX}promotion-templates/${encodeURIComponent(id)}`,
    template,
  ).then((e) => dataOf(e).template);
