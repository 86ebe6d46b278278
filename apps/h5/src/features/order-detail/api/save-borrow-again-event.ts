import { BORROW_AGAIN_EVENT } from '@pautang/contract/constants';
import { api } from '../../../lib/request';

/** spec 2 §7, §9: /service/event/save with module 30, position 0. Fire and forget: no toast, no Retry. */
export function saveBorrowAgainEvent(productId: string): void {
  api(
    'eventSave',
    { productId, ...BORROW_AGAIN_EVENT },
    { toastOnError: false, onNetworkError: () => undefined },
  ).catch(() => undefined);
}
