import { useId } from 'react';
import { t } from '../../../i18n/messages';
import './url-box.css';

/** The frame's current H5 path, selectable so a demo can copy it. */
export function UrlBox({ path }: { path: string | null }) {
  const id = useId();
  return (
    <div className="url-box">
      <label htmlFor={id} className="url-box__label">
        {t('urlLabel')}
      </label>
      <input
        id={id}
        className="url-box__input"
        type="text"
        readOnly
        value={path ?? ''}
        placeholder={t('urlNone')}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
