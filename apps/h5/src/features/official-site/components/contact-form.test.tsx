// @vitest-environment happy-dom
// The Contact tab (spec 2 §2.12, §5) against a fake server: an incomplete form is refused before any call with
// the spec's toast, a complete one is sent with its four fields and answered 'Successful!' (the form empties), and
// a server refusal shows the server's sentence and keeps what was typed.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, getByRole, render } from '../../../components/ui/test-utils';
import { siteText as text } from '../../../i18n/en/official-site';
import { ContactForm } from './contact-form';

let sent: Record<string, string>[];
let answer: { code: number; message: string };
beforeEach(() => {
  sent = [];
  answer = { code: 0, message: 'success' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as Record<string, string>);
      return new Response(JSON.stringify({ ...answer, data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const settle = async () => {
  for (let i = 0; i < 4; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
};
function type(name: string, value: string) {
  const field = document.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return field;
}
const toastText = () => document.querySelector('.ui-toast-host')?.textContent ?? '';
const fill = () => {
  type('name', 'Ana Cruz');
  type('telephone', '0917 123 4567');
  type('email', 'ana@example.ph');
  type('message', 'Do you lend to OFWs?');
};

describe('contact form', () => {
  it('refuses an incomplete message before any call (a blank of spaces counts as empty)', async () => {
    render(<ContactForm />);
    fill();
    type('message', '   ');
    click(getByRole('button', text.send));
    await settle();
    expect(toastText()).toBe(text.incomplete);
    expect(sent).toHaveLength(0);
  });

  it('sends the four fields, says Successful! and empties the form', async () => {
    render(<ContactForm />);
    fill();
    click(getByRole('button', text.send));
    await settle();
    expect(sent).toEqual([
      {
        name: 'Ana Cruz',
        telephone: '0917 123 4567',
        email: 'ana@example.ph',
        message: 'Do you lend to OFWs?',
      },
    ]);
    expect(toastText()).toBe(text.sent);
    expect((document.querySelector('[name="name"]') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    answer = { code: 1001, message: 'Please enter an e-mail address like name@example.com.' };
    render(<ContactForm />);
    fill();
    click(getByRole('button', text.send));
    await settle();
    expect(toastText()).toBe('Please enter an e-mail address like name@example.com.');
    expect((document.querySelector('[name="message"]') as HTMLTextAreaElement).value).toBe(
      'Do you lend to OFWs?',
    );
  });
});
