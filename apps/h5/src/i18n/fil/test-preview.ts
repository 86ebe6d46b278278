import type { testPreviewText as En } from '../en/test-preview';
import type { Translation } from '../translation';

export const testPreviewText: Translation<typeof En> = {
  testPreviewTitle: 'Pagsubok na preview',
  testPreviewIntro:
    'Para sa developer lang (demo mode). Binubuksan ng bawat button ang isang screen bilang demo borrower sa isang estado, kasama ang query parameters sa ilalim nito.',
  testPreviewUnavailable: 'Sa demo mode lang available ang mga demo scenario.',
  jumpsTitle: 'Pumunta sa screen',
  allTitle: 'Lahat ng demo scenario',
  jumps: {
    'loan-confirm': 'Kumpirmahin ang loan',
    'order-180': 'Detalye ng order',
    'repay-instalment': 'Magbayad',
    'repay-delay': 'Pagpapalawig (rollover)',
    'bind-bank': 'I-bind ang bangko',
    'about-us': 'Tungkol sa amin',
    'complaint-entry': 'Reklamo',
    'customer-service': 'Serbisyo sa customer',
    'privacy-policy': 'Patakaran sa privacy',
    'dragonpay-instructions': 'Paano magbayad (Dragonpay)',
    'repay-code': 'Paano magbayad (payment code)',
  },
  deviceTitle: 'Mga test ng device',
  photoTest: 'Pagsubok ng litrato',
  takePhoto: 'Kumuha o pumili ng larawan',
  photoAsk:
    'Bubuksan ng test na ito ang camera o mga larawan mo para makapili ka ng isa. Tinitingnan nito kung kaya ng app na kumuha ng larawan, gaya ng gagawin nito para sa ID mo. Mananatili ang larawan sa page na ito at hindi ipapadala sa amin.',
  geolocationTest: 'Location test',
  locate: 'Kunin ang location ko',
  locateAsk:
    'Hihingin ng test na ito ang location ng phone mo nang isang beses, para malaman kung gumagana ang location sa app. Sa page na ito lang ito ipapakita at hindi ipapadala sa amin.',
  locationResult: 'Latitud {lat}, longhitud {lng}',
  locationFailed: 'Hindi makuha ang location: {reason}',
  contactTest: 'Pagsubok ng mga contact',
  pickContact: 'Pumili ng isang contact',
  contactAsk:
    'Bubuksan ng test na ito ang contact picker ng phone mo para makapili ka ng isang contact. Ang contact lang na pipiliin mo ang makikita namin, mananatili ito sa page na ito at hindi ipapadala sa amin. Hindi kailanman binabasa ng Pautang ang contact list mo (SEC MC 18, s. 2019).',
  contactResult: 'Napili: {name} {tel}',
  contactNone: 'Walang napiling contact.',
  contactUnsupported: 'Walang contact picker ang browser na ito. Sa app, gamitin ang picker ng phone.',
  allow: 'Ituloy',
  notNow: 'Hindi muna',
};
