// spec 1 §6: the complaint's order number is kept in local storage from the entry page to the form, and cleared
// once the complaint is sent. A web view without storage (private mode) still works: the query carries it too.
import { COMPLAINT_ORDER_STORAGE_KEY as KEY } from '@pautang/contract/constants';

export function keepComplaintOrder(orderNo: string): void {
  try {
    localStorage.setItem(KEY, orderNo);
  } catch {
    // Storage unavailable: the form reads the order from its query.
  }
}

export function keptComplaintOrder(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function clearComplaintOrder(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
