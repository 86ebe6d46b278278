import { ADVERTISED_CHANNELS, payChannel, payChannelLogo } from '@pautang/contract/pay-channels';
import type { instructionsText as En } from '../en/payment-instructions';
import type { Translation } from '../translation';

const stores = ADVERTISED_CHANNELS.stores.map((n) => ({ name: payChannel(n).name, logo: payChannelLogo(n) }));

export const instructionsText: Translation<typeof En> = {
  title: 'Paano magbayad',
  intro: 'Bayaran ang loan gamit ang reference number ng payment code mo, sa e-wallet o sa tindahan.',
  ewallets: ADVERTISED_CHANNELS.ewallets.map((n) => {
    const { name } = payChannel(n);
    return { id: name.toLowerCase(), name, heading: `Magbayad gamit ang ${name}`, logo: payChannelLogo(n) };
  }),
  stores,
  ewalletSteps: (wallet: string) => [
    `Buksan ang ${wallet} at i-tap ang 'Pay Bills'.`,
    "Piliin ang 'Payment Solutions'.",
    "Piliin ang 'Dragonpay'.",
    'Ilagay ang reference number at ang eksaktong halaga, saka kumpirmahin.',
  ],
  otcHeading: 'Magbayad sa tindahan',
  otcSteps: [
    `Pumunta sa ${stores.map((c) => c.name).join(', ')} o ibang partner store ng Dragonpay.`,
    'Sabihin sa cashier na magbabayad ka ng Dragonpay bill.',
    'Ibigay ang reference number at bayaran ang eksaktong halaga.',
    'Itago ang resibo hanggang lumabas ang bayad sa app.',
  ],
  enlarge: 'Palakihin',
  close: 'Isara ang larawan',
};
