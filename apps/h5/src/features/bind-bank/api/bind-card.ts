import type { BindCardRequest } from '@pautang/contract/bind-card';
import { api } from '../../../lib/request';
import { useScreenCall } from '../../../lib/use-api';
import { cardInitCall } from './screen-data';

/** spec 1 §7: /v3/bind-card/card-init (form client, loading toast) → the form's items. */
export const useCardInit = (productId: string) => useScreenCall(cardInitCall(productId), { loading: true });

/** spec 1 §7: bind-card-new, or bind-card-change when the page was opened from order details. */
export const bindCard = (change: boolean, values: BindCardRequest) =>
  api(change ? 'bindCardChange' : 'bindCardNew', values, { loading: true });
