// While a payment the borrower opened is pending, the order page asks for its status every 5 s (the server asks
// the gateway) and reloads itself once it is settled: paid, failed or expired.
import { useEffect } from 'react';
import { api } from '../../../lib/request';
import { forgetPendingPayment, pendingPaymentFor } from '../../../lib/pending-payment';

const EVERY_MS = 5000;
const FOR_MS = 10 * 60_000;

export function usePaymentWatch(orderId: string, onSettled: () => void): void {
  useEffect(() => {
    const referenceNo = pendingPaymentFor(orderId);
    if (!referenceNo) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const check = async () => {
      try {
        const { status } = await api('paymentStatus', { referenceNo }, { toastOnError: false });
        if (!live) return;
        if (status !== 'pending') {
          forgetPendingPayment();
          onSettled();
          return;
        }
      } catch {
        // A failed check is tried again at the next tick.
      }
      if (live && Date.now() - started < FOR_MS) timer = setTimeout(() => void check(), EVERY_MS);
    };
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, onSettled]);
}
