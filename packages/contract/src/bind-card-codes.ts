// Bind bank (spec 1 §3, §4): the item codes and defaults both sides use. No zod here: the H5 bundles it, with the
// bind-bank screen only.
/** The item codes the form always has (spec 1 §3: card type options come from the item whose code is cardType). */
export const BANK_ITEM_CODES = {
  cardType: 'cardType',
  channel: 'channelNumber',
  accountName: 'accountName',
  walletAccount: 'walletAccount',
  bankCode: 'bankCode',
  bankAccount: 'bankAccount',
} as const;

/** spec 1 §4: the defaults. */
export const DEFAULT_CARD_TYPE = '1';
export const DEFAULT_CHANNEL = '90006';
