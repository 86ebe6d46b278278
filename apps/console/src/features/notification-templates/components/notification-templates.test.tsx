// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationTemplateEntry } from '@pautang/contract/notifications';
import { render } from '../../../testing/test-utils';
import { NotificationTemplates } from './notification-templates';

afterEach(() => vi.unstubAllGlobals());

const ENTRY: NotificationTemplateEntry = {
  event: 'refund-sent',
  lang: 'en',
  title: 'Refund sent',
  body: 'Hi {name}, we have sent {amount} back to {account}.',
  placeholders: ['name', 'amount', 'account'],
  source: 'default',
  legal: true,
  updatedBy: '',
  updatedAt: null,
};

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const field = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('label')]
    .find((x) => x.textContent?.startsWith(label))
    ?.querySelector('input, textarea') as HTMLInputElement | HTMLTextAreaElement;
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

describe('notification templates', () => {
  it('shows the placeholders, previews the typed wording, and shows the refusal naming an unknown placeholder', async () => {
    const posts: { url: string; body: unknown }[] = [];
    const refusal =
      'The body uses {amont}, which this message cannot fill. It may use: {name}, {amount}, {account}.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method !== 'POST') return ok({ templates: [ENTRY] });
        posts.push({ url, body: JSON.parse(String(init.body)) });
        if (url.endsWith('/preview')) return ok({ title: 'Money back', body: 'Maria, ₱1,500.00 is coming.' });
        return new Response(JSON.stringify({ code: 1001, message: refusal, data: null }), { status: 400 });
      }),
    );
    const view = render(<NotificationTemplates />);
    await vi.waitFor(() => expect(field(view.container, 'Title')?.value).toBe('Refund sent'));
    expect(view.container.textContent).toContain('{name} {amount} {account}');
    expect(view.container.textContent).toContain('The default wording (never changed).');

    type(field(view.container, 'Title'), 'Money back');
    type(field(view.container, 'Message'), '{name}, {amount} is coming.');
    const previewButton = [...view.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Preview',
    );
    await act(async () => previewButton?.click());
    await vi.waitFor(() =>
      expect(
        view.container.querySelector('[data-testid="notification-template-preview"]')?.textContent,
      ).toContain('Maria, ₱1,500.00 is coming.'),
    );
    expect(posts[0]).toEqual({
      url: '/attempt/console/notification-templates/refund-sent/en/preview',
      body: { title: 'Money back', body: '{name}, {amount} is coming.' },
    });

    type(field(view.container, 'Message'), '{name}, {amont}');
    await act(async () => view.container.querySelector('form')?.requestSubmit());
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(refusal));
    expect(posts[1]?.url).toBe('/attempt/console/notification-templates/refund-sent/en');
    expect(field(view.container, 'Message').value).toBe('{name}, {amont}');
  });
});
