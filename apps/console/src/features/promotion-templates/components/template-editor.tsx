// The landing-template editor in the back office: colours, title, subtitle, images (our own /static/ files),
// selling points and the button. Saving proposes a new version; once a second admin approves it (maker-checker,
// issue 28) the landing page reads it on its next visit, so marketing changes need no rebuild. The server checks every field and says what to fix.
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { TemplateEntry } from '@pautang/contract/back-office';
import { formatDate } from '@pautang/contract/format/date';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { PromotionTemplate } from '@pautang/contract/promotion';
import '../../../components/editor-form/editor-form.css';
import { SaveStatus, useSaving } from '../../../components/editor-form/save-status';
import { ColourField } from '../../../components/colour-field/colour-field';
import { t } from '../../../i18n/messages';
import { useResource } from '../../../lib/use-resource';
import { getTemplates, saveTemplate } from '../api/promotion-templates-api';
import './template-editor.css';

type Draft = Omit<PromotionTemplate, 'images' | 'texts'> & { images: string; texts: string };

const toDraft = (t: PromotionTemplate): Draft => ({
  ...t,
  images: t.images.join('\n'),
  texts: t.texts.join('\n'),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const fromDraft = (d: Draft): PromotionTemplate => ({ ...d, images: lines(d.images), texts: lines(d.texts) });

const COLOURS = ['backgroundColor', 'fontColor', 'buttonColor'] as const;
const TEXTS = ['title', 'subtitle', 'buttonText'] as const;

export function TemplateEditor() {
  const headingId = useId();
  const load = useCallback(getTemplates, []);
  const templates = useResource(load);
  const [chosen, setChosen] = useState('');
  const entries = templates.status === 'ready' ? templates.data : [];
  const entry = entries.find((e) => e.id === chosen) ?? entries[0];

  return (
    <section className="template-editor" aria-labelledby={headingId} data-testid="template-editor">
      <h2 id={headingId}>{t('templatesTitle')}</h2>
      <p className="support-muted">{t('templatesIntro')}</p>
      {templates.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: templates.error })}
        </p>
      )}
      {templates.status === 'ready' && entries.length === 0 && (
        <p className="support-muted">{t('templatesEmpty')}</p>
      )}
      {entry && (
        <>
          <label className="template-editor__pick">
            {t('templatePick')}
            <select value={entry.id} onChange={(e) => setChosen(e.target.value)}>
              {entries.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.id}
                </option>
              ))}
            </select>
          </label>
          {/* A new choice starts a new form; typing is never overwritten by a reload. */}
          <TemplateForm key={entry.id} entry={entry} />
        </>
      )}
    </section>
  );
}

function TemplateForm({ entry }: { entry: TemplateEntry }) {
  const current = entry;
  const [draft, setDraft] = useState(() => toDraft(entry.template));
  const { status, save, edited } = useSaving();

  const set = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    edited();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The change waits for a second admin (maker-checker): the draft stays as typed until it is approved.
    save(
      () => saveTemplate(current.id, fromDraft(draft)),
      () => undefined,
    );
  };

  return (
    <form className="editor-form" onSubmit={submit} noValidate>
      <p className="support-muted" data-testid="template-saved-by">
        {t('templateSavedBy', {
          at: formatDate(current.updatedAt),
          by: current.updatedBy || t('templateSeeded'),
        })}
      </p>
      <div className="editor-form__colours">
        {COLOURS.map((key) => (
          <ColourField
            key={key}
            label={t(`template_${key}`)}
            value={draft[key]}
            onChange={(v) => set(key, v)}
          />
        ))}
      </div>
      {TEXTS.map((key) => (
        <label key={key}>
          {t(`template_${key}`)}
          <input value={draft[key]} onChange={(e) => set(key, e.target.value)} />
        </label>
      ))}
      <label>
        {t('template_texts')}
        <textarea rows={4} value={draft.texts} onChange={(e) => set('texts', e.target.value)} />
      </label>
      <label>
        {t('template_images')}
        <textarea
          rows={2}
          value={draft.images}
          placeholder="/static/products/quick.svg"
          onChange={(e) => set('images', e.target.value)}
        />
      </label>
      <div className="editor-form__actions">
        <button type="submit" disabled={status.kind === 'saving'}>
          {status.kind === 'saving' ? t('templateSaving') : t('templateSave')}
        </button>
        <a
          href={`${H5_PATHS.promotion}?templateId=${encodeURIComponent(current.id)}`}
          target="_blank"
          rel="noopener"
        >
          {t('templateOpen')}
        </a>
      </div>
      <SaveStatus status={status} savedText={t('sentForApproval')} />
    </form>
  );
}
