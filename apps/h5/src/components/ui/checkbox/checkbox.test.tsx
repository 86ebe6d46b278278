// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { click, getByRole, render } from '../test-utils';
import { Checkbox } from './checkbox';

function Agreement() {
  const [agreed, setAgreed] = useState(true);
  return (
    <>
      <Checkbox checked={agreed} onChange={setAgreed}>
        I have read and agree
      </Checkbox>
      <Button variant="primary" disabled={!agreed}>
        Next
      </Button>
    </>
  );
}

describe('Checkbox', () => {
  it('is a real checkbox named by its label', () => {
    render(
      <Checkbox checked onChange={() => {}}>
        I have read and agree
      </Checkbox>,
    );
    const box = getByRole('checkbox', 'I have read and agree') as HTMLInputElement;
    expect(box.checked).toBe(true);
  });

  it('reports the new state when the label is tapped', () => {
    const onChange = vi.fn();
    render(
      <Checkbox checked onChange={onChange}>
        I have read and agree
      </Checkbox>,
    );
    click(document.querySelector('label') as HTMLLabelElement);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('drives the loan-confirm rule: ticked by default, unticking greys out Next', () => {
    render(<Agreement />);
    const box = getByRole('checkbox', 'I have read and agree') as HTMLInputElement;
    const next = getByRole('button', 'Next') as HTMLButtonElement;
    expect(box.checked).toBe(true);
    expect(next.disabled).toBe(false);
    click(box);
    expect(box.checked).toBe(false);
    expect(next.disabled).toBe(true);
    click(box);
    expect(next.disabled).toBe(false);
  });

  it('does not change when disabled', () => {
    const onChange = vi.fn();
    render(
      <Checkbox checked={false} onChange={onChange} disabled>
        Remember
      </Checkbox>,
    );
    const box = getByRole('checkbox', 'Remember') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    box.click();
    expect(onChange).not.toHaveBeenCalled();
  });
});
