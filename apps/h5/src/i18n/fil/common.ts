import type { commonText as En } from '../en/common';
import type { Translation } from '../translation';

// The Filipino twin of en/common.ts (issue 30): a Filipino build swaps the English file for this one.
export const commonText: Translation<typeof En> = {
  loading: 'naglo-load...',
  networkError: 'Mahina ang koneksyon. Pakitingnan ang internet mo at subukang muli.',
  retry: 'Subukang muli',
  ok: 'OK',
  cancel: 'Kanselahin',
  confirm: 'Kumpirmahin',
  close: 'Isara',
  back: 'Bumalik',
  notFoundTitle: 'Hindi makita ang page',
  notFoundText: 'Wala na o nailipat na ang page na ito.',
  goHome: 'Bumalik sa home',
  loadFailed: 'Hindi ma-load ang page na ito.',
  lastUpdated: 'Huling update: {date}',
  urlNotAllowed: 'Hindi mabubuksan ang link na ito para sa kaligtasan mo.',
  addImage: 'Magdagdag ng larawan',
  image: 'Larawan {n}',
  removeImage: 'Alisin ang larawan {n}',
  star: '{n} bituin',
  stars: '{n} star',
  uploading: 'Nag-a-upload...',
  customerServiceTitle: 'Serbisyo sa Customer',
};
