// Business constants of the specs that both the server and the H5 use. No zod here: the H5 bundles this file.

/** spec 1 §9: the customer-service contact query value. */
export const CONTACT_OVERALL = 30;

/** spec 2 §9: Borrow Again is module 30, position 0. */
export const BORROW_AGAIN_EVENT = { moduleId: 30, positionId: 0 } as const;

export const TRACK_KINDS = ['view', 'click'] as const;

/** spec 2 §9: agreement scene id. */
export const AGREEMENT_SCENE = 3;

/** The loan term is counted in days (spec 2 §9); termUnit 1 means days. */
export const TERM_UNIT_DAY = 1;

/** The spec's "fixed extra constant" on push and contract-jump: the channel the request came from. */
export const PUSH_CHANNEL = 'h5';

/** Order status codes (spec 2 §4.1). */
export const ORDER_STATUS = {
  inProgress: 21,
  approved: 151,
  failed: 110,
  repaymentProcessing: 170,
  repayable: 174,
  overdue: 180,
  finished: 200,
} as const;

/** Scores of 4 or more go on to the native rating (spec 2 §4.3). */
export const NATIVE_RATING_MIN_SCORE = 4;

/** Agreements listed on confirmation. */
export const AGREEMENT_KINDS = ['loan-agreement', 'disclosure-statement'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];
