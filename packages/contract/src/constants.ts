// Business constants of the specs that both the server and the H5 use. No zod here: the H5 bundles this file.

/** spec 1 §9: the customer-service contact query value. */
export const CONTACT_OVERALL = 30;

/** spec 2 §9: Borrow Again is module 30, position 0. */
export const BORROW_AGAIN_EVENT = { moduleId: 30, positionId: 0 } as const;

export const TRACK_KINDS = ['view', 'click'] as const;
