import { describe, expect, it } from 'vitest';
import { demoModeOf, loadConfig, publicOriginOf, trustProxyOf } from './config';

describe('demo mode', () => {
  it('is npm start’s default on a loopback address, and off in production unless asked', () => {
    expect(demoModeOf({}, '127.0.0.1')).toEqual({ demo: true });
    expect(demoModeOf({ NODE_ENV: 'production' }, '127.0.0.1')).toEqual({ demo: false });
    expect(demoModeOf({ NODE_ENV: 'production', DEMO: '1' }, 'localhost')).toEqual({ demo: true });
    expect(demoModeOf({ DEMO: '0' }, '0.0.0.0')).toEqual({ demo: false });
  });

  it('refuses to start on a non-loopback HOST unless DEMO=1 is set outright, then warns', () => {
    expect(() => demoModeOf({}, '0.0.0.0')).toThrow(/only on a loopback HOST, not 0\.0\.0\.0/);
    expect(() => demoModeOf({}, '192.168.1.20')).toThrow(/DEMO=1 to run the demo on this address anyway/);
    const explicit = demoModeOf({ DEMO: '1' }, '192.168.1.20');
    expect(explicit.demo).toBe(true);
    expect(explicit.warning).toMatch(/anyone who can reach this address can sign in as a demo borrower/);
    expect(() => loadConfig({ HOST: '10.0.0.5', PUBLIC_ORIGIN: 'http://10.0.0.5:3000' })).toThrow(/loopback/);
  });
});

describe('public origin', () => {
  it('defaults to the listening address and takes PUBLIC_ORIGIN as a bare origin', () => {
    expect(publicOriginOf(undefined, '127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(publicOriginOf('https://app.pautang.ph', '0.0.0.0', 3000)).toBe('https://app.pautang.ph');
    expect(publicOriginOf('https://app.pautang.ph:443', '127.0.0.1', 3000)).toBe('https://app.pautang.ph');
    expect(loadConfig({ PORT: '4100' }).publicOrigin).toBe('http://127.0.0.1:4100');
  });

  it('refuses a path, credentials, another scheme, or a wildcard address without one', () => {
    for (const bad of [
      'https://app.pautang.ph/h5',
      'https://u:p@app.pautang.ph',
      'ftp://x.ph',
      'not a url',
    ]) {
      expect(() => publicOriginOf(bad, '127.0.0.1', 3000)).toThrow(/PUBLIC_ORIGIN must be an origin/);
    }
    expect(() => publicOriginOf(undefined, '0.0.0.0', 3000)).toThrow(/set PUBLIC_ORIGIN/);
  });
});

describe('trusted proxies', () => {
  it('takes a number of hops or the proxies’ addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.0/8, 192.0.2.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);
    for (const bad of ['true', 'yes', '*', '10.0.0.0/33', 'proxy.internal', '1.5', '1000']) {
      expect(() => trustProxyOf(bad), bad).toThrow(/TRUST_PROXY must be/);
    }
  });
});
