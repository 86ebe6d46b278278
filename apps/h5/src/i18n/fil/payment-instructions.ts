import type { instructionsText as En } from '../en/payment-instructions';
import type { Translation } from '../translation';

export const instructionsText: Translation<typeof En> = {
  title: 'Paano magbayad',
  intro: 'Bayaran ang loan gamit ang reference number ng payment code mo, sa e-wallet o sa tindahan.',
  ewallets: [
    { id: 'gcash', name: 'GCash', heading: 'Magbayad gamit ang GCash', logo: '/static/channels/gcsh.svg' },
    { id: 'maya', name: 'Maya', heading: 'Magbayad gamit ang Maya', logo: '/static/channels/pymy.svg' },
  ],
  ewalletSteps: (wallet: string) => [
    `Buksan ang ${wallet} at i-tap ang 'Pay Bills'.`,
    "Piliin ang 'Payment Solutions'.",
    "Piliin ang 'Dragonpay'.",
    'Ilagay ang reference number at ang eksaktong halaga, saka kumpirmahin.',
  ],
  otcHeading: 'Magbayad sa tindahan',
  otcSteps: [
    'Pumunta sa 7-Eleven, Cebuana Lhuillier, M Lhuillier o ibang partner store ng Dragonpay.',
    'Sabihin sa cashier na magbabayad ka ng Dragonpay bill.',
    'Ibigay ang reference number at bayaran ang eksaktong halaga.',
    'Itago ang resibo hanggang lumabas ang bayad sa app.',
  ],
  enlarge: 'Palakihin',
  close: 'Isara ang larawan',
};
