// Arrow-key movement shared by the single-choice widgets (tabs, picker): wraps at the ends, Home and End jump.
const KEYS = {
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
} as const;

/** The index the key moves to from `current` among `count` items, or undefined when the key does not move. */
export function rovingIndex(
  key: string,
  current: number,
  count: number,
  axis: keyof typeof KEYS,
): number | undefined {
  const last = count - 1;
  if (count === 0) return undefined;
  if (key === KEYS[axis].next) return current >= last ? 0 : current + 1;
  if (key === KEYS[axis].previous) return current <= 0 ? last : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
