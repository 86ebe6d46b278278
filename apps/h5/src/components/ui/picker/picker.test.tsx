// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { click, getByRole, nameOf, press, queryAllByRole, render } from '../test-utils';
import { Picker } from './picker';

const banks = [
  { label: 'BDO', value: 'bdo' },
  { label: 'BPI', value: 'bpi' },
  { label: 'Metrobank', value: 'metro' },
];

function BankField({ onConfirm = () => {} }: { onConfirm?: (v: string) => void }) {
  const [open, setOpen] = useState(false);
  const [bank, setBank] = useState<string | undefined>('bpi');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bank: {bank}
      </button>
      <Picker
        open={open}
        title="Bank name"
        options={banks}
        value={bank}
        onConfirm={(v) => {
          setBank(v);
          setOpen(false);
          onConfirm(v);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const selected = () =>
  queryAllByRole('option')
    .filter((o) => o.getAttribute('aria-selected') === 'true')
    .map(nameOf);
const openPicker = () => click(getByRole('button', /^Bank:/));

describe('Picker', () => {
  it('shows a labelled listbox in a sheet with the current value selected', () => {
    render(<BankField />);
    expect(queryAllByRole('listbox')).toHaveLength(0);
    openPicker();
    getByRole('dialog', 'Bank name');
    getByRole('listbox', 'Bank name');
    expect(queryAllByRole('option').map(nameOf)).toEqual(['BDO', 'BPI', 'Metrobank']);
    expect(selected()).toEqual(['BPI']);
  });

  it('commits the choice only on Confirm', () => {
    const onConfirm = vi.fn();
    render(<BankField onConfirm={onConfirm} />);
    openPicker();
    click(getByRole('option', 'Metrobank'));
    expect(selected()).toEqual(['Metrobank']);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(getByRole('button', /^Bank:/).textContent).toBe('Bank: bpi');
    click(getByRole('button', 'Confirm'));
    expect(onConfirm).toHaveBeenCalledWith('metro');
    expect(queryAllByRole('listbox')).toHaveLength(0);
    expect(getByRole('button', /^Bank:/).textContent).toBe('Bank: metro');
  });

  it('Cancel, Escape and a tap outside discard the draft; reopening starts from the value', () => {
    const onConfirm = vi.fn();
    render(<BankField onConfirm={onConfirm} />);
    openPicker();
    click(getByRole('option', 'BDO'));
    click(getByRole('button', 'Cancel'));
    expect(queryAllByRole('listbox')).toHaveLength(0);
    openPicker();
    expect(selected()).toEqual(['BPI']);
    press('Escape');
    expect(queryAllByRole('listbox')).toHaveLength(0);
    openPicker();
    click(document.querySelector('.ui-mask') as HTMLElement);
    expect(queryAllByRole('listbox')).toHaveLength(0);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disables Confirm until something is chosen', () => {
    const onConfirm = vi.fn();
    render(<Picker open title="Day" options={banks} onConfirm={onConfirm} onCancel={() => {}} />);
    const confirm = getByRole('button', 'Confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    click(getByRole('option', 'BDO'));
    expect(confirm.disabled).toBe(false);
    click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('bdo');
  });

  it('arrow keys move the selection and focus (wrapping)', () => {
    render(<BankField />);
    openPicker();
    const bpi = getByRole('option', 'BPI');
    expect(bpi.tabIndex).toBe(0);
    bpi.focus();
    press('ArrowDown');
    expect(selected()).toEqual(['Metrobank']);
    expect(document.activeElement).toBe(getByRole('option', 'Metrobank'));
    press('ArrowDown');
    expect(selected()).toEqual(['BDO']);
    press('ArrowUp');
    expect(selected()).toEqual(['Metrobank']);
    press('Home');
    expect(selected()).toEqual(['BDO']);
  });
});
