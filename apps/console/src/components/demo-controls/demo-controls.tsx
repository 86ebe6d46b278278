import { useEffect, useId, useState } from 'react';
import { t } from '../../i18n/messages';
import {
  getBusinessDate,
  getBusinessTime,
  moveBusinessDate,
  setBusinessTime,
  type BusinessDateMove,
} from './business-date';
import './demo-controls.css';

const STEPS = [1, 7, 30, 91];

/** Demo-only switches: the business date that accrual and overdue status follow, and the Manila time of day. */
export function DemoControls() {
  const headingId = useId();
  const inputId = useId();
  const [date, setDate] = useState('');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const timeId = useId();
  const [time, setTime] = useState('');
  const [timeDraft, setTimeDraft] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    getBusinessDate(controller.signal).then(
      (d) => {
        setDate(d);
        setDraft(d);
      },
      () => undefined,
    );
    getBusinessTime(controller.signal).then(
      (value) => {
        setTime(value);
        setTimeDraft(value);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const changeTime = (change: { time: string } | { reset: true }) =>
    setBusinessTime(change).then(
      (value) => {
        setTime(value);
        setTimeDraft(value);
        setError('');
      },
      (e: Error) => setError(t('businessTimeFailed', { reason: e.message })),
    );

  const move = (change: BusinessDateMove) =>
    moveBusinessDate(change).then(
      (d) => {
        setDate(d);
        setDraft(d);
        setError('');
      },
      (e: Error) => setError(t('businessDateFailed', { reason: e.message })),
    );

  return (
    <section className="demo-controls" aria-labelledby={headingId}>
      <h2 id={headingId} className="demo-controls__heading">
        {t('demoControlsHeading')}
      </h2>
      <p className="demo-controls__note">{t('demoControlsNote')}</p>
      <label htmlFor={inputId}>{t('businessDateLabel')}</label>
      <output className="demo-controls__date" aria-live="polite" data-testid="business-date">
        {date}
      </output>
      <div className="demo-controls__row">
        <input
          id={inputId}
          type="date"
          value={draft}

          onChange={(e) => setDraft(e.target.value)}
        />
        <button
          type="button"
          onClick={() => void move({ businessDate: draft })}
          disabled={!draft || draft === date}
        >
          {t('businessDateSet')}
        </button>
      </div>
      <div className="demo-controls__row">
        {STEPS.map((days) => (
          <button key={days} type="button" onClick={() => void move({ days })}>
            {t('businessDateForward', { days })}
          </button>
        ))}
        <button type="button" onClick={() => void move({ reset: true })}>
          {t('businessDateReset')}
        </button>
      </div>
      <label htmlFor={timeId}>{t('businessTimeLabel')}</label>
      <output className="demo-controls__date" aria-live="polite" data-testid="business-time">
        {time}
      </output>
      <div className="demo-controls__row">
        <input id={timeId} type="time" value={timeDraft} onChange={(e) => setTimeDraft(e.target.value)} />
        <button
          type="button"
          onClick={() => void changeTime({ time: timeDraft })}
          disabled={!timeDraft || timeDraft === time}
        >
          {t('businessTimeSet')}
        </button>
        <button type="button" onClick={() => void changeTime({ reset: true })}>
          {t('businessTimeReset')}
        </button>
      </div>
      {error && (
        <p role="alert" className="demo-controls__error">
          {error}
        </p>
      )}
    </section>
  );
}
