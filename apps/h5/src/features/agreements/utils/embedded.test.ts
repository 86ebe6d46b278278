import { describe, expect, it } from 'vitest';
import { isEmbedded } from './embedded';

type FakeWindow = { parent: unknown };
const top = (): FakeWindow => {
  const w: FakeWindow = { parent: undefined };
  w.parent = w;
  return w;
};
const framedBy = (parent: unknown): FakeWindow => ({ parent });
const check = (w: FakeWindow) => isEmbedded(w as unknown as Window);

describe('isEmbedded', () => {
  it('is false for a top-level page (the native web view)', () => {
    expect(check(top())).toBe(false);
  });

  it('is false in the host simulator, which is not an H5 page', () => {
    expect(check(framedBy({ postMessage: () => undefined }))).toBe(false);
  });

  it('is true inside another H5 page (the loan confirmation pop-up)', () => {
    expect(check(framedBy({ pautangBridge: { receive: () => undefined } }))).toBe(true);
  });

  it('is true inside a foreign origin, whose window cannot be read', () => {
    const foreign = new Proxy(
      {},
      {
        has() {
          throw new DOMException('Blocked a frame', 'SecurityError');
        },
      },
    );
    expect(check(framedBy(foreign))).toBe(true);
  });
});
