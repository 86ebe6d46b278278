import { useEffect, useId, useState } from 'react';
import { t } from '../../i18n/messages';
import { getBusinessDate, moveBusinessDate, type BusinessDateMove } from './business-date';
import './demo-controls.css';

const STEPS = [1, 7, 30, 91];

/** Demo-only switches: the business date that accrual and overdue status follow. */
export function DemoControls() {
  const headingId = useId();
  const inputId = useId();
  const [date, setDate] = useState('');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    getBusinessDate(controller.signal).then(
      (d) => {
        setDate(d);
        setDraft(d);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

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
      {error && (
        <p role="alert" className="demo-controls__error">
          {error}
        </p>
      )}
    </section>
  );
}
