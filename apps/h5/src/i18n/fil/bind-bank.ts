import type { bindBankText as En } from '../en/bind-bank';
import type { Translation } from '../translation';

export const bindBankText: Translation<typeof En> = {
  title: 'Impormasyon ng payment account',
  cardTypes: 'Uri ng account',
  next: 'Susunod',
  choose: 'Pumili',
  loadFailed: 'Hindi ma-load ang page na ito.',
};
