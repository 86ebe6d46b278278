import { useId } from 'react';
import { isLanguage, switchLanguage, useLanguage, LANGUAGES, type Language } from '../../i18n/language';
import { t, type MessageKey } from '../../i18n/messages';
import './language-switch.css';

const NAMES: Record<Language, MessageKey> = { en: 'languageEnglish', fil: 'languageFilipino' };

/** The console's language, in the back office's header and on the host simulator's page (i18n/language.ts). */
export function LanguageSwitch() {
  const language = useLanguage();
  const id = useId();
  return (
    <span className="language-switch">
      <label htmlFor={id}>{t('languageLabel')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void switchLanguage(next);
        }}
      >
        {LANGUAGES.map((id) => (
          <option key={id} value={id}>
            {t(NAMES[id])}
          </option>
        ))}
      </select>
    </span>
  );
}
