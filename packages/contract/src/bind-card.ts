// Bind bank (spec 1 §2–§5, §7): the 'Payment account information' form, driven by the server's item list.
import { z } from 'zod';
import { defineCall } from './call';
import { text } from './primitives';

export const BANK_ITEM_CATEGORIES = ['text', 'city-select', 'day', 'enum'] as const;

/** One option of an enum item: the name shown, and the type sent back. */
export const BankOptionSchema = z.object({ name: z.string(), type: z.string() });
export type BankOption = z.infer<typeof BankOptionSchema>;

/** spec 1 §3: a bank form item. */
export const BankFormItemSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** The placeholder. */
  subtitle: z.string(),
  category: z.enum(BANK_ITEM_CATEGORIES),
  value: z.string(),
  /** An enum's options. */
  note: z.array(BankOptionSchema),
  /** 0, or the card type the item belongs to. */
  cardTypeMi: z.number().int(),
  /** '' or the e-wallet channel the item belongs to (card type 1). */
  channelNumber: z.string(),
  /** 1: digits only, with a numeric keyboard. */
  numeric: z.union([z.literal(0), z.literal(1)]),
  /** The most characters the field takes. */
  maxLength: z.number().int(),
});
export type BankFormItem = z.infer<typeof BankFormItemSchema>;

export const CardInitRequestSchema = z.object({ product_id: z.string().max(64).optional() });
export const CardInitSchema = z.array(BankFormItemSchema);
export type CardInit = z.infer<typeof CardInitSchema>;

/**
 * bind-card-new / bind-card-change: each item's code → value (an enum's chosen option type) and product_id; the
 * change also names the order it is for. Values are checked against the item list on the server.
 */
// Free text like every other call's: a NUL in a value (orderId) failed in PostgreSQL.
export const BindCardRequestSchema = z.record(text(40), text(200));
export type BindCardRequest = Record<string, string>;

export const BindCardSchema = z.object({
  /** The bound account as order details shows it, e.g. 'GCash **** 4501'. */
  account: z.string(),
});
export type BindCard = z.infer<typeof BindCardSchema>;

/** spec 1 §7: the payment account form (spec 1 §7 shows no client for the change: the same form as a new one). */
export const bindCardCalls = {
  cardInit: defineCall({
    path: '/v3/bind-card/card-init',
    client: 'form',
    request: CardInitRequestSchema,
    response: CardInitSchema,
    summary: "The payment account form's items, with the borrower's current values.",
  }),
  bindCardNew: defineCall({
    path: '/v3/bind-card/bind-card-new',
    refuses: [404, 409],
    client: 'form',
    request: BindCardRequestSchema,
    response: BindCardSchema,
    summary: 'Saves a first payment account.',
  }),
  bindCardChange: defineCall({
    path: '/v3/bind-card/bind-card-change',
    refuses: [404, 409],
    client: 'form',
    request: BindCardRequestSchema,
    response: BindCardSchema,
    summary: 'Changes the payment account.',
  }),
};
