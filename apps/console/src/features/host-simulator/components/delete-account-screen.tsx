// Delete account: the borrower types DELETE (a deletion is never one stray tap). While a loan is open it is refused
// with the reason; otherwise every session ends, and the app says what happened to the personal data: erased at
// once (no loan was ever paid out), or kept as the law requires and anonymised on a stated day.
import { useId, useState, type FormEvent } from 'react';
import type { UserDelete } from '@pautang/contract/origination';
import type { SessionParams } from '@pautang/contract/session';
import { t } from '../../../i18n/messages';
import { borrowerSession } from '../../../lib/app-call';
import { errorText } from '../../../lib/request';
import { deleteAccount } from '../api/delete-account';
import { useUserMenu } from '../api/get-user-menu';

export const DELETE_WORD = 'DELETE';

export type DeleteAccountScreenProps = {
  session: SessionParams;
  /** The account is gone (its sessions with it): back to sign-in. */
  onDeleted: () => void;
};

export function DeleteAccountScreen({ session, onDeleted }: DeleteAccountScreenProps) {
  const menu = useUserMenu(borrowerSession(session));
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<UserDelete | null>(null);
  const blocker = menu.status === 'ready' && menu.data.canDelete === 0 ? menu.data.deleteBlocker : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      setDone(await deleteAccount(borrowerSession(session)));
    } catch (e) {
      setRefusal(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (done !== null) {
    return (
      <div className="native-screen">
        <p role="status">
          {done.erased === 1 ? t('deleteErased') : t('deleteDone', { date: done.anonymiseOn })}
        </p>
        <button type="button" className="native-screen__action native-screen__primary" onClick={onDeleted}>
          {t('close')}
        </button>
      </div>
    );
  }
  return (
    <form className="native-screen" onSubmit={(e) => void submit(e)}>
      <p>{t('deleteIntro')}</p>
      {blocker && (
        <p role="alert" className="native-screen__reason">
          {blocker}
        </p>
      )}
      <label className="certify-field__title" htmlFor={id}>
        {t('deleteTypeLabel', { word: DELETE_WORD })}
      </label>
      <input
        id={id}
        className="certify-field__input"
        value={typed}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(e) => setTyped(e.target.value)}
      />
      {refusal && (
        <p role="alert" className="native-screen__reason">
          {refusal}
        </p>
      )}
      <button
        type="submit"
        className="native-screen__action native-screen__danger"
        disabled={busy || typed !== DELETE_WORD || blocker !== ''}
      >
        {t('deleteConfirm')}
      </button>
    </form>
  );
}
