// The pay-code channels, once (zod-free, bundled by the H5): the server's channel sheet offers them (with their
// limits and steps, apps/server/src/contexts/lending/payments/channels.ts) and every page that names a channel to pay at
// (the official site, the payment instructions) names it from here, so what is advertised is what is offered.
// The channel number is Dragonpay's processor id (ProcId).

export type PayChannelKind = 'otc' | 'ewallet' | 'bank' | 'qr';
export type PayChannelName = { channelNumber: string; name: string; kind: PayChannelKind };

export const PAY_CHANNELS = [
  { channelNumber: 'GCSH', name: 'GCash', kind: 'ewallet' },
  { channelNumber: 'PYMY', name: 'Maya', kind: 'ewallet' },
  { channelNumber: '7ELE', name: '7-Eleven', kind: 'otc' },
  { channelNumber: 'CEBL', name: 'Cebuana Lhuillier', kind: 'otc' },
  { channelNumber: 'MLH', name: 'M Lhuillier', kind: 'otc' },
  { channelNumber: 'PLWN', name: 'Palawan Express', kind: 'otc' },
  { channelNumber: 'BDOC', name: 'BDO over the counter', kind: 'bank' },
  { channelNumber: 'BOG', name: 'Online banking (InstaPay)', kind: 'bank' },
  { channelNumber: 'QRPH', name: 'QR Ph', kind: 'qr' },
] as const satisfies readonly PayChannelName[];

export type PayChannelNumber = (typeof PAY_CHANNELS)[number]['channelNumber'];

/** The channels our pages name to borrowers: the e-wallets first, then the stores. */
export const ADVERTISED_CHANNELS = {
  /** The payment instructions page: a section per e-wallet, and the stores pictured. */
  ewallets: ['GCSH', 'PYMY'],
  stores: ['7ELE', 'CEBL', 'MLH'],
  /** The official site, its description and the landing campaign: 'Repay at …, … or your bank'. */
  site: ['7ELE', 'GCSH', 'PYMY'],
} as const satisfies Record<string, readonly PayChannelNumber[]>;

export const payChannel = (channelNumber: PayChannelNumber): PayChannelName => {
  const found = PAY_CHANNELS.find((c) => c.channelNumber === channelNumber);
  if (!found) throw new Error(`no pay channel ${channelNumber}`);
  return found;
};

/** 'Repay at 7-Eleven, GCash, Maya or your bank': the site's channels, named from the list. */
export const repayAtText = () =>
  `Repay at ${ADVERTISED_CHANNELS.site.map((n) => payChannel(n).name).join(', ')} or your bank`;

/** A channel's logo, served from the H5's static files. */
export const payChannelLogo = (channelNumber: string) =>
  `/static/channels/${channelNumber.toLowerCase()}.svg`;
