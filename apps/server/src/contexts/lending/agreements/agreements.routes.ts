import { RENEWAL_STATEMENT_KIND, type AgreementKind } from '@pautang/contract/constants';
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { agreementDocument, agreementJump, agreementList } from './agreements.service';
import { renewalDocument } from './renewal-document';

export const agreementHandlers = (deps: Deps) =>
  ({
    contract: ({ input, caller }) => agreementList(deps, caller.userId, input.productId, input.orderId),
    contractJump: async ({ input, caller }) => ({
      contract_url: await agreementJump(deps, caller.userId, input, deps.config.publicOrigin),
    }),
    agreement: ({ input, caller }) =>
      input.kind === RENEWAL_STATEMENT_KIND
        ? renewalDocument(deps, caller.userId, input)
        : agreementDocument(deps, caller.userId, { ...input, kind: input.kind as AgreementKind }),
  }) satisfies Partial<CallHandlers>;
