// Channel payment (spec 2 §4.5): request the payment link for the chosen channel (isDelay=1 for a rollover)
// and go to the returned payUrl.
import { useState } from 'react';
import type { RepayChannel } from '@pautang/contract/repayment';
import { toast } from '../../../components/ui/toast/toast';
import { messages } from '../../../i18n/messages';
import { rememberPendingPayment } from '../../../lib/pending-payment';
import { generateVcode } from '../api/generate-vcode';
import { openPayUrl } from '../utils/open-pay-url';

export function usePay(order: { orderId: string; productId: string; amount: number; isDelay: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const pay = async (channel: RepayChannel) => {
    setBusy(true);
    try {
      const { payUrl, referenceNo } = await generateVcode({
        productId: order.productId,
        orderId: order.orderId,
        amount: order.amount,
        channelNumber: channel.channel_number,
        ...(order.isDelay ? { isDelay: 1 } : {}),
      });
      // The order page watches this code and updates itself once the payment posts.
      rememberPendingPayment({ referenceNo, orderId: order.orderId });
      if (!openPayUrl(payUrl)) toast.fail(messages.urlNotAllowed);
    } catch {
      // The request layer showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return { open, setOpen, busy, pay };
}
