import { ADVERTISED_CHANNELS, payChannel } from '@pautang/contract/pay-channels';
import type { PageHead } from '@pautang/contract/runtime-config';

export type { PageHead };

export const DEFAULT_HEAD: PageHead = {
  title: 'Pautang',
  description: 'Pautang: mabilis at malinaw na cash loan sa Pilipinas.',
};

export const PAGE_HEADS: Record<string, PageHead> = {
  '/': {
    title: 'Pautang: mabilis at patas na cash loan sa Pilipinas',
    description: `Humiram ng {min} hanggang {max} gamit ang phone at isang valid ID. Makikita mo ang bawat piso bago pumayag at matatanggap ang pera sa bangko o e-wallet. Magbayad sa ${ADVERTISED_CHANNELS.site.map((n) => payChannel(n).name).join(', ')} o sa bangko mo.`,
  },
  '/aboutUs': {
    title: 'Tungkol sa amin | Pautang',
    description:
      'Sino kami: isang lending company na rehistrado sa SEC, na nagbibigay ng patas, simple at responsableng pautang sa bawat Pilipino.',
  },
  '/privacyPolicy': {
    title: 'Privacy Policy | Pautang',
    description:
      'Paano kinokolekta, ginagamit, iniingatan at pinoprotektahan ng Pautang ang personal data mo ayon sa Data Privacy Act of 2012.',
  },
  '/loanTerms': {
    title: 'Mga tuntunin ng loan | Pautang',
    description:
      'Ang mga tuntunin ng loan sa Pautang: halaga, termino, interes, fees, multa, pagbabayad at ang mga karapatan mo bilang borrower.',
  },
};
