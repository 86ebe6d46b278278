// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateEntry } from '@pautang/contract/back-office';
import { render } from '../../../testing/test-utils';
import { TemplateEditor } from './template-editor';

afterEach(() => vi.unstubAllGlobals());

const ENTRY: TemplateEntry = {
  id: 'tpl-ph-2026',
  template: {
    backgroundColor: '#3D5AFF',
    fontColor: '#FFFFFF',
    buttonColor: '#FFB020',
    title: 'Cash in minutes',
    subtitle: 'SEC-registered lender.',
    images: [],
    texts: ['Apply with one valid ID', 'Decision within 1 day'],
    buttonText: 'Register now',
  },
  updatedAt: '2026-11-20T02:00:00.000Z',
  updatedBy: '',
};

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const field = (root: HTMLElement, label: string) => {
  const l = [...root.querySelectorAll('label')].find((x) => x.textContent?.startsWith(label));
  return l?.querySelector('input:not([type="color"]), textarea') as HTMLInputElement | HTMLTextAreaElement;
};

describe('template editor', () => {
  it('loads the template, proposes the edited one (lines become lists) and says it waits for approval', async () => {
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'POST') {
          const body = JSON.parse(String(init.body));
          posts.push({ url, body });
          const outcome = { status: 'pending', approvalId: 'AP0123456789ABCDEF01' };
          return new Response(JSON.stringify({ code: 0, message: 'success', data: outcome }));
        }
        return new Response(JSON.stringify({ code: 0, message: 'success', data: { templates: [ENTRY] } }));
      }),
    );
    const view = render(<TemplateEditor />);
    await vi.waitFor(() => expect(field(view.container, 'Title')?.value).toBe('Cash in minutes'));
    expect(view.container.textContent).toContain('by the demo seed');
    expect(field(view.container, 'Selling points').value).toBe(
      'Apply with one valid ID\nDecision within 1 day',
    );

    type(field(view.container, 'Title'), 'Payday cash today');
    type(field(view.container, 'Background colour'), '#102030');
    type(field(view.container, 'Selling points'), ' No collateral \n\nSame-day payout');
    type(field(view.container, 'Images'), '/static/products/quick.svg');
    await act(async () => view.container.querySelector('form')?.requestSubmit());

    await vi.waitFor(() => expect(view.container.textContent).toContain('Sent for approval.'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/attempt/console/promotion-templates/tpl-ph-2026');
    expect(posts[0]?.body).toEqual({
      ...ENTRY.template,
      title: 'Payday cash today',
      backgroundColor: '#102030',
      texts: ['No collateral', 'Same-day payout'],
      images: ['/static/products/quick.svg'],
    });
    // Nothing is saved until a second admin approves: the last save and the typed draft stay as they were.
    expect(view.container.textContent).toContain('by the demo seed');
    expect(field(view.container, 'Title').value).toBe('Payday cash today');
    const open = [...view.container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Open the landing page',
    );
    expect(open?.getAttribute('href')).toBe('/promotion?templateId=tpl-ph-2026');
  });

  it("shows the server's sentence when a field is refused, and keeps what was typed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        init.method === 'POST'
          ? new Response(JSON.stringify({ code: 1001, message: 'The title cannot be empty.', data: null }), {
              status: 400,
            })
          : new Response(JSON.stringify({ code: 0, message: 'success', data: { templates: [ENTRY] } })),
      ),
    );
    const view = render(<TemplateEditor />);
    await vi.waitFor(() => expect(field(view.container, 'Title')?.value).toBe('Cash in minutes'));
    type(field(view.container, 'Title'), ' ');
    await act(async () => view.container.querySelector('form')?.requestSubmit());
    await vi.waitFor(() =>
      expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('The title cannot be empty.'),
    );
    expect(field(view.container, 'Title').value).toBe(' ');
  });
});
