import { okEnvelope } from '@pautang/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pautang/contract/calls';
import { API_PREFIX } from '@pautang/contract/endpoints';
import type { Deps } from '../../../platform/deps';
import { validationError, type CallHandlers } from '../../../platform/call';
import { notFound } from '../../../platform/errors';
import { id } from '@pautang/contract/primitives';
import { submitAction } from '../../staff/index';
import {
  channelTemplate,
  demoCaptchaAnswer,
  getSid,
  newCaptcha,
  PROMO_MESSAGES,
  promotionRegister,
  promotionSms,
  templateEntries,
  track,
} from './promotion.service';

export const promotionHandlers = (deps: Deps) =>
  ({
    channelTemplate: ({ input }) => channelTemplate(deps, input.templateId),
    getSid: ({ ip }) => getSid(deps, ip),
    getSms: ({ input, ip }) => promotionSms(deps, input, ip),
    promotionRegister: ({ input, ip }) => promotionRegister(deps, input, ip),
    trackVisit: ({ input, ip }) => track(deps, 'visit', input, ip),
    trackClick: ({ input, ip }) => track(deps, 'click', input, ip),
    // The console's template editor. Saved templates are read per page load, so a change shows on the next visit
    // without a rebuild.
    consolePromotionTemplates: async () => ({ templates: await templateEntries(deps) }),
    // A change is proposed, and saved when a second admin approves it (maker-checker, issue 28; carried out by
    // flows/approval-kinds/promotion-template.ts). The call's schema has checked every field already.
    consoleSavePromotionTemplate: async ({ input: { id: templateId, ...template }, agent }) => {
      // An id no template can have (a NUL failed in PostgreSQL with a 500) is as missing as an unknown one.
      if (!id.safeParse(templateId).success) throw notFound(PROMO_MESSAGES.noTemplate);
      // An unknown template is refused to the maker now, not to the checker later.
      await channelTemplate(deps, templateId);
      return submitAction(deps, agent, {
        kind: 'promotion-template',
        payload: { id: templateId, template },
        amount: null,
        summary: `Change the landing template ${templateId}`,
        subjectKind: 'promotion-template',
        subjectId: templateId,
      });
    },
  }) satisfies Partial<CallHandlers>;

/**
 * get-captcha answers an image, not the envelope: registered beside the call table, at its path (the wire-name
 * rewrite maps the obfuscated path here), behind the same guards. Its refusals are the envelope as usual.
 */
export function registerCaptchaRoute(app: FastifyInstance, deps: Deps): void {
  app.get(API_PREFIX + calls.getCaptcha.path, async (request, reply) => {
    const query = calls.getCaptcha.request.safeParse(deps.wire.fromWire(request.query));
    if (!query.success) throw validationError(query.error);
    const png = await newCaptcha(deps, query.data.sid, request.ip);
    return reply.type('image/png').header('cache-control', 'no-store').send(png);
  });
  // Demo only: the answer of the sid's last picture, so browser tests can solve it.
  if (deps.config.demo) {
    app.get('/attempt/dev/captcha', async (request) => {
      const sid = String((request.query as Record<string, unknown>).sid ?? '');
      return okEnvelope('zero', { answer: demoCaptchaAnswer(sid) ?? '' });
    });
  }
}
