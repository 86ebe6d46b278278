// The portfolio (issue 28): outstanding principal and its share at risk, loans by status, money in and out per day,
// and payments per channel. Every table exports as CSV with plain pesos ('1234.50') and plain counts.
import { useCallback, useMemo } from 'react';
import type { PortfolioReport as Portfolio, ReportRange } from '@pautang/contract/reports';
import { formatDate } from '@pautang/contract/format/date';
import { decimalPesos, formatPeso } from '@pautang/contract/format/money';
import { formatBasisPoints } from '@pautang/contract/format/rate';
import type { ListColumn } from '../../../components/list-panel/list-panel';
import { t, type MessageKey } from '../../../i18n/messages';
import { useResource } from '../../../lib/use-resource';
import { getPortfolioReport } from '../api/reports-api';
import { DayChart, type DaySeries } from './day-chart';
import { ReportTable } from './report-table';
import { ReportState } from './report-state';

type StatusRow = Portfolio['byStatus'][number];
type DayRow = Portfolio['days'][number];
type ChannelRow = Portfolio['channels'][number];

/** Order status codes (spec 2 §4.1) as staff read them. */
const STATUS_LABELS: Record<number, MessageKey> = {
  21: 'orderStatus_21',
  110: 'orderStatus_110',
  151: 'orderStatus_151',
  170: 'orderStatus_170',
  174: 'orderStatus_174',
  180: 'orderStatus_180',
  200: 'orderStatus_200',
};

export function statusLabel(code: number): string {
  const key = STATUS_LABELS[code];
  return key ? t(key) : t('orderStatusOther', { code });
}

const money = (amount: number) => formatPeso(amount);
const axisMoney = (value: number) => formatPeso(Math.round(value));
const axisCount = (value: number) => (Number.isInteger(value) ? String(value) : '');

const STATUS_COLUMNS: ListColumn<StatusRow>[] = [
  { header: t('portfolioStatus'), cell: (r) => statusLabel(r.status) },
  { header: t('portfolioCount'), cell: (r) => r.count, csv: (r) => r.count },
  {
    header: t('portfolioPrincipal'),
    cell: (r) => money(r.principalAmount),
    csv: (r) => decimalPesos(r.principalAmount),
  },
  {
    header: t('portfolioStillOwed'),
    cell: (r) => money(r.outstandingAmount),
    csv: (r) => decimalPesos(r.outstandingAmount),
  },
];

const DAY_COLUMNS: ListColumn<DayRow>[] = [
  { header: t('portfolioDay'), cell: (r) => r.day },
  { header: t('portfolioDisbursedCount'), cell: (r) => r.disbursedCount, csv: (r) => r.disbursedCount },
  {
    header: t('portfolioDisbursed'),
    cell: (r) => money(r.disbursedAmount),
    csv: (r) => decimalPesos(r.disbursedAmount),
  },
  { header: t('portfolioCollectedCount'), cell: (r) => r.collectedCount, csv: (r) => r.collectedCount },
  {
    header: t('portfolioCollected'),
    cell: (r) => money(r.collectedAmount),
    csv: (r) => decimalPesos(r.collectedAmount),
  },
  { header: t('portfolioRolloverCount'), cell: (r) => r.rolloverCount, csv: (r) => r.rolloverCount },
  {
    header: t('portfolioRollovers'),
    cell: (r) => money(r.rolloverAmount),
    csv: (r) => decimalPesos(r.rolloverAmount),
  },
];

const CHANNEL_COLUMNS: ListColumn<ChannelRow>[] = [
  { header: t('portfolioChannel'), cell: (r) => r.channelName },
  { header: t('portfolioPayments'), cell: (r) => r.count, csv: (r) => r.count },
  { header: t('portfolioAmount'), cell: (r) => money(r.amount), csv: (r) => decimalPesos(r.amount) },
];

const active = (d: DayRow) => d.disbursedCount + d.collectedCount + d.rolloverCount > 0;

export function PortfolioReport({ range }: { range: ReportRange }) {
  const load = useCallback((signal: AbortSignal) => getPortfolioReport(range, signal), [range]);
  const report = useResource(load);
  return (
    <section className="reports-report" data-testid="portfolio-report" aria-label={t('portfolioTitle')}>
      <h2>{t('portfolioTitle')}</h2>
      <ReportState resource={report}>{(data) => <PortfolioFigures report={data} />}</ReportState>
    </section>
  );
}

function PortfolioFigures({ report }: { report: Portfolio }) {
  const days = useMemo(() => report.days.map((d) => d.day), [report]);
  const flows = useMemo<DaySeries[]>(
    () => [
      { label: t('portfolioDisbursed'), values: report.days.map((d) => d.disbursedAmount), color: '#2645f6' },
      { label: t('portfolioCollected'), values: report.days.map((d) => d.collectedAmount), color: '#1d8a4e' },
    ],
    [report],
  );
  const rollovers = useMemo<DaySeries[]>(
    () => [
      {
        label: t('portfolioRolloverCount'),
        values: report.days.map((d) => d.rolloverCount),
        color: '#c77700',
      },
    ],
    [report],
  );
  const quiet = !report.days.some(active);
  return (
    <>
      <p className="reports-muted">
        {t('reportsRange', { from: report.from, to: report.to, businessDate: report.businessDate })}
      </p>
      <p className="reports-muted" data-figure="figures-at">
        {t('portfolioFiguresAt', { at: formatDate(report.figuresAt) })}
      </p>
      <dl className="reports-figures">
        <div>
          <dt>{t('portfolioOutstanding')}</dt>
          <dd data-figure="outstanding">{money(report.outstandingAmount)}</dd>
        </div>
        <div>
          <dt>{t('portfolioPar30')}</dt>
          <dd data-figure="par30">
            {t('portfolioPar', {
              amount: money(report.par30.amount),
              share: formatBasisPoints(report.par30.bp),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('portfolioPar90')}</dt>
          <dd data-figure="par90">
            {t('portfolioPar', {
              amount: money(report.par90.amount),
              share: formatBasisPoints(report.par90.bp),
            })}
          </dd>
        </div>
      </dl>
      <ReportTable
        title={t('portfolioByStatus')}
        columns={STATUS_COLUMNS}
        rows={report.byStatus}
        keyOf={(r) => r.status}
        fileName={`loans-by-status-${report.businessDate}`}
        empty={t('portfolioNoLoans')}
        testId="portfolio-by-status"
      />
      {quiet ? (
        <p className="reports-muted">{t('portfolioQuietRange')}</p>
      ) : (
        <>
          {/* A chart with nothing to draw is left out: the table below says the same. */}
          {report.days.some((d) => d.disbursedCount + d.collectedCount > 0) && (
            <DayChart
              label={t('portfolioPerDay')}
              days={days}
              series={flows}
              kind="lines"
              valueText={axisMoney}
            />
          )}
          {report.days.some((d) => d.rolloverCount > 0) && (
            <DayChart
              label={t('portfolioRolloversPerDay')}
              days={days}
              series={rollovers}
              kind="bars"
              valueText={axisCount}
            />
          )}
          <ReportTable
            title={t('portfolioPerDay')}
            columns={DAY_COLUMNS}
            rows={report.days}
            keyOf={(r) => r.day}
            fileName={`portfolio-per-day-${report.from}-${report.to}`}
            empty={t('portfolioQuietRange')}
            testId="portfolio-per-day"
          />
        </>
      )}
      <ReportTable
        title={t('portfolioChannels')}
        columns={CHANNEL_COLUMNS}
        rows={report.channels}
        keyOf={(r) => r.channel}
        fileName={`payments-per-channel-${report.from}-${report.to}`}
        empty={t('portfolioNoPayments')}
        testId="portfolio-channels"
      />
    </>
  );
}
