import type { bindBankText as En } from '../en/bind-bank';
import type { Translation } from '../translation';

export const bindBankText: Translation<typeof En> = {
  title: 'Impormasyon ng payment account',
  cardTypes: 'Uri ng account',
  next: 'Susunod',
  saved: 'Na-save na ang payment account mo.',
  choose: 'Pumili',
  loadFailed: 'Hindi ma-load ang page na ito.',
};
