// The pay code a borrower has just opened at the gateway, kept for the tab (sessionStorage) so the order page
// can watch it and update itself when the payment posts, with no reload by hand.
const KEY = 'pautang.pendingPayment';

type Pending = { referenceNo: string; orderId: string };

export function rememberPendingPayment(pending: Pending): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Without storage the order page simply does not watch.
  }
}

export function pendingPaymentFor(orderId: string): string | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Pending | null;
    return value?.orderId === orderId ? value.referenceNo : undefined;
  } catch {
    return undefined;
  }
}

export function forgetPendingPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
