// spec 2 §2.1: the repayment code page reads the repayment info the repayment page stored in local storage.
// Kept in the client state area 'payway' (spec 2 §3) so the pages of one payment share it.
import type { DefDetail } from '@pautang/contract/repayment';

const KEY = 'payway';

export type StoredRepayment = {
  defDetail: DefDetail;
  /** Centavos; absent on the delay page, which stores delayAmount instead (spec 2 §2.1). */
  repayAmount?: number;
  delayAmount?: number;
};

export function storeRepayment(info: StoredRepayment): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(info));
  } catch {
    // Storage unavailable: the code page says so.
  }
}

export function readRepayment(): StoredRepayment | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as StoredRepayment) : undefined;
    return value && typeof value.defDetail?.payCode === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
