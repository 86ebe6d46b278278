import type { BindCardRequest } from '@pautang/contract/bind-card';
import { api } from '../../../lib/request';
import { useApi } from '../../../lib/use-api';
import { cardInitRequest } from './card-init-request';

/** spec 1 §7: /v3/bind-card/card-init (form client, loading toast) → the form's items. */
export const useCardInit = (productId: string) =>
  useApi('cardInit', cardInitRequest(productId), { loading: true });

/** spec 1 §7: bind-card-new, or bind-card-change when the page was opened from order details. */
export const bindCard = (change: boolean, values: BindCardRequest) =>
  api(change ? 'bindCardChange' : 'bindCardNew', values, { loading: true });
