// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, flush, render, submit, typeInto } from '../../../testing/test-utils';
import { JournalEntryForm } from './journal-entry-form';

afterEach(() => vi.unstubAllGlobals());

/** The server: records each proposal, and answers with `answer`. */
function serve(answer: { code: number; message: string; data: unknown }, status = 200) {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(answer), { status });
    }),
  );
  return posted;
}

/** The inputs of the form's line `n` (from 1), by their labels within it. */
const lineInput = (view: ReturnType<typeof render>, n: number, label: string) => {
  const fieldset = [...view.container.querySelectorAll('fieldset')][n - 1]!;
  const found = [...fieldset.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  return found!.querySelector('input')!;
};

function fill(view: ReturnType<typeof render>, debit: string) {
  const inputs = view.container.querySelectorAll<HTMLInputElement>('.journal-entry > div input');
  typeInto(inputs[0]!, '2026-11-20');
  typeInto(inputs[1]!, 'Bank charges of November');
  typeInto(lineInput(view, 1, 'Account'), '5010');
  typeInto(lineInput(view, 1, 'Debit'), debit);
  typeInto(lineInput(view, 2, 'Account'), '1021');
  typeInto(lineInput(view, 2, 'Credit'), '1,250.50');
}

describe('a journal entry by hand', () => {
  it('proposes the entry in centavos, and says it waits for a second finance member', async () => {
    const posted = serve({ code: 0, message: 'success', data: { status: 'pending', approvalId: 'AP1' } });
    const view = render(<JournalEntryForm />);
    fill(view, '1250.5');
    submit(view.container.querySelector('form')!);
    await flush();
    expect(posted).toEqual([
      {
        url: '/attempt/console/ledger/entries',
        body: {
          businessDate: '2026-11-20',
          memo: 'Bank charges of November',
          lines: [
            { account: '5010', debitAmount: 125_050, creditAmount: 0 },
            { account: '1021', debitAmount: 0, creditAmount: 125_050 },
          ],
        },
      },
    ]);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'The entry waits for a second finance member (Approvals).',
    );
  });

  it('says which line holds an amount that is not pesos, and sends nothing', async () => {
    const posted = serve({ code: 0, message: 'success', data: null });
    const view = render(<JournalEntryForm />);
    fill(view, '12.505');
    submit(view.container.querySelector('form')!);
    await flush();
    expect(posted).toEqual([]);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Line 1: write an amount in pesos, like 1500.00.',
    );
  });

  it('shows the server’s refusal (a closed month), and takes more lines up to twenty', async () => {
    serve(
      {
        code: 1009,
        message: 'The books of 2026-10 are closed. Post the correction in the open month, naming 2026-10.',
        data: null,
      },
      409,
    );
    const view = render(<JournalEntryForm />);
    fill(view, '1250.50');
    submit(view.container.querySelector('form')!);
    await flush();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Not proposed: The books of 2026-10 are closed. Post the correction in the open month, naming 2026-10.',
    );
    const add = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Add a line')!;
    for (let i = 0; i < 25; i++) click(add);
    expect(view.container.querySelectorAll('fieldset')).toHaveLength(20);
  });
});
