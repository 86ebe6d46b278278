// The notification templates in the back office (issue 29): pick an event and language, edit its title and message
// with the placeholders it may use, preview it filled with sample values, save (the server refuses an unknown
// placeholder, naming it) or go back to the default. Saved wording is used by the next message of that event.
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { NotificationTemplateEntry } from '@pautang/contract/notifications';
import { formatDate } from '@pautang/contract/format/date';
import '../../../components/editor-form/editor-form.css';
import { SaveStatus, useSaving } from '../../../components/editor-form/save-status';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import {
  getNotificationTemplates,
  previewNotificationTemplate,
  resetNotificationTemplate,
  saveNotificationTemplate,
} from '../api/notification-templates-api';

const keyOf = (e: Pick<NotificationTemplateEntry, 'event' | 'lang'>) => `${e.event}/${e.lang}`;

export function NotificationTemplates() {
  const headingId = useId();
  const load = useCallback(getNotificationTemplates, []);
  const templates = useResource(load);
  const [chosen, setChosen] = useState('');
  // What the server answered since the list was loaded (a save or a reset), shown without a reload.
  const [updated, setUpdated] = useState<Record<string, NotificationTemplateEntry>>({});
  const entries = templates.status === 'ready' ? templates.data.map((e) => updated[keyOf(e)] ?? e) : [];
  const entry = entries.find((e) => keyOf(e) === chosen) ?? entries[0];

  return (
    <section aria-labelledby={headingId} data-testid="notification-templates">
      <h2 id={headingId}>{t('ntTitle')}</h2>
      <p className="support-muted">{t('ntIntro')}</p>
      {templates.status === 'loading' && <p className="support-muted">{t('ntLoading')}</p>}
      {templates.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: templates.error })}{' '}
          <button type="button" onClick={templates.reload}>
            {t('retry')}
          </button>
        </p>
      )}
      {templates.status === 'ready' && entries.length === 0 && (
        <p className="support-muted">{t('ntEmpty')}</p>
      )}
      {entry && (
        <>
          <label>
            {t('ntPick')}
            <select value={keyOf(entry)} onChange={(e) => setChosen(e.target.value)}>
              {entries.map((e) => (
                <option key={keyOf(e)} value={keyOf(e)}>
                  {e.event} ({e.lang}){e.source === 'saved' ? ' *' : ''}
                </option>
              ))}
            </select>
          </label>
          {/* A new choice starts a new form; typing is never overwritten by a reload. */}
          <TemplateForm
            key={keyOf(entry)}
            entry={entry}
            onChanged={(next) => setUpdated((u) => ({ ...u, [keyOf(next)]: next }))}
          />
        </>
      )}
    </section>
  );
}

function TemplateForm({
  entry,
  onChanged,
}: {
  entry: NotificationTemplateEntry;
  onChanged: (entry: NotificationTemplateEntry) => void;
}) {
  const [draft, setDraft] = useState({ title: entry.title, body: entry.body });
  const [preview, setPreview] = useState<{ title: string; body: string } | { error: string } | null>(null);
  const { status, save, edited } = useSaving();
  const [lastAction, setLastAction] = useState<'save' | 'reset'>('save');
  const key = { event: entry.event, lang: entry.lang };

  const set = (field: 'title' | 'body', value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setPreview(null);
    edited();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLastAction('save');
    save(() => saveNotificationTemplate(key, draft), onChanged);
  };
  const reset = () => {
    setLastAction('reset');
    save(
      () => resetNotificationTemplate(key),
      (next) => {
        setDraft({ title: next.title, body: next.body });
        onChanged(next);
      },
    );
  };
  const showPreview = () =>
    previewNotificationTemplate(key, draft).then(setPreview, (error: unknown) =>
      setPreview({ error: errorText(error) }),
    );

  return (
    <form className="editor-form" onSubmit={submit} noValidate>
      <p className="support-muted">{entry.legal ? t('ntLegal') : t('ntMarketing')}</p>
      <p className="support-muted" data-testid="notification-template-source">
        {entry.source === 'saved' && entry.updatedAt
          ? t('ntSavedBy', { at: formatDate(entry.updatedAt), by: entry.updatedBy })
          : t('ntDefault')}
      </p>
      <p className="support-muted">
        {t('ntPlaceholders')} <code>{entry.placeholders.map((p) => `{${p}}`).join(' ')}</code>
      </p>
      <label>
        {t('ntTitleLabel')}
        <input value={draft.title} onChange={(e) => set('title', e.target.value)} />
      </label>
      <label>
        {t('ntBodyLabel')}
        <textarea rows={4} value={draft.body} onChange={(e) => set('body', e.target.value)} />
      </label>
      <div className="editor-form__actions">
        <button type="submit" disabled={status.kind === 'saving'}>
          {status.kind === 'saving' ? t('ntSaving') : t('ntSave')}
        </button>
        <button type="button" onClick={() => void showPreview()}>
          {t('ntPreview')}
        </button>
        {entry.source === 'saved' && (
          <button type="button" onClick={reset}>
            {t('ntReset')}
          </button>
        )}
      </div>
      {preview && 'error' in preview && (
        <p role="alert" className="support-error">
          {preview.error}
        </p>
      )}
      {preview && !('error' in preview) && (
        <div data-testid="notification-template-preview">
          <p className="support-muted">{t('ntPreviewTitle')}</p>
          <p>
            <strong>{preview.title}</strong>
          </p>
          <p>{preview.body}</p>
        </div>
      )}
      <SaveStatus status={status} savedText={lastAction === 'reset' ? t('ntResetDone') : t('ntSaved')} />
    </form>
  );
}
