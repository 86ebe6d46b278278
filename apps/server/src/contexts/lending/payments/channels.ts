// The payment channels Philippine borrowers use, as configuration: each with its logo, title, the amounts it
// takes, how long its code stays payable, and the steps to pay (payNotice: groups keyed by title, each a list
// of items with name and step[]). The channel number is what Dragonpay calls the processor id (ProcId); numbers
// and names come from the contract's one list (pay-channels.ts), which the pages that advertise channels read too.
import { payChannel, payChannelLogo, type PayChannelNumber } from '@pautang/contract/pay-channels';

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

const otc = (channelNumber: PayChannelNumber, where: string, max: number): Channel => {
  const { name } = payChannel(channelNumber);
  return {
    channelNumber,
    name,
    logo: payChannelLogo(channelNumber),
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
  };
};

const ewallet = (channelNumber: PayChannelNumber): Channel => {
  const { name } = payChannel(channelNumber);
  return {
    channelNumber,
    name,
    logo: payChannelLogo(channelNumber),
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
  };
};

export const CHANNELS: readonly Channel[] = [
  ewallet('GCSH'),
  ewallet('PYMY'),
  otc('7ELE', 'Any 7-Eleven store (CLIQQ kiosk or cashier)', 10_000_00),
  otc('CEBL', 'Any Cebuana Lhuillier branch', 50_000_00),
  otc('MLH', 'Any M Lhuillier branch', 50_000_00),
  otc('PLWN', 'Any Palawan Express Pera Padala branch', 50_000_00),
  {
    ...otc('BDOC', 'Any BDO branch, bills payment slip', 500_000_00),
    kind: 'bank',
  },
  {
    channelNumber: 'BOG',
    name: payChannel('BOG').name,
    logo: payChannelLogo('BOG'),
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
    name: payChannel('QRPH').name,
    logo: payChannelLogo('QRPH'),
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

// Codes made before 7-Eleven took Dragonpay's processor id ('7ELE') were stored as '711'.
const FORMER_NUMBERS: Record<string, string> = { '711': '7ELE' };

export const findChannel = (channelNumber: string) => {
  const current = FORMER_NUMBERS[channelNumber] ?? channelNumber;
  return CHANNELS.find((c) => c.channelNumber === current);
};

/** Debits from the borrower's own account (card repayment): not a pay-code channel, so not in CHANNELS. */
export const DEBIT_CHANNEL = 'DEBIT';
/** The third-party option of card repayment (repayment-huichao): the gateway's online banking page. */
export const THIRD_PARTY_CHANNEL = 'BOG';

/** A channel's name on receipts and statuses. */
export const channelName = (channelNumber: string): string =>
  channelNumber === DEBIT_CHANNEL
    ? 'Bank account debit'
    : (findChannel(channelNumber)?.name ?? channelNumber);
