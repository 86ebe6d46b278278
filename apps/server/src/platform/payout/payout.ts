// The payout rail behind one small interface, beside the collection gateway (platform/payment-gateway), with two
// implementations: the local sandbox (the default, sandbox-payout.ts) and Dragonpay's Payout API
// (dragonpay-payout.ts). Both speak Dragonpay's terms: our reference is the rail's txnid, the rail's own is the
// refno, statuses are single letters, and a payout's result arrives as a signed postback that is confirmed by the
// rail's status call before anything moves.

/** A payout as sent: the loan's amount to one bound account. */
export type PayoutRequest = {
  txnId: string;
  /** Centavos. */
  amount: number;
  account: {
    kind: 'bank' | 'ewallet';
    /** Our bank or e-wallet code (bind-card-items.ts): BDO, GCASH… */
    code: string;
    number: string;
    holder: string;
  };
  description: string;
  email: string;
  mobileNo: string;
  /** The business date the payout is asked for, 'YYYY-MM-DD'. */
  runDate: string;
};

/**
 * The rail's word on a payout. S paid, F failed, V voided by the rail, R returned (paid, then sent back by the
 * receiving institution: an account closed after it was checked); anything else (P pending, Q queued, G in progress,
 * H on hold, U unknown) is not final yet.
 */
export type PayoutStatusAnswer = {
  refNo: string;
  status: string;
  message: string;
  /** Centavos, when the rail says (Dragonpay's status call may not). */
  amount?: number;
  /**
   * What a failure means for the borrower: 'account', the account cannot receive (they can bind another);
   * 'final', the loan cannot be paid out. Unset while not failed.
   */
  failure?: 'account' | 'final';
};

/** A payout postback as it arrives (Dragonpay's payout postback: merchanttxnid, refno, status, message, digest). */
export type PayoutPostback = {
  txnid: string;
  refno: string;
  status: string;
  message: string;
  digest: string;
};

export interface PayoutRail {
  readonly name: 'sandbox' | 'dragonpay';
  /** Sends a payout under our `txnId`; answers the rail's reference. Throws a PayoutError. */
  submit(request: PayoutRequest): Promise<{ refNo: string }>;
  /** The rail's own word on a payout; undefined when it does not know the txnid. Throws a PayoutError. */
  fetchStatus(txnId: string): Promise<PayoutStatusAnswer | undefined>;
  /** Whether a postback was signed by the rail (constant time). */
  verifyPostback(postback: PayoutPostback): boolean;
  /**
   * The sandbox only: settles its payouts whose delay has passed and answers their signed postbacks, which the
   * payout sweep sends to our postback route as a rail would.
   */
  settleDue?(now: Date): Promise<PayoutPostback[]>;
}

/**
 * unreachable: the rail could not be asked or did not answer (a time-out may still have reached it), so the payout
 * is sent again later under the same txnid, after asking its status; refused: the rail said no to this payout.
 */
export class PayoutError extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'refused',
  ) {
    super(message);
    this.name = 'PayoutError';
  }
}

export const PAYOUT_FINAL_FAILURES: readonly string[] = ['F', 'V'];

/** The rail's status for a payout it reported paid whose money came back (see PayoutStatusAnswer). */
export const PAYOUT_RETURNED = 'R';
