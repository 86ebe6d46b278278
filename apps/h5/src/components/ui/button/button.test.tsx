// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { click, getByRole, render } from '../test-utils';
import { Button } from './button';

describe('Button', () => {
  it('is a real button that calls onClick, defaulting to type="button"', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Next</Button>);
    const button = getByRole('button', 'Next');
    expect(button.getAttribute('type')).toBe('button');
    click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('primary uses the theme look and block stretches', () => {
    render(
      <Button variant="primary" block>
        Payment
      </Button>,
    );
    expect(getByRole('button', 'Payment').className).toBe('ui-btn ui-btn--primary ui-btn--block');
  });

  it('disabled is greyed, announced and not clickable', () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" disabled onClick={onClick}>
        Next
      </Button>,
    );
    const button = getByRole('button', 'Next') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('grey variant stays clickable (a disabled-looking product button still reports taps)', () => {
    const onClick = vi.fn();
    render(
      <Button variant="grey" onClick={onClick}>
        Apply
      </Button>,
    );
    const button = getByRole('button', 'Apply');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
