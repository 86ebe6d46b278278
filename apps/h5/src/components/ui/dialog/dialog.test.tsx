// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { click, getByRole, nameOf, press, queryAllByRole, render } from '../test-utils';
import { Dialog, type DialogProps } from './dialog';

// An opener button plus a dialog, the way a screen uses it.
function Screen(props: Partial<DialogProps> & { withClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rate
      </button>
      <Dialog
        open={open}
        title="Please rate this service"
        onClose={props.withClose === false ? undefined : close}
        actions={[
          { label: 'Cancel', onPress: close },
          { label: 'Send', onPress: close, primary: true },
        ]}
        {...props}
      >
        <p>How was it?</p>
      </Dialog>
    </>
  );
}

const open = () => click(getByRole('button', 'Rate'));
const mask = () => document.querySelector('.ui-mask') as HTMLElement;

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="Kind tips" />);
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });

  it('is a labelled, described modal dialog portalled into body', () => {
    const { container } = render(
      <Dialog open title="Kind tips">
        Please repay on time.
      </Dialog>,
    );
    const dialog = getByRole('dialog', 'Kind tips');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please repay on time.',
    );
    expect(container.contains(dialog)).toBe(false);
    expect(getByRole('heading', 'Kind tips').tagName).toBe('H2');
  });

  it('moves focus in on open and back to the opener on close', () => {
    render(<Screen />);
    const opener = getByRole('button', 'Rate');
    opener.focus();
    open();
    const dialog = getByRole('dialog', 'Please rate this service');
    expect(dialog.contains(document.activeElement)).toBe(true);
    click(getByRole('button', 'Cancel'));
    expect(queryAllByRole('dialog')).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps an autoFocus child focused and still returns focus to the opener', () => {
    function WithInput() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Rate
          </button>
          <Dialog open={open} title="Code" onClose={() => setOpen(false)}>
            <input aria-label="SMS code" autoFocus />
          </Dialog>
        </>
      );
    }
    render(<WithInput />);
    getByRole('button', 'Rate').focus();
    open();
    expect(nameOf(document.activeElement as Element)).toBe('SMS code');
    press('Escape');
    expect(document.activeElement).toBe(getByRole('button', 'Rate'));
  });

  it('traps Tab and Shift+Tab inside', () => {
    render(<Screen closable />);
    open();
    const [cancel, send, close] = ['Cancel', 'Send', 'Close'].map((n) => getByRole('button', n));
    press('Tab');
    expect(document.activeElement).toBe(cancel);
    press('Tab');
    expect(document.activeElement).toBe(send);
    press('Tab');
    expect(document.activeElement).toBe(close);
    press('Tab');
    expect(document.activeElement).toBe(cancel);
    press('Tab', document.activeElement, { shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('calls action callbacks; a disabled action is not pressable', () => {
    const send = vi.fn();
    render(
      <Dialog
        open
        title="Please rate this service"
        actions={[{ label: 'Send', onPress: send, disabled: true }]}
      />,
    );
    const button = getByRole('button', 'Send') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    button.click();
    expect(send).not.toHaveBeenCalled();
  });

  it('is not dismissed by tapping outside unless maskClosable', () => {
    const { rerender } = render(<Screen />);
    open();
    click(mask());
    expect(queryAllByRole('dialog')).toHaveLength(1);
    rerender(<Screen maskClosable />);
    click(getByRole('dialog'));
    expect(queryAllByRole('dialog')).toHaveLength(1);
    click(mask());
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });

  it('closes on Escape when onClose is given, unless closeOnEscape is false', () => {
    const { rerender } = render(<Screen closeOnEscape={false} />);
    open();
    press('Escape');
    expect(queryAllByRole('dialog')).toHaveLength(1);
    rerender(<Screen />);
    press('Escape');
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });

  it('ignores Escape without onClose, and shows the × only when closable', () => {
    render(<Screen withClose={false} closable />);
    open();
    press('Escape');
    expect(queryAllByRole('dialog')).toHaveLength(1);
    expect(queryAllByRole('button', 'Close')).toHaveLength(0);
  });

  it('locks page scroll while open', () => {
    render(<Screen />);
    open();
    expect(document.body.style.overflow).toBe('hidden');
    press('Escape');
    expect(document.body.style.overflow).toBe('');
  });

  it('with two dialogs open, Escape closes only the top one', () => {
    function Stacked() {
      const [first, setFirst] = useState(true);
      const [second, setSecond] = useState(true);
      return (
        <>
          <Dialog open={first} title="First" onClose={() => setFirst(false)} />
          <Dialog open={second} title="Second" onClose={() => setSecond(false)} />
        </>
      );
    }
    render(<Stacked />);
    press('Escape');
    expect(queryAllByRole('dialog').map(nameOf)).toEqual(['First']);
    expect(document.body.style.overflow).toBe('hidden');
    press('Escape');
    expect(queryAllByRole('dialog')).toHaveLength(0);
  });

  it('uses aria-label when there is no title', () => {
    render(
      <Dialog open aria-label="Successfully Sent">
        Successfully Sent
      </Dialog>,
    );
    getByRole('dialog', 'Successfully Sent');
  });
});
