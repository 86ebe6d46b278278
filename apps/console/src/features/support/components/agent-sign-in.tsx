// The support agent's sign-in. The password goes once to the server, which answers with an HttpOnly cookie:
// nothing here keeps it.
import { useId, useState, type FormEvent } from 'react';
import type { AgentInfo } from '@pautang/contract/back-office';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { signIn } from '../api/support-api';

export function AgentSignIn({ onSignedIn }: { onSignedIn: (agent: AgentInfo) => void }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      onSignedIn(await signIn(username.trim(), password));
    } catch (err) {
      setError(errorText(err));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="support-sign-in" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('agentSignInTitle')}</h2>
      <label htmlFor={`${id}-user`}>{t('agentUsername')}</label>
      <input
        id={`${id}-user`}
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      <label htmlFor={`${id}-pass`}>{t('agentPassword')}</label>
      <input
        id={`${id}-pass`}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <button type="submit" disabled={busy}>
        {busy ? t('agentSigningIn') : t('agentSignIn')}
      </button>
      {error && (
        <p role="alert" className="support-error">
          {error}
        </p>
      )}
    </form>
  );
}
