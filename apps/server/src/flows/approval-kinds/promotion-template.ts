// Maker-checker kind 'promotion-template' (issue 28): a landing page changes only when a second admin approves.
// Carried out through the promotion module's save, with the checker as who saved it, and written to the audit log
// with the template before and after.
import { PromotionTemplateSchema } from '@pautang/contract/promotion';
import { z } from 'zod';
import { channelTemplate, saveTemplate } from '../../contexts/site/index';
import { recordAudit } from '../../contexts/staff/index';
import { defineKind } from '../../contexts/staff/index';

export const TemplateProposalSchema = z.object({ id: z.string(), template: PromotionTemplateSchema });

export const promotionTemplateKind = defineKind({
  checker: 'admin',
  limit: () => null,
  payload: TemplateProposalSchema,
  execute: async (deps, { id, template }, { maker, checker }) => {
    const by = checker ?? maker;
    // A template removed while the proposal waited is not found: the approval then reads failed, with why.
    const before = (await channelTemplate(deps, id)).template;
    const saved = await saveTemplate(deps, by, id, template);
    await recordAudit(
      deps.db,
      by,
      {
        action: 'promotion-template.changed',
        subjectKind: 'promotion-template',
        subjectId: id,
        before,
        after: saved.template,
        note: `proposed by ${maker.displayName}`,
      },
      deps.clock(),
    );
  },
});
