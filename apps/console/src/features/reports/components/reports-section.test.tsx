// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentInfo } from '@pautang/contract/back-office';
import type { ComplaintsReport, PortfolioReport } from '@pautang/contract/reports';
import { byRole, click, flush, render } from '../../../testing/test-utils';
import { ReportsSection } from './reports-section';

// uPlot draws on a canvas the test DOM lacks: a stand-in records what each chart was given.
const charts = vi.hoisted(
  () =>
    [] as {
      options: { series: { label?: string }[] };
      data: number[][];
      sizes: { width: number; height: number }[];
    }[],
);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    private readonly sizes: { width: number; height: number }[] = [];
    constructor(options: { series: { label?: string }[] }, data: number[][]) {
      charts.push({ options, data, sizes: this.sizes });
    }
    setSize(size: { width: number; height: number }) {
      this.sizes.push(size);
    }
    destroy() {}
  }
  return { default: FakePlot };
});

const AGENT: AgentInfo = { id: 'staff-credit', displayName: 'Credit', username: 'credit', roles: ['credit'] };

const zero = {
  disbursedCount: 0,
  disbursedAmount: 0,
  collectedCount: 0,
  collectedAmount: 0,
  rolloverCount: 0,
  rolloverAmount: 0,
};

const PORTFOLIO: PortfolioReport = {
  from: '2026-11-19',
  to: '2026-11-21',
  businessDate: '2026-11-21',
  figuresAt: '2026-11-21T01:55:00.000Z',
  outstandingAmount: 2_000_000,
  byStatus: [
    { status: 174, count: 2, principalAmount: 1_000_000, outstandingAmount: 900_000 },
    { status: 180, count: 3, principalAmount: 1_400_000, outstandingAmount: 1_100_000 },
  ],
  par30: { amount: 500_000, bp: 2500 },
  par90: { amount: 200_000, bp: 1000 },
  days: [
    { ...zero, day: '2026-11-19', disbursedCount: 1, disbursedAmount: 500_000 },
    { ...zero, day: '2026-11-20' },
    {
      ...zero,
      day: '2026-11-21',
      collectedCount: 2,
      collectedAmount: 60_000,
      rolloverCount: 1,
      rolloverAmount: 20_000,
    },
  ],
  channels: [{ channel: '711', channelName: '7-Eleven', count: 1, amount: 110_000 }],
};

const COMPLAINTS: ComplaintsReport = {
  from: '2026-11-19',
  to: '2026-11-21',
  businessDate: '2026-11-21',
  filedCount: 4,
  acknowledgement: { onTime: 1, late: 2, pending: 1, averageMinutes: 3570 },
  resolution: { onTime: 1, late: 1, pending: 2, averageMinutes: null },
  openByType: [{ type: 1, title: 'Collection', count: 1 }],
  ratings: {
    count: 3,
    averageScore: '3.67',
    distribution: [1, 2, 3, 4, 5].map((score) => ({ score, count: score === 2 || score >= 4 ? 1 : 0 })),
  },
};

function serve(answers: { portfolio: unknown; complaints: unknown }, status = 200) {
  const fetch = vi.fn(async (url: string) => {
    const data = url.includes('/reports/portfolio') ? answers.portfolio : answers.complaints;
    return new Response(
      JSON.stringify(status === 200 ? { code: 0, message: 'success', data } : { code: 500, message: 'Down' }),
      {
        status,
      },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  charts.length = 0;
});

const rowsOf = (testId: string) =>
  Array.from(document.querySelectorAll(`[data-testid="${testId}"] tbody tr`)).map((tr) =>
    Array.from(tr.querySelectorAll('td')).map((td) => td.textContent),
  );

describe('the reports section', () => {
  it('shows the portfolio: outstanding, PAR, loans by status, days, channels, with two charts', async () => {
    serve({ portfolio: PORTFOLIO, complaints: COMPLAINTS });
    render(<ReportsSection agent={AGENT} />);
    await flush();
    const portfolio = document.querySelector('[data-testid="portfolio-report"]');
    expect(portfolio?.querySelector('[data-figure="outstanding"]')?.textContent).toBe('₱20,000.00');
    // When the book's figures were summed (a job keeps them on a large book), in Manila time.
    expect(portfolio?.querySelector('[data-figure="figures-at"]')?.textContent).toBe(
      'Outstanding principal, PAR and loans by status as of 2026-11-21 09:55:00; the days as they closed, today as it stands.',
    );
    expect(portfolio?.querySelector('[data-figure="par30"]')?.textContent).toBe(
      '₱5,000.00 · 25.00% of outstanding',
    );
    expect(portfolio?.querySelector('[data-figure="par90"]')?.textContent).toBe(
      '₱2,000.00 · 10.00% of outstanding',
    );
    expect(rowsOf('portfolio-by-status')).toEqual([
      ['Repayable', '2', '₱10,000.00', '₱9,000.00'],
      ['Overdue', '3', '₱14,000.00', '₱11,000.00'],
    ]);
    expect(rowsOf('portfolio-per-day')).toHaveLength(3);
    expect(rowsOf('portfolio-channels')).toEqual([['7-Eleven', '1', '₱1,100.00']]);
    // Disbursed and collected per day, and rollovers per day, each day a point.
    expect(charts.map((c) => c.options.series.map((s) => s.label))).toEqual([
      ['Day', 'Disbursed', 'Collected'],
      ['Day', 'Rollovers'],
    ]);
    expect(charts[0]?.data).toEqual([
      [0, 1, 2],
      [500_000, 0, 0],
      [0, 0, 60_000],
    ]);
    // Each chart names its lines under it, each in its own colour (issue 40: the chart had no legend).
    const legends = [...document.querySelectorAll('[data-testid="chart-legend"]')];
    expect(legends.map((l) => [...l.querySelectorAll('li')].map((li) => li.textContent))).toEqual([
      ['Disbursed', 'Collected'],
      ['Rollovers'],
    ]);
    const swatches = [...(legends[0]?.querySelectorAll<HTMLElement>('.reports-legend__swatch') ?? [])];
    expect(new Set(swatches.map((s) => s.style.background)).size).toBe(2);
  });

  it('redraws each chart at its box’s width when the screen narrows', async () => {
    // The test DOM has no ResizeObserver: a stand-in that reports a box's change when told.
    const observed: { box: Element; report: () => void }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe(box: Element) {
          observed.push({ box, report: this.callback });
        }
        disconnect() {}
      },
    );
    serve({ portfolio: PORTFOLIO, complaints: COMPLAINTS });
    render(<ReportsSection agent={AGENT} />);
    await flush();
    expect(observed).toHaveLength(2);
    for (const { box, report } of observed) {
      Object.defineProperty(box, 'clientWidth', { value: 288, configurable: true });
      report();
    }
    expect(charts.map((c) => c.sizes)).toEqual([
      [{ width: 288, height: 220 }],
      [{ width: 288, height: 220 }],
    ]);
  });

  it('shows the complaint clocks, open complaints and ratings', async () => {
    serve({ portfolio: PORTFOLIO, complaints: COMPLAINTS });
    render(<ReportsSection agent={AGENT} />);
    await flush();
    expect(rowsOf('complaints-deadlines')).toEqual([
      [expect.stringContaining('Acknowledged'), '1', '2', '1', '59 h 30 min'],
      [expect.stringContaining('Closed'), '1', '1', '2', '—'],
    ]);
    expect(rowsOf('complaints-open')).toEqual([['Collection', '1']]);
    expect(rowsOf('complaints-ratings').map((r) => r.join('|'))).toEqual(['1|0', '2|1', '3|0', '4|1', '5|1']);
    expect(document.querySelector('[data-figure="ratings"]')?.textContent).toBe(
      '3 ratings, average 3.67 of 5',
    );
  });

  it('asks for the range chosen', async () => {
    const fetch = serve({ portfolio: PORTFOLIO, complaints: COMPLAINTS });
    render(<ReportsSection agent={AGENT} />);
    await flush();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/console\/reports\/portfolio$/);
    const from = document.querySelector<HTMLInputElement>('input[type="date"]');
    if (!from) throw new Error('no date input');
    // React reads the value through the native setter, then the input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(from, '2026-10-01');
    from.dispatchEvent(new Event('input', { bubbles: true }));
    click(byRole('button', 'Show'));
    await flush();
    const asked = fetch.mock.calls.map((c) => String(c[0]));
    expect(asked).toContain('/attempt/console/reports/portfolio?from=2026-10-01');
    expect(asked).toContain('/attempt/console/reports/complaints?from=2026-10-01');
  });

  it('leaves out a chart with nothing to draw', async () => {
    serve({
      portfolio: {
        ...PORTFOLIO,
        days: PORTFOLIO.days.map((d) => ({ ...d, rolloverCount: 0, rolloverAmount: 0 })),
      },
      complaints: COMPLAINTS,
    });
    render(<ReportsSection agent={AGENT} />);
    await flush();
    expect(charts.map((c) => c.options.series.map((s) => s.label))).toEqual([
      ['Day', 'Disbursed', 'Collected'],
    ]);
    expect(document.querySelectorAll('[aria-label="Rollovers per day"]')).toHaveLength(0);
  });

  it('says when the range is quiet, and when nothing is open or rated', async () => {
    serve({
      portfolio: { ...PORTFOLIO, days: PORTFOLIO.days.map((d) => ({ ...d, ...zero })), channels: [] },
      complaints: {
        ...COMPLAINTS,
        openByType: [],
        ratings: {
          count: 0,
          averageScore: null,
          distribution: COMPLAINTS.ratings.distribution.map((d) => ({ ...d, count: 0 })),
        },
      },
    });
    render(<ReportsSection agent={AGENT} />);
    await flush();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Nothing was disbursed, collected or rolled over in this range.');
    expect(text).toContain('No payment reached the ledger in this range.');
    expect(text).toContain('No complaint is open.');
    expect(text).toContain('No rating was given in this range.');
    expect(charts).toHaveLength(0);
  });

  it('says when a report cannot be read, and reads it again on Retry', async () => {
    const fetch = serve({ portfolio: PORTFOLIO, complaints: COMPLAINTS }, 500);
    render(<ReportsSection agent={AGENT} />);
    await flush();
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(2);
    expect(document.body.textContent).toContain('Could not load: Down');
    serve({ portfolio: PORTFOLIO, complaints: COMPLAINTS });
    click(document.querySelector('[data-testid="portfolio-report"] button') as Element);
    await flush();
    expect(document.querySelector('[data-figure="outstanding"]')?.textContent).toBe('₱20,000.00');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
