import { useId } from 'react';
import { t } from '../../../i18n/messages';
import './demo-controls.css';

/** Sidebar slot for demo-only switches. A later issue adds the business-date control here. */
export function DemoControls() {
  const headingId = useId();
  return (
    <section className="demo-controls" aria-labelledby={headingId}>
      <h2 id={headingId} className="demo-controls__heading">
        {t('demoControlsHeading')}
      </h2>
      <p className="demo-controls__note">{t('demoControlsNote')}</p>
    </section>
  );
}
