// The payment channels Philippine borrowers use, as configuration: each with its logo, title, the amounts it
// takes, how long its code stays payable, and the steps to pay (payNotice: groups keyed by title, each a list
// of items with name and step[]). The channel number is what Dragonpay calls the processor id (ProcId).
export type PayNotice = Record<string, { name: string; step: string[] }[]>;

export type Channel = {
  channelNumber: string;
  name: string;
  logo: string;
  kind: 'otc' | 'ewallet' | 'bank' | 'qr';
  minAmount: number;
  maxAmount: number;
  expiryHours: number;
  payNotice: PayNotice;
};

const RULES = (hours: number) => [
  'Pay the exact amount shown. A different amount is not accepted.',
  'One payment per code: generate a new code for another payment.',
  `The code expires ${hours} hours after it is generated.`,
];

const otc = (channelNumber: string, name: string, where: string, max: number): Channel => ({
  channelNumber,
  name,
  logo: `/static/channels/${channelNumber.toLowerCase()}.svg`,
  kind: 'otc',
  minAmount: 50_00,
  maxAmount: max,
  expiryHours: 48,
  payNotice: {
    [`Pay at ${name}`]: [
      {
        name: where,
        step: [
          `Go to any ${name} branch and tell the cashier you will pay a Dragonpay bill.`,
          'Give the reference number and the exact amount.',
          'Keep the receipt until your payment shows in the app.',
        ],
      },
    ],
    'Payment rules': [{ name: 'Before you pay', step: RULES(48) }],
  },
});

const ewallet = (channelNumber: string, name: string): Channel => ({
  channelNumber,
  name,
  logo: `/static/channels/${channelNumber.toLowerCase()}.svg`,
  kind: 'ewallet',
  minAmount: 1_00,
  maxAmount: 100_000_00,
  expiryHours: 24,
  payNotice: {
    [`Pay with ${name}`]: [
      {
        name: `${name} app`,
        step: [
          `Open ${name} and tap Pay Bills.`,
          'Choose Payment Solutions, then Dragonpay.',
          'Enter the reference number and the exact amount, then confirm.',
        ],
      },
    ],
    'Payment rules': [{ name: 'Before you pay', step: RULES(24) }],
  },
});

export const CHANNELS: readonly Channel[] = [
  ewallet('GCSH', 'GCash'),
  ewallet('PYMY', 'Maya'),
  otc('711', '7-Eleven', 'Any 7-Eleven store (CLIQQ kiosk or cashier)', 10_000_00),
  otc('CEBL', 'Cebuana Lhuillier', 'Any Cebuana Lhuillier branch', 50_000_00),
  otc('MLH', 'M Lhuillier', 'Any M Lhuillier branch', 50_000_00),
  otc('PLWN', 'Palawan Express', 'Any Palawan Express Pera Padala branch', 50_000_00),
  {
    ...otc('BDOC', 'BDO over the counter', 'Any BDO branch, bills payment slip', 500_000_00),
    kind: 'bank',
  },
  {
    channelNumber: 'BOG',
    name: 'Online banking (InstaPay)',
    logo: '/static/channels/bog.svg',
    kind: 'bank',
    minAmount: 1_00,
    maxAmount: 500_000_00,
    expiryHours: 24,
    payNotice: {
      'Pay by online banking': [
        {
          name: 'Your bank’s app or website',
          step: [
            'Log in and choose Pay Bills.',
            'Pick Dragonpay as the biller and enter the reference number.',
            'Pay the exact amount and keep the confirmation.',
          ],
        },
      ],
      'Payment rules': [{ name: 'Before you pay', step: RULES(24) }],
    },
  },
  {
    channelNumber: 'QRPH',
    name: 'QR Ph',
    logo: '/static/channels/qrph.svg',
    kind: 'qr',
    minAmount: 1_00,
    maxAmount: 50_000_00,
    expiryHours: 1,
    payNotice: {
      'Pay by QR Ph': [
        {
          name: 'Any QR Ph bank or e-wallet app',
          step: [
            'Open your bank or e-wallet app and choose Scan QR.',
            'Scan the code, check the amount and the reference, then pay.',
          ],
        },
      ],
      'Payment rules': [{ name: 'Before you pay', step: RULES(1) }],
    },
  },
];

export const findChannel = (channelNumber: string) => CHANNELS.find((c) => c.channelNumber === channelNumber);

/** Debits from the borrower's own account (card repayment): not a pay-code channel, so not in CHANNELS. */
export const DEBIT_CHANNEL = 'DEBIT';
/** The third-party option of card repayment (repayment-huichao): the gateway's online banking page. */
export const THIRD_PARTY_CHANNEL = 'BOG';

/** A channel's name on receipts and statuses. */
export const channelName = (channelNumber: string): string =>
  channelNumber === DEBIT_CHANNEL
    ? 'Bank account debit'
    : (findChannel(channelNumber)?.name ?? channelNumber);
