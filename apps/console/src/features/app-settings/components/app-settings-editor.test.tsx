// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, render } from '../../../testing/test-utils';
import { AppSettingsEditor } from './app-settings-editor';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS = {
  backgroundColor: '#3D5AFF',
  fontColor: '#FFFFFF',
  servicePhone: '+63 2 8888 0000',
  appSchemeUrl: 'pautang://open',
  appStoreId: 'ph.pautang.app',
  appName: 'Pautang',
};

const input = (root: Element, label: string) =>
  [...root.querySelectorAll('label')]
    .find((l) => l.textContent?.startsWith(label))
    ?.querySelector('input:not([type="color"])') as HTMLInputElement;

describe('app settings editor', () => {
  it('proposes the settings and says they wait for a second admin, keeping what was typed', async () => {
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (init.method === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          const data = { status: 'pending', approvalId: 'AP0123' };
          return new Response(JSON.stringify({ code: 0, message: 'success', data }));
        }
        const data = { settings: SETTINGS, updatedAt: '', updatedBy: '' };
        return new Response(JSON.stringify({ code: 0, message: 'success', data }));
      }),
    );
    const view = render(<AppSettingsEditor />);
    await flush();
    const phone = input(view.container, 'Service phone');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        phone,
        '+63 2 8999 0000',
      );
      phone.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => view.container.querySelector('form')?.requestSubmit());
    await flush();
    expect(posts).toEqual([{ ...SETTINGS, servicePhone: '+63 2 8999 0000' }]);
    expect(view.container.querySelector('[role="status"]')?.textContent).toContain('Sent for approval.');
    expect(input(view.container, 'Service phone').value).toBe('+63 2 8999 0000');
    // Nothing is saved yet: the defaults still read as nobody's save.
    expect(view.container.textContent).toContain('nobody has saved settings yet');
  });
});
