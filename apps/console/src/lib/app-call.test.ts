// @vitest-environment happy-dom
// The native app's calls in the obfuscated wire mode the page's runtime config names: the path, the session
// parameters, the body's keys, a photo's form fields and the answer all cross the wire renamed, as the H5's do.
import { UPLOAD_FIELD } from '@pautang/contract/constants';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { RUNTIME_CONFIG_META } from '@pautang/contract/runtime-config';
import { createFullWire, nativeEndpoints } from '@pautang/contract/native-wire';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { borrowerCall, CallRefused, onSignInAgain } from './app-call';

const wire = createFullWire('obfuscated');
const SESSION = { sessionId: 's-1', userId: '10001', deviceId: 'd-1' };

const reply = (body: unknown) =>
  ({ ok: true, status: 200, text: async () => JSON.stringify(body), json: async () => body }) as Response;

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = RUNTIME_CONFIG_META;
  meta.content = JSON.stringify({ wireMode: 'obfuscated' });
  document.head.appendChild(meta);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(body: unknown) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => reply(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the native app’s calls in obfuscated mode', () => {
  it('renames the path, the session parameters and the body, and names the answer back', async () => {
    const fetch = answering({
      code: 0,
      message: 'success',
      data: wire.toWire({ anonymiseOn: '2031-11-25' }),
    });
    const done = await borrowerCall('userDelete', { confirm: 'DELETE' }, SESSION);
    expect(done).toEqual({ anonymiseOn: '2031-11-25' });

    const [url, init] = fetch.mock.calls[0]!;
    const sent = new URL(String(url), 'http://console.test');
    expect(sent.pathname).toBe(API_PREFIX + wire.pathToWire(nativeEndpoints.userDelete.path));
    expect(sent.pathname).not.toContain('user-delete');
    expect(sent.searchParams.get(wire.keyToWire('sessionId'))).toBe('s-1');
    expect(sent.searchParams.has('sessionId')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({ [wire.keyToWire('confirm')]: 'DELETE' });
  });

  it("sends a photo's kind and file under their wire names, in a form", async () => {
    const fetch = answering({
      code: 0,
      message: 'success',
      data: wire.toWire({ imageId: 'img-1', url: '/files/img-1.jpg' }),
    });
    const file = new File([new Uint8Array([0xff, 0xd8])], 'id.jpg', { type: 'image/jpeg' });
    const stored = await borrowerCall('certifyImage', { kind: 'id' }, SESSION, { file });
    expect(stored).toEqual({ imageId: 'img-1', url: '/files/img-1.jpg' });

    const form = fetch.mock.calls[0]![1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get(wire.keyToWire('kind'))).toBe('id');
    expect((form.get(wire.keyToWire(UPLOAD_FIELD)) as File).name).toBe('id.jpg');
    expect(form.has('kind')).toBe(false);
  });

  it("a refused step's per-field messages come back in logical names", async () => {
    answering({
      code: 1001,
      message: 'Birth date: enter a real date.',
      data: wire.toWire({ fields: { birthDate: 'Birth date: enter a real date.' } }),
    });
    const refused = await borrowerCall(
      'certifyBasic',
      { values: { birthDate: '1990-02-30' } },
      SESSION,
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CallRefused);
    expect((refused as CallRefused).code).toBe(1001);
    expect((refused as CallRefused).data).toEqual({
      fields: { birthDate: 'Birth date: enter a real date.' },
    });
  });

  it('a session the server no longer knows is told to the listeners; another refusal is not', async () => {
    const heard = vi.fn();
    const stop = onSignInAgain(heard);
    answering({ code: 1001, message: 'Invalid', data: null });
    await borrowerCall('homePage', {}, SESSION).catch(() => undefined);
    expect(heard).not.toHaveBeenCalled();
    answering({ code: 1003, message: 'Your session has expired. Please sign in again.', data: null });
    await borrowerCall('homePage', {}, SESSION).catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    await borrowerCall('homePage', {}, SESSION).catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
