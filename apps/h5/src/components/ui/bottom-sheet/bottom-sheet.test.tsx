// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { click, getByRole, press, queryAllByRole, render } from '../test-utils';
import { BottomSheet } from './bottom-sheet';

const channels = [
  { id: 'gcash', name: 'GCash' },
  { id: 'maya', name: 'Maya' },
];

// The repayment channel sheet: a check mark on the selected channel and a Payment button.
function ChannelSheet({ onPay }: { onPay: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState('gcash');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Payment Method
      </button>
      <BottomSheet
        open={open}
        title="Payment Method"
        onClose={() => setOpen(false)}
        footer={
          <Button variant="primary" block onClick={() => onPay(selected)}>
            Payment
          </Button>
        }
      >
        <p>Please select your repayment method for payment</p>
        {channels.map((c) => (
          <button key={c.id} type="button" aria-pressed={c.id === selected} onClick={() => setSelected(c.id)}>
            {c.name}
          </button>
        ))}
      </BottomSheet>
    </>
  );
}

const opener = () => getByRole('button', 'Payment Method');
const openSheet = () => {
  opener().focus();
  click(opener());
};

describe('BottomSheet', () => {
  it('is a modal dialog named by its title, with body and footer', () => {
    const onPay = vi.fn();
    render(<ChannelSheet onPay={onPay} />);
    expect(queryAllByRole('dialog')).toHaveLength(0);
    openSheet();
    const sheet = getByRole('dialog', 'Payment Method');
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.textContent).toContain('Please select your repayment method for payment');
    click(getByRole('button', 'Maya'));
    click(getByRole('button', 'Payment'));
    expect(onPay).toHaveBeenCalledWith('maya');
  });

  it('moves focus in, traps Tab, and returns focus to the opener', () => {
    render(<ChannelSheet onPay={() => {}} />);
    openSheet();
    const sheet = getByRole('dialog');
    expect(sheet.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 6; i++) {
      press('Tab');
      expect(sheet.contains(document.activeElement)).toBe(true);
    }
    click(getByRole('button', 'Close'));
    expect(queryAllByRole('dialog')).toHaveLength(0);
    expect(document.activeElement).toBe(opener());
  });

  it('closes by tapping outside and by Escape (defaults)', () => {
    render(<ChannelSheet onPay={() => {}} />);
    openSheet();
    click(document.querySelector('.ui-mask') as HTMLElement);
    expect(queryAllByRole('dialog')).toHaveLength(0);
    openSheet();
    press('Escape');
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });

  it('can refuse mask taps and hide the × button', () => {
    const onClose = vi.fn();
    render(
      <BottomSheet open title="Choose" onClose={onClose} maskClosable={false} closable={false}>
        body
      </BottomSheet>,
    );
    click(document.querySelector('.ui-mask') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(queryAllByRole('button', 'Close')).toHaveLength(0);
  });
});
