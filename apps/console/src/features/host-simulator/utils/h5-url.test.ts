// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { framePath, h5Url, readFramePath, withLanguage } from './h5-url';

describe('h5Url', () => {
  it('puts the session parameters in the query, in the contract order, skipping empty ones', () => {
    const url = h5Url('/customerService', { sessionId: 's 1', userId: '10001', orderId: '' });
    expect(url).toBe('/customerService?userId=10001&sessionId=s+1');
  });

  it('adds extra parameters and leaves a bare path bare', () => {
    expect(h5Url('/order', { userId: '1' }, { orderId: 'O9' })).toBe('/order?userId=1&orderId=O9');
    expect(h5Url('/aboutUs', {})).toBe('/aboutUs');
  });
});

describe('withLanguage', () => {
  it('adds the app language to a path the server built, keeping a lang it already chose', () => {
    expect(withLanguage('/aboutUs?userId=1#top', 'fil')).toBe('/aboutUs?userId=1&lang=fil#top');
    expect(withLanguage('/promotion', 'en')).toBe('/promotion?lang=en');
    expect(withLanguage('/aboutUs?lang=en', 'fil')).toBe('/aboutUs?lang=en');
  });
});

describe('framePath', () => {
  it('keeps only path, query and hash, so the frame stays on our own origin', () => {
    expect(
      framePath('http://10.0.0.5:3000/attempt/dev/scenarios/about-us?x=1#top', 'http://localhost:3000'),
    ).toBe('/attempt/dev/scenarios/about-us?x=1#top');
    expect(framePath('/attempt/dev/scenarios/a', 'http://localhost:3000')).toBe('/attempt/dev/scenarios/a');
  });
});

describe('readFramePath', () => {
  const at = (href: string) => ({ location: new URL(href) }) as unknown as Window;

  it('reads the path of a loaded frame', () => {
    expect(readFramePath(at('http://localhost:3000/aboutUs?userId=1'))).toBe('/aboutUs?userId=1');
  });

  it('gives null for no frame, about:blank or an unreadable (cross-origin) location', () => {
    expect(readFramePath(null)).toBeNull();
    expect(readFramePath(at('about:blank'))).toBeNull();
    const crossOrigin = {
      get location(): Location {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    } as unknown as Window;
    expect(readFramePath(crossOrigin)).toBeNull();
  });
});
