// The Dragonpay payment instructions page (spec 2 §2.14).
export const instructionsText = {
  title: 'How to pay',
  intro: 'Pay your loan with the reference number of your payment code, through an e-wallet or at a store.',
  ewallets: [
    { id: 'gcash', name: 'GCash', heading: 'Pay with GCash', logo: '/static/channels/gcsh.svg' },
    { id: 'maya', name: 'Maya', heading: 'Pay with Maya', logo: '/static/channels/pymy.svg' },
  ],
  ewalletSteps: (wallet: string) => [
    `Open ${wallet} and tap 'Pay Bills'.`,
    "Choose 'Payment Solutions'.",
    "Choose 'Dragonpay'.",
    'Enter the reference number and the exact amount, then confirm.',
  ],
  otcHeading: 'Pay at a store',
  otcSteps: [
    'Go to 7-Eleven, Cebuana Lhuillier, M Lhuillier or another Dragonpay partner store.',
    'Tell the cashier you will pay a Dragonpay bill.',
    'Give the reference number and pay the exact amount.',
    'Keep the receipt until the payment shows in the app.',
  ],
  enlarge: 'Enlarge',
  close: 'Close image',
} as const;
