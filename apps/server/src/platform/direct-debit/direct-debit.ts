// A debit from a borrower's own bank or e-wallet account (card repayment, spec 2 §2.11). One small interface,
// like the payment gateway's, so a production debit partner plugs in behind it. The default is a local sandbox
// bank: it approves every debit except from accounts whose number ends in 0000, which it declines for
// insufficient funds, the way gateways publish test accounts, so the demo can show a declined debit too.
// DIRECT_DEBIT chooses the rail (config.ts); production must choose it outright, and is warned while it is the
// sandbox.
import type { AppConfig } from '../config';

export type DebitRequest = {
  /** Our repayment record id: the partner dedupes by it, so a retried call debits once. */
  reference: string;
  bankCode: string;
  accountNo: string;
  /** Centavos. */
  amount: number;
};

export type DebitResult = { approved: true; ref: string } | { approved: false; reason: string };

export interface DirectDebit {
  readonly name: string;
  debit(request: DebitRequest): Promise<DebitResult>;
}

export const SANDBOX_DECLINED_SUFFIX = '0000';

export function sandboxDebit(): DirectDebit {
  return {
    name: 'sandbox-debit',
    async debit(request) {
      if (request.accountNo.endsWith(SANDBOX_DECLINED_SUFFIX)) {
        return { approved: false, reason: 'Insufficient funds in this account.' };
      }
      return { approved: true, ref: `SDB-${request.reference}` };
    },
  };
}

/** The configured rail: DIRECT_DEBIT=sandbox is the only one so far. */
export function createDirectDebit(config: Pick<AppConfig, 'directDebit'>): DirectDebit {
  switch (config.directDebit.kind) {
    case 'sandbox':
      return sandboxDebit();
  }
}
