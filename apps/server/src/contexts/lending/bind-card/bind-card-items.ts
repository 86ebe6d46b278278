// The items of the 'Payment account information' form (spec 1 §3), served by card-init and checked by the
// binds: the Philippine rails a borrower expects, e-wallets (GCash, Maya) and the major InstaPay banks, with
// each bank's account-number lengths.
import type { BankFormItem } from '@pautang/contract/bind-card';
import {
  BANK_ITEM_CODES as CODE,
  DEFAULT_CARD_TYPE,
  DEFAULT_CHANNEL,
} from '@pautang/contract/bind-card-codes';

export const CARD_TYPES = { ewallet: '1', bank: '2' } as const;

export const WALLETS = [
  { channel: '90006', code: 'GCASH', name: 'GCash' },
  { channel: '90007', code: 'MAYA', name: 'Maya' },
] as const;

/** InstaPay participants most borrowers hold, with the digit counts of their account numbers. */
export const BANKS = [
  { code: 'BDO', name: 'BDO Unibank', lengths: [10, 12] },
  { code: 'BPI', name: 'BPI', lengths: [10] },
  { code: 'MBTC', name: 'Metrobank', lengths: [13] },
  { code: 'LBP', name: 'Land Bank of the Philippines', lengths: [10] },
  { code: 'PNB', name: 'Philippine National Bank', lengths: [12] },
  { code: 'SECB', name: 'Security Bank', lengths: [13] },
  { code: 'UBP', name: 'UnionBank', lengths: [12] },
  { code: 'RCBC', name: 'RCBC', lengths: [10] },
  { code: 'CBC', name: 'China Bank', lengths: [12] },
  { code: 'EWB', name: 'EastWest Bank', lengths: [12] },
] as const;

const item = (
  fields: Partial<BankFormItem> & Pick<BankFormItem, 'code' | 'title' | 'category'>,
): BankFormItem => ({
  subtitle: '',
  value: '',
  note: [],
  cardTypeMi: 0,
  channelNumber: '',
  numeric: 0,
  maxLength: 80,
  ...fields,
});

export const BANK_FORM_ITEMS: readonly BankFormItem[] = [
  item({
    code: CODE.cardType,
    title: 'Account type',
    subtitle: 'Choose where you receive and repay',
    category: 'enum',
    value: DEFAULT_CARD_TYPE,
    note: [
      { name: 'E-wallet', type: CARD_TYPES.ewallet },
      { name: 'Bank account', type: CARD_TYPES.bank },
    ],
  }),
  item({
    code: CODE.channel,
    title: 'E-wallet',
    subtitle: 'Choose your e-wallet',
    category: 'enum',
    value: DEFAULT_CHANNEL,
    note: WALLETS.map((w) => ({ name: w.name, type: w.channel })),
    cardTypeMi: 1,
  }),
  ...WALLETS.map((w) =>
    item({
      code: CODE.walletAccount,
      title: `${w.name} mobile number`,
      subtitle: '09XXXXXXXXX',
      category: 'text',
      cardTypeMi: 1,
      channelNumber: w.channel,
      numeric: 1,
      maxLength: 11,
    }),
  ),
  item({
    code: CODE.bankCode,
    title: 'Bank',
    subtitle: 'Choose your bank',
    category: 'enum',
    note: BANKS.map((b) => ({ name: b.name, type: b.code })),
    cardTypeMi: 2,
  }),
  item({
    code: CODE.bankAccount,
    title: 'Account number',
    subtitle: 'Digits only, as on your passbook or app',
    category: 'text',
    cardTypeMi: 2,
    numeric: 1,
    maxLength: 16,
  }),
  item({
    code: CODE.accountName,
    title: 'Account name',
    subtitle: 'Your name as the account shows it',
    category: 'text',
  }),
];
