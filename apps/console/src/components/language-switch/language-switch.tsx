import { useId } from 'react';
import { isLanguage, switchLanguage, useLanguage, LANGUAGES, type Language } from '../../i18n/language';
import { t, type MessageKey } from '../../i18n/messages';
import './language-switch.css';

const NAMES: Record<Language, MessageKey> = { en: 'languageEnglish', fil: 'languageFilipino' };

export type LanguageSwitchProps = {
  /** Its label; the console's own switch by default. Mine's names the app's language instead. */
  label?: MessageKey;
  /** After the console shows the new language (Mine: the server stores it for the borrower's texts). */
  onSwitched?: (language: Language, previous: Language) => void;
};

/**
 * The console's language, in the back office's header, on the host simulator's page and on its Mine tab
 * (i18n/language.ts): one language for the whole console, so every switch shows the same choice.
 */
export function LanguageSwitch({ label = 'languageLabel', onSwitched }: LanguageSwitchProps) {
  const language = useLanguage();
  const id = useId();
  return (
    <span className="language-switch">
      <label htmlFor={id}>{t(label)}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void switchLanguage(next).then(() => onSwitched?.(next, language));
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
