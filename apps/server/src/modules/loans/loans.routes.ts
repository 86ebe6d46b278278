import type { FastifyInstance } from 'fastify';
import type { AgreementKind } from '@pautang/contract/constants';
import type { Deps } from '../../app';
import { registerCall } from '../../lib/call';
import {
  agreementDocument,
  agreementJump,
  agreementList,
  loanConfirm,
  pushInput,
  pushLoan,
} from './loans.service';

export function registerLoanRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, 'loanDetailConfirm', ({ input }) =>
    loanConfirm(deps, input.productId, deps.config.publicOrigin),
  );
  registerCall(app, deps, 'loanDetailPush', ({ input, caller }) =>
    pushLoan(deps, caller.userId, pushInput(input), deps.config.publicOrigin),
  );
  registerCall(app, deps, 'contract', ({ input, caller }) =>
    agreementList(deps, caller.userId, input.productId, input.orderId),
  );
  registerCall(app, deps, 'contractJump', async ({ input, caller }) => ({
    contract_url: await agreementJump(deps, caller.userId, input, deps.config.publicOrigin),
  }));
  registerCall(app, deps, 'agreement', ({ input, caller }) =>
    agreementDocument(deps, caller.userId, { ...input, kind: input.kind as AgreementKind }),
  );
}
