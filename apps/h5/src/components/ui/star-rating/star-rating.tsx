import { useRef, type KeyboardEvent } from 'react';
import { fill, uiText } from '../strings';
import '../theme.css';
import './star-rating.css';

export interface StarRatingProps {
  /** 0 (nothing picked) to count. */
  value: number;
  onChange: (value: number) => void;
  count?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function StarRating({ value, onChange, count = 5, ...aria }: StarRatingProps) {
  const group = useRef<HTMLDivElement>(null);
  const pick = (n: number) => {
    onChange(n);
    (group.current?.children[n - 1] as HTMLElement | undefined)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const up = Math.min(count, value + 1);
    const down = Math.max(1, value - 1);
    const n = { ArrowRight: up, ArrowUp: up, ArrowLeft: down, ArrowDown: down, Home: 1, End: count }[e.key];
    if (n) {
      e.preventDefault();
      pick(n);
    }
  };
  return (
    <div ref={group} role="radiogroup" className="ui-rate" onKeyDown={onKeyDown} {...aria}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          role="radio"
          aria-checked={value === i + 1}
          aria-label={fill(i ? uiText.stars : uiText.star, i + 1)}
          tabIndex={Math.max(value, 1) === i + 1 ? 0 : -1}
          className={i < value ? 'ui-rate-star ui-rate-star--on' : 'ui-rate-star'}
          onClick={() => pick(i + 1)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
