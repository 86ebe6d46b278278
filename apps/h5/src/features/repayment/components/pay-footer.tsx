// The 'Payment Method' button and its channel sheet (spec 2 §2.3, §2.4, §4.5), the same on both repayment pages.
import type { RepayChannel } from '@pautang/contract/repayment';
import { Button } from '../../../components/ui/button/button';
import { repaymentText as text } from '../../../i18n/en/repayment';
import { LazyChannelSheet as ChannelSheet } from './lazy-channel-sheet';
import { usePay } from './use-pay';

export function PayFooter(props: {
  orderId: string;
  productId: string;
  amount: number;
  isDelay: boolean;
  channels: RepayChannel[];
}) {
  const pay = usePay(props);
  return (
    <>
      <div className="repay-actions">
        <Button
          variant="primary"
          block
          disabled={props.amount === 0 || props.channels.length === 0}
          onClick={() => pay.setOpen(true)}
        >
          {text.paymentMethod}
        </Button>
      </div>
      <ChannelSheet
        open={pay.open}
        channels={props.channels}
        busy={pay.busy}
        onClose={() => pay.setOpen(false)}
        onPay={(c) => void pay.pay(c)}
      />
    </>
  );
}
