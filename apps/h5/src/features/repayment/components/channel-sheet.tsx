// The 'Payment Method' sheet (spec 2 §2.3, §4.5): channels with the default first and a check mark on the one
// selected, the hint, and 'Payment', which asks for the payment link and goes there.
import { useState } from 'react';
import type { RepayChannel } from '@pautang/contract/repayment';
import { ProductLogo } from '../../../components/recommended-products/product-logo';
import { BottomSheet } from '../../../components/ui/bottom-sheet/bottom-sheet';
import { Button } from '../../../components/ui/button/button';
import { repaymentText as text } from '../../../i18n/en/repayment';

export function ChannelSheet({
  open,
  channels,
  busy,
  onClose,
  onPay,
}: {
  open: boolean;
  channels: RepayChannel[];
  busy: boolean;
  onClose: () => void;
  onPay: (channel: RepayChannel) => void;
}) {
  const [selected, setSelected] = useState(channels[0]?.channel_number ?? '');
  const chosen = channels.find((c) => c.channel_number === selected) ?? channels[0];
  return (
    <BottomSheet
      open={open}
      title={text.paymentMethod}
      onClose={onClose}
      footer={
        <Button variant="primary" block disabled={!chosen || busy} onClick={() => chosen && onPay(chosen)}>
          {text.payment}
        </Button>
      }
    >
      <p className="repay-hint">{text.selectHint}</p>
      <ul className="repay-channels" role="radiogroup" aria-label={text.paymentMethod}>
        {channels.map((c) => {
          const on = c.channel_number === chosen?.channel_number;
          return (
            <li key={c.channel_number}>
              <button
                type="button"
                role="radio"
                aria-checked={on}
                className="repay-channel"
                onClick={() => setSelected(c.channel_number)}
              >
                <ProductLogo className="repay-channel-logo" src={c.logo} size={32} />
                <span className="repay-channel-name">{c.name}</span>
                <span className="repay-check" aria-hidden="true" data-on={on}>
                  {on ? '✓' : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
