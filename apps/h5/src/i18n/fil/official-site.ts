import { ADVERTISED_CHANNELS, payChannel } from '@pautang/contract/pay-channels';
import type { siteText as En } from '../en/official-site';
import type { Translation } from '../translation';

export const siteText: Translation<typeof En> = {
  nav: {
    home: 'Tahanan',
    about: 'Tungkol sa amin',
    contact: 'Makipag-ugnayan',
    privacy: 'Privacy Policy',
    terms: 'Mga tuntunin ng loan',
  },
  navLabel: 'Mga seksyon ng site',
  menu: 'Mga seksyon',
  heroTitle: 'Mabilis at patas na cash loan para sa bawat Pilipino',
  heroText:
    'Humiram ng {min} hanggang {max} gamit ang phone mo. Makikita mo ang bawat pisong babayaran bago ka pumayag, at matatanggap mo ang pera sa bank account o e-wallet mo.',
  heroTextNoRange:
    'Humiram gamit ang phone mo. Makikita mo ang bawat pisong babayaran bago ka pumayag, at matatanggap mo ang pera sa bank account o e-wallet mo.',
  heroPoints: [
    'Mag-apply gamit ang isang valid ID',
    'Desisyon sa loob ng 1 araw',
    `Magbayad sa ${ADVERTISED_CHANNELS.site.map((n) => payChannel(n).name).join(', ')} o sa bangko mo`,
  ],
  download: 'I-download sa Google Play',
  openApp: 'Buksan ang app',
  aboutTitle: 'Tungkol sa amin',
  contactTitle: 'Makipag-ugnayan',
  contactIntro:
    'May tanong tungkol sa loan o bayad? Sumulat sa amin at sasagot ang team namin sa loob ng isang araw ng trabaho.',
  name: 'Pangalan',
  telephone: 'Telepono',
  email: 'E-mail',
  message: 'Mensahe',
  send: 'Ipadala',
  incomplete: 'Pakikumpleto ang impormasyon!',
  sent: 'Naipadala na!',
  privacyTitle: 'Privacy Policy',
  termsTitle: 'Mga tuntunin ng loan',
  footerEmail: 'E-mail',
  footerPhone: 'Telepono',
  footerAddress: 'Address ng opisina',
  footerSec: 'Rehistro sa SEC Blg. {sec}',
  footerCa: 'Certificate of Authority Blg. {ca}',
  copyright: '© {year} {company}. Nakalaan ang lahat ng karapatan.',
};
