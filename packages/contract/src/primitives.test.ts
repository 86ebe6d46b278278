import { describe, expect, it } from 'vitest';
import { coercedText, instant, text } from './primitives';

describe('text', () => {
  it.each(['a\u0000b', 'tab\there', 'line\nbreak', 'del\u007f', 'c1\u0085'])('refuses %j', (value) => {
    expect(text(50).safeParse(value).success).toBe(false);
  });
  it.each(['Maria Santos', 'Ñoño — ₱5,000 🙂', ''])('accepts %j', (value) => {
    expect(text(50).safeParse(value).success).toBe(true);
  });
  it('keeps its length limit, and the coerced form reads numbers', () => {
    expect(text(3).safeParse('abcd').success).toBe(false);
    expect(coercedText(10).parse(123)).toBe('123');
    expect(coercedText(10).safeParse('1\u00002').success).toBe(false);
  });
});

describe('instant', () => {
  it.each(['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2100-01-01T00:00:00Z', '2026-02-30T00:00:00Z'])(
    'refuses %s',
    (value) => expect(instant().safeParse(value).success).toBe(false),
  );
  it.each(['2000-01-01T00:00:00Z', '2026-11-21T02:00:00.000Z'])('accepts %s', (value) => {
    expect(instant().safeParse(value).success).toBe(true);
  });
});
