// The environment config of spec 2 §3 in the back office: the site's colours, the service phone, the app's
// scheme URL, id and name. The site and the H5 read it on every page, so a change shows on the next page load once
// a second admin has approved it (maker-checker, issue 28): saving here proposes it.
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { AppSettings, AppSettingsEntry } from '@pautang/contract/app-settings';
import { formatDate } from '@pautang/contract/format/date';
import '../../../components/editor-form/editor-form.css';
import { SaveStatus, useSaving } from '../../../components/editor-form/save-status';
import { ColourField } from '../../../components/colour-field/colour-field';
import { t } from '../../../i18n/messages';
import { useResource } from '../../../lib/use-resource';
import { getAppSettings, saveAppSettings } from '../api/app-settings-api';

const TEXTS = ['servicePhone', 'appSchemeUrl', 'appStoreId', 'appName'] as const;

export function AppSettingsEditor() {
  const id = useId();
  const load = useCallback(getAppSettings, []);
  const entry = useResource(load);
  return (
    <section className="app-settings" aria-labelledby={id} data-testid="app-settings">
      <h2 id={id}>{t('settingsTitle')}</h2>
      <p className="support-muted">{t('settingsIntro')}</p>
      {entry.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: entry.error })}
        </p>
      )}
      {entry.status === 'ready' && <SettingsForm entry={entry.data} />}
    </section>
  );
}

function SettingsForm({ entry }: { entry: AppSettingsEntry }) {
  const current = entry;
  const [draft, setDraft] = useState<AppSettings>(entry.settings);
  const { status, save, edited } = useSaving();
  const set = (key: keyof AppSettings, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    edited();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A change waits for a second admin (maker-checker): the draft stays as typed, the saved values as they were.
    save(
      () => saveAppSettings(draft),
      () => undefined,
    );
  };
  return (
    <form className="editor-form" onSubmit={submit} noValidate>
      <p className="support-muted">
        {current.updatedBy
          ? t('templateSavedBy', { at: formatDate(current.updatedAt), by: current.updatedBy })
          : t('settingsDefaults')}
      </p>
      <div className="editor-form__colours">
        <ColourField
          label={t('settings_backgroundColor')}
          value={draft.backgroundColor}
          onChange={(v) => set('backgroundColor', v)}
        />
        <ColourField
          label={t('settings_fontColor')}
          value={draft.fontColor}
          onChange={(v) => set('fontColor', v)}
        />
      </div>
      {TEXTS.map((key) => (
        <label key={key}>
          {t(`settings_${key}`)}
          <input value={draft[key]} onChange={(e) => set(key, e.target.value)} />
        </label>
      ))}
      <div className="editor-form__actions">
        <button type="submit" disabled={status.kind === 'saving'}>
          {status.kind === 'saving' ? t('templateSaving') : t('settingsSave')}
        </button>
        <a href="/" target="_blank" rel="noopener">
          {t('settingsOpenSite')}
        </a>
      </div>
      <SaveStatus status={status} savedText={t('sentForApproval')} />
    </form>
  );
}
