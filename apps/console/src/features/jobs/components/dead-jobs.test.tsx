// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeadJob } from '@pautang/contract/jobs';
import { byRole, click, flush, render } from '../../../testing/test-utils';
import { DeadJobs } from './dead-jobs';

afterEach(() => vi.unstubAllGlobals());

const job = (over: Partial<DeadJob> = {}): DeadJob => ({
  id: '1b4e28ba-2fa1-4d3b-9c1e-000000000001',
  name: 'payout-sweep',
  dataSummary: '{"orderId":"CP100"}',
  error: 'the rail refused the payout',
  attempts: 3,
  failedAt: '2026-11-24T16:30:00.000Z',
  ...over,
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

type Sent = { url: string; method: string };

function serve(handle: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const s = { url, method: init.method ?? 'GET' };
      sent.push(s);
      return handle(s);
    }),
  );
  return sent;
}

describe('the dead-letter list', () => {
  it('lists each failed job with its error and tries (Manila time), and sends one again', async () => {
    let jobs = [job()];
    const sent = serve((s) => {
      if (s.method === 'POST') {
        const retried = jobs[0];
        jobs = [];
        return ok({ job: retried });
      }
      return ok({ enabled: true, jobs });
    });
    const view = render(<DeadJobs />);
    await flush();
    const rows = [...view.container.querySelectorAll('[data-testid="dead-jobs"] [data-testid="dead-job"]')];
    expect(rows.map((r) => r.textContent)).toEqual([
      'payout-sweep{"orderId":"CP100"}the rail refused the payout32026-11-25 00:30:00Send again',
    ]);
    click(byRole('button', 'Send payout-sweep again'));
    await flush();
    expect(sent.at(-2)).toMatchObject({
      method: 'POST',
      url: expect.stringContaining('/console/jobs/1b4e28ba-2fa1-4d3b-9c1e-000000000001/retry') as unknown,
    });
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('payout-sweep was sent again.');
    expect(view.container.textContent).toContain('No failed jobs.');
  });

  it('says when the queue is off, and shows a refusal as the server says it', async () => {
    serve(() => ok({ enabled: false, jobs: [] }));
    const off = render(<DeadJobs />);
    await flush();
    expect(off.container.textContent).toContain('The job queue is off on this server');
    off.unmount();

    serve(
      () =>
        new Response(JSON.stringify({ code: 1003, message: 'Your roles do not allow this.', data: null }), {
          status: 403,
        }),
    );
    const refused = render(<DeadJobs />);
    await flush();
    expect(refused.container.querySelector('[role="alert"]')?.textContent).toContain(
      'Your roles do not allow this.',
    );
  });
});
