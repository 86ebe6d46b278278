// The agent's reply: text (up to 2,000 characters), images under the same upload rules as the borrower's (the
// server checks the content), and whether to ask for a rating. One id per form: a double click sends once.
import { useId, useRef, useState } from 'react';
import { BACK_OFFICE_LIMITS, type ComplaintView } from '@pautang/contract/back-office';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { replyToComplaint, uploadImage } from '../api/support-api';
import { ownPath } from './status-label';

export function ReplyForm({
  complaintId,
  onSent,
}: {
  complaintId: string;
  onSent: (view: ComplaintView) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [wantsRating, setWantsRating] = useState(true);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Kept apart: a failure is an alert in the error style, a sent reply a quiet status.
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const requestId = useRef(crypto.randomUUID());

  const add = async (file: File) => {
    setUploading(true);
    setError('');
    setSent('');
    try {
      const { url } = await uploadImage(file);
      setImages((list) => [...list, url]);
    } catch (err) {
      setError(t('uploadFailed', { error: errorText(err) }));
    } finally {
      setUploading(false);
    }
  };

  const send = async () => {
    setSent('');
    if (text.trim() === '') {
      setError(t('replyEmpty'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const view = await replyToComplaint(complaintId, {
        text,
        images,
        wantsRating,
        requestId: requestId.current,
      });
      setText('');
      setImages([]);
      requestId.current = crypto.randomUUID();
      setSent(t('replySent'));
      onSent(view);
    } catch (err) {
      setError(t('actionFailed', { error: errorText(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="support-reply" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('replyTitle')}</h3>
      <label htmlFor={`${id}-text`}>{t('replyText')}</label>
      <textarea
        id={`${id}-text`}
        rows={5}
        maxLength={BACK_OFFICE_LIMITS.replyText}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, BACK_OFFICE_LIMITS.replyText))}
      />
      <span className="support-muted">
        {t('replyCounter', { n: text.length, max: BACK_OFFICE_LIMITS.replyText })}
      </span>
      <p>{t('replyImages', { max: BACK_OFFICE_LIMITS.images })}</p>
      <ul className="support-images">
        {images.map((url, i) => (
          <li key={url}>
            <img src={ownPath(url)} alt="" width={72} height={72} />
            <button
              type="button"
              aria-label={t('replyRemoveImage', { n: i + 1 })}
              onClick={() => setImages((list) => list.filter((_, k) => k !== i))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {images.length < BACK_OFFICE_LIMITS.images && (
        <label className="support-upload">
          {t('replyAddImage')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void add(file);
            }}
          />
        </label>
      )}
      <label className="support-check">
        <input type="checkbox" checked={wantsRating} onChange={(e) => setWantsRating(e.target.checked)} />
        {t('replyWantsRating')}
      </label>
      <button type="button" disabled={busy || uploading} onClick={() => void send()}>
        {busy ? t('replySending') : t('replySend')}
      </button>
      {error && (
        <p role="alert" className="support-error">
          {error}
        </p>
      )}
      {sent && (
        <p role="status" className="support-message">
          {sent}
        </p>
      )}
    </section>
  );
}
