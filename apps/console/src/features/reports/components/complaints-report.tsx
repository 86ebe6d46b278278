// The complaint clocks (issue 28): acknowledgement and resolution against their deadlines (RA 11765: a reply
// promised within 3 weekdays), the complaints open per type, and the ratings borrowers gave.
import { useCallback } from 'react';
import type { ComplaintsReport as Complaints, ReportRange } from '@pautang/contract/reports';
import type { ListColumn } from '../../../components/list-panel/list-panel';
import { t } from '../../../i18n/messages';
import { useResource } from '../../../lib/use-resource';
import { getComplaintsReport } from '../api/reports-api';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

type Clock = Complaints['acknowledgement'] & { name: string };
type TypeRow = Complaints['openByType'][number];
type ScoreRow = Complaints['ratings']['distribution'][number];

/** The longest rating bar, for the most common score. */
const BAR_PX = 120;

/** Minutes as hours and minutes ('26 h 5 min'): complaint clocks run over days, and staff count them in hours. */
export function durationText(minutes: number | null): string {
  if (minutes === null) return t('complaintsNoAverage');
  return t('complaintsDuration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

const CLOCK_COLUMNS: ListColumn<Clock>[] = [
  { header: t('complaintsClock'), cell: (r) => r.name },
  { header: t('complaintsOnTime'), cell: (r) => r.onTime, csv: (r) => r.onTime },
  { header: t('complaintsLate'), cell: (r) => r.late, csv: (r) => r.late },
  { header: t('complaintsPending'), cell: (r) => r.pending, csv: (r) => r.pending },
  // The export keeps minutes, a number a spreadsheet can add up.
  {
    header: t('complaintsAverage'),
    cell: (r) => durationText(r.averageMinutes),
    csv: (r) => r.averageMinutes,
  },
];

const TYPE_COLUMNS: ListColumn<TypeRow>[] = [
  { header: t('complaintsType'), cell: (r) => r.title },
  { header: t('complaintsOpen'), cell: (r) => r.count, csv: (r) => r.count },
];

export function ComplaintsReport({ range }: { range: ReportRange }) {
  const load = useCallback((signal: AbortSignal) => getComplaintsReport(range, signal), [range]);
  const report = useResource(load);
  return (
    <section
      className="reports-report"
      data-testid="complaints-report"
      aria-label={t('complaintsReportTitle')}
    >
      <h2>{t('complaintsReportTitle')}</h2>
      <ReportState resource={report}>{(data) => <ComplaintFigures report={data} />}</ReportState>
    </section>
  );
}

function ComplaintFigures({ report }: { report: Complaints }) {
  const clocks: Clock[] = [
    { name: t('complaintsAcknowledged'), ...report.acknowledgement },
    { name: t('complaintsResolved'), ...report.resolution },
  ];
  const most = Math.max(1, ...report.ratings.distribution.map((d) => d.count));
  const scoreColumns: ListColumn<ScoreRow>[] = [
    { header: t('complaintsScore'), cell: (r) => r.score, csv: (r) => r.score },
    {
      header: t('complaintsScoreCount'),
      cell: (r) => (
        <span className="reports-bar">
          {/* A bar as long as the score's share of the most common score: the distribution at a glance. */}
          <span
            className="reports-bar__fill"
            style={{ width: `${Math.round((r.count * BAR_PX) / most)}px` }}
          />
          {r.count}
        </span>
      ),
      csv: (r) => r.count,
    },
  ];
  return (
    <>
      <p className="reports-muted">
        {t('reportsRange', { from: report.from, to: report.to, businessDate: report.businessDate })} ·{' '}
        {t('complaintsFiled', { n: report.filedCount })}
      </p>
      <ReportTable
        title={t('complaintsDeadlines')}
        columns={CLOCK_COLUMNS}
        rows={clocks}
        keyOf={(r) => r.name}
        fileName={`complaint-deadlines-${report.from}-${report.to}`}
        empty=""
        testId="complaints-deadlines"
      />
      <ReportTable
        title={t('complaintsOpenByType')}
        columns={TYPE_COLUMNS}
        rows={report.openByType}
        keyOf={(r) => r.type}
        fileName={`open-complaints-${report.businessDate}`}
        empty={t('complaintsNoneOpen')}
        testId="complaints-open"
      />
      <ReportTable
        title={t('complaintsRatings')}
        columns={scoreColumns}
        rows={report.ratings.count === 0 ? [] : report.ratings.distribution}
        keyOf={(r) => r.score}
        fileName={`complaint-ratings-${report.from}-${report.to}`}
        empty={t('complaintsNoRatings')}
        testId="complaints-ratings"
      />
      {report.ratings.averageScore !== null && (
        <p data-figure="ratings">
          {t('complaintsRatingsSummary', {
            count: report.ratings.count,
            average: report.ratings.averageScore,
          })}
        </p>
      )}
    </>
  );
}
