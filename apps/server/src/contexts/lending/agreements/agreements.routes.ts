import {
  RENEWAL_STATEMENT_KIND,
  RESTRUCTURE_PLAN_KIND,
  type AgreementKind,
} from '@pautang/contract/constants';
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { agreementDocument, agreementJump, agreementList } from './agreements.service';
import { planDocument } from '../restructures/plan-document';
import { renewalDocument } from './renewal-document';

export const agreementHandlers = (deps: Deps) =>
  ({
    contract: ({ input, caller }) => agreementList(deps, caller.userId, input.productId, input.orderId),
    contractJump: async ({ input, caller }) => ({
      contract_url: await agreementJump(deps, caller.userId, input, deps.config.publicOrigin),
    }),
    agreement: async ({ input, caller }) => {
      if (input.kind === RENEWAL_STATEMENT_KIND) return renewalDocument(deps, caller.userId, input);
      // A plan's statement: offered on the old order, or a plan order's own disclosure statement.
      const offered = input.kind === RESTRUCTURE_PLAN_KIND;
      if (offered || (input.kind === 'disclosure-statement' && input.orderId)) {
        const plan = await planDocument(deps, caller.userId, { ...input, offered });
        if (plan) return plan;
      }
      return agreementDocument(deps, caller.userId, { ...input, kind: input.kind as AgreementKind });
    },
  }) satisfies Partial<CallHandlers>;
