// A chart of figures per day, drawn with uPlot (about 20 KB gzip). This file is the only one that loads it, and it
// loads it when a chart is first drawn: the library is a chunk of its own, fetched only on the reports section
// (scripts/size-console.mjs checks it). The table beside each chart holds the same figures for screen readers and
// for export; the chart is for the eye.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { t } from '../../../i18n/messages';

export type DaySeries = { label: string; values: readonly number[]; color: string };

/** The library, fetched once for every chart of the page; a failed fetch is tried again by the next chart. */
let library: Promise<typeof uPlot> | undefined;
const loadLibrary = () =>
  (library ??= import('uplot').then(
    (module) => module.default,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  ));

const HEIGHT = 220;
/** Width when the box has none yet (not laid out, or a test's DOM). */
const FALLBACK_WIDTH = 640;

export function DayChart({
  label,
  days,
  series,
  kind,
  valueText,
}: {
  /** What the chart shows, read by screen readers (the canvas itself says nothing). */
  label: string;
  days: readonly string[];
  series: readonly DaySeries[];
  kind: 'lines' | 'bars';
  /** A value as the axis and legend show it (an amount in pesos, a count). */
  valueText: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let chart: uPlot | undefined;
    let resized: ResizeObserver | undefined;
    let gone = false;
    loadLibrary().then(
      (UPlot) => {
        const element = box.current;
        if (gone || !element) return;
        const paths = kind === 'bars' ? UPlot.paths.bars?.({ size: [0.6, 40] }) : undefined;
        const options: uPlot.Options = {
          width: element.clientWidth || FALLBACK_WIDTH,
          height: HEIGHT,
          // The x values are the days' positions; their labels are the days (MM-DD), so no time zone is involved.
          scales: { x: { time: false } },
          // The legend is ours, below (issue 40: the chart had none a reader could rely on); uPlot's own is off.
          legend: { show: false },
          axes: [
            { values: (_u, splits) => splits.map((i) => days[Math.round(i)]?.slice(5) ?? '') },
            { values: (_u, splits) => splits.map(valueText), size: 90 },
          ],
          series: [
            { label: t('portfolioDay'), value: (_u, i) => (i === null ? '' : (days[i] ?? '')) },
            ...series.map((s) => ({
              label: s.label,
              stroke: s.color,
              fill: kind === 'bars' ? s.color : undefined,
              width: kind === 'bars' ? 0 : 2,
              value: (_u: uPlot, v: number | null) => (v === null ? '' : valueText(v)),
              ...(paths ? { paths } : {}),
            })),
          ],
        };
        const data: uPlot.AlignedData = [days.map((_d, i) => i), ...series.map((s) => [...s.values])];
        const drawn = new UPlot(options, data, element);
        chart = drawn;
        // The chart follows its box: drawn at one width, it kept it when the screen narrowed (a phone turned, a
        // window made smaller) and widened the page past the screen.
        if (typeof ResizeObserver !== 'undefined') {
          resized = new ResizeObserver(() =>
            drawn.setSize({ width: element.clientWidth || FALLBACK_WIDTH, height: HEIGHT }),
          );
          resized.observe(element);
        }
        setState('ready');
      },
      () => {
        if (!gone) setState('error');
      },
    );
    return () => {
      gone = true;
      resized?.disconnect();
      chart?.destroy();
    };
  }, [days, series, kind, valueText]);

  return (
    <figure className="reports-chart" aria-busy={state === 'loading'}>
      <div ref={box} role="img" aria-label={label} data-chart={state} />
      <ul className="reports-legend" aria-label={t('reportsChartLegend')} data-testid="chart-legend">
        {series.map((s) => (
          <li key={s.label}>
            <span className="reports-legend__swatch" style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      {state === 'loading' && <figcaption className="reports-muted">{t('reportsChartLoading')}</figcaption>}
      {state === 'error' && (
        <figcaption role="alert" className="reports-error">
          {t('loadFailed', { error: 'uPlot' })}
        </figcaption>
      )}
    </figure>
  );
}
