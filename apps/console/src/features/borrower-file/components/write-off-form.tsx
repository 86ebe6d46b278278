// A loan long past due proposed for write-off from the borrower's file (issue 42): collections or finance say why,
// and a second finance member approves it in Approvals. The server holds the rule (days past due, a setting): a
// loan too recent is refused with the figures, shown here as they come.
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { proposeWriteOff } from '../api/borrower-file-api';

export function WriteOffForm({ orderId }: { orderId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await proposeWriteOff(orderId, reason);
      setNotice({
        ok: true,
        text: t(outcome.status === 'done' ? 'fileWriteOffDone' : 'fileWriteOffPending'),
      });
      setOpen(false);
    } catch (error) {
      setNotice({ ok: false, text: t('fileWriteOffFailed', { error: errorText(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="file-write-off">
      {open ? (
        <form onSubmit={(e) => void submit(e)} aria-labelledby={id}>
          <p id={id}>{t('fileWriteOffNote')}</p>
          <label>
            {t('fileWriteOffReason')}
            <textarea required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" disabled={busy || reason.trim() === ''}>
            {t('fileWriteOffPropose')}
          </button>{' '}
          <button type="button" onClick={() => setOpen(false)}>
            {t('fileWriteOffCancel')}
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          {t('fileWriteOff')}
        </button>
      )}
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'file-muted' : 'file-error'}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
