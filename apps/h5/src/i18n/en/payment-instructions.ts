// The Dragonpay payment instructions page (spec 2 §2.14). The channels it names are the ones the channel sheet
// offers (@pautang/contract/pay-channels).
import { ADVERTISED_CHANNELS, payChannel, payChannelLogo } from '@pautang/contract/pay-channels';

const stores = ADVERTISED_CHANNELS.stores.map((n) => ({ name: payChannel(n).name, logo: payChannelLogo(n) }));

export const instructionsText = {
  title: 'How to pay',
  intro: 'Pay your loan with the reference number of your payment code, through an e-wallet or at a store.',
  ewallets: ADVERTISED_CHANNELS.ewallets.map((n) => {
    const { name } = payChannel(n);
    return { id: name.toLowerCase(), name, heading: `Pay with ${name}`, logo: payChannelLogo(n) };
  }),
  stores,
  ewalletSteps: (wallet: string) => [
    `Open ${wallet} and tap 'Pay Bills'.`,
    "Choose 'Payment Solutions'.",
    "Choose 'Dragonpay'.",
    'Enter the reference number and the exact amount, then confirm.',
  ],
  otcHeading: 'Pay at a store',
  otcSteps: [
    `Go to ${stores.map((c) => c.name).join(', ')} or another Dragonpay partner store.`,
    'Tell the cashier you will pay a Dragonpay bill.',
    'Give the reference number and pay the exact amount.',
    'Keep the receipt until the payment shows in the app.',
  ],
  enlarge: 'Enlarge',
  close: 'Close image',
} as const;
