// A code's status, asked by the borrower: the server refreshes it from the gateway and the answer is said in a toast.
import { toast } from '../../../components/ui/toast/toast';
import { repaymentText as text } from '../../../i18n/en/repayment';
import { checkPaymentStatus } from '../api/payment-records';

export async function checkStatus(referenceNo: string, onSettled?: () => void): Promise<void> {
  try {
    const { status } = await checkPaymentStatus(referenceNo);
    toast.info(text.status[status]);
    if (status !== 'pending') onSettled?.();
  } catch {
    // The request layer showed the server's message.
  }
}
