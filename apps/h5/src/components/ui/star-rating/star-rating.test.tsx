// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { click, getByRole, press, queryAllByRole, render } from '../test-utils';
import { StarRating } from './star-rating';

function Rate({ initial = 0, onChange }: { initial?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
      aria-label="Please rate this service"
    />
  );
}

const checked = () => queryAllByRole('radio').map((r) => r.getAttribute('aria-checked'));

describe('StarRating', () => {
  it('is a radiogroup of five labelled stars, none checked at 0', () => {
    render(<StarRating value={0} onChange={() => {}} aria-label="Please rate this service" />);
    getByRole('radiogroup', 'Please rate this service');
    expect(queryAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(checked()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(getByRole('radio', '1 star').tabIndex).toBe(0);
  });

  it('tapping a star reports its number and checks it', () => {
    const onChange = vi.fn();
    render(<Rate onChange={onChange} />);
    click(getByRole('radio', '4 stars'));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(checked()).toEqual(['false', 'false', 'false', 'true', 'false']);
    expect(document.querySelectorAll('.ui-rate-star--on')).toHaveLength(4);
    expect(document.activeElement).toBe(getByRole('radio', '4 stars'));
  });

  it('arrow keys step within 1..count and move focus', () => {
    render(<Rate initial={2} />);
    getByRole('radio', '2 stars').focus();
    press('ArrowRight');
    expect(getByRole('radio', '3 stars').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(getByRole('radio', '3 stars'));
    press('End');
    press('ArrowUp');
    expect(getByRole('radio', '5 stars').getAttribute('aria-checked')).toBe('true');
    press('Home');
    press('ArrowLeft');
    expect(getByRole('radio', '1 star').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(getByRole('radio', '1 star'));
  });

  it('honours count', () => {
    render(<StarRating value={3} count={3} onChange={() => {}} />);
    expect(queryAllByRole('radio')).toHaveLength(3);
  });
});
