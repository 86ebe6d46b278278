import type { SessionParams } from '@pautang/contract/session';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLanguage } from '../../../i18n/language';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useCreateDemoSession } from '../api/create-demo-session';
import { useDemoBorrowers, type DemoBorrower } from '../api/get-demo-borrowers';
import { sendSignInCode, signInByPhone } from '../api/phone-sign-in';
import { LenderRegistration, PrivacyConsent } from './privacy-consent';
import './sign-in-screen.css';

export type SignInScreenProps = {
  onSignedIn: (borrower: DemoBorrower, session: SessionParams) => void;
};

const RESEND_SECONDS = 60;

/**
 * The native app's login: a mobile number and the code texted to it (spec 1 key table: sms code, login). The number
 * can be typed only once the privacy notice is agreed to (`agreed`): no personal data before consent (issue 40).
 */
function PhoneSignIn({ onSignedIn, agreed }: SignInScreenProps & { agreed: boolean }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [left, setLeft] = useState(0);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const language = useLanguage();
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const askCode = () =>
    run(async () => {
      await sendSignInCode(phone, language);
      setSent(true);
      setLeft(RESEND_SECONDS);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return;
    void run(async () => {
      const params = await signInByPhone(phone, code, language);
      onSignedIn(
        {
          userId: params.userId ?? '',
          name: params.mobilePhone ?? phone,
          mobilePhone: params.mobilePhone ?? phone,
          clientType: '',
        },
        params,
      );
    });
  };

  return (
    <form className="sign-in__phone" onSubmit={submit}>
      {!agreed && <p className="sign-in__consent-first">{t('privacyConsentFirst')}</p>}
      {/* A disabled fieldset: nothing in it can be typed, focused or sent until the consent box is ticked. */}
      <fieldset className="sign-in__fields" disabled={!agreed}>
        <label>
          {t('mobileLabel')}
          <input
            value={phone}
            inputMode="tel"
            autoComplete="tel"
            maxLength={16}
            onChange={(e) => setPhone(e.target.value)}
          />
        </label>
        <button
          type="button"
          disabled={busy || left > 0 || phone.trim() === ''}
          onClick={() => void askCode()}
        >
          {left > 0 ? t('resendIn', { n: left }) : t('getCode')}
        </button>
        {sent && <p role="status">{t('codeSent')}</p>}
        <label>
          {t('codeLabel')}
          <input
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button type="submit" disabled={busy || code.length < 6}>
          {t('signInByPhone')}
        </button>
      </fieldset>
      {error && (
        <p role="alert" className="sign-in__error">
          {t('signInFailed', { error })}
        </p>
      )}
    </form>
  );
}

/** The native app's own login, and in demo mode a shortcut: pick one of the seeded demo borrowers. */
export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  const borrowers = useDemoBorrowers();
  const session = useCreateDemoSession();
  const listId = useId();
  // Unticked on every visit: consent is an act of the person, never a default.
  const [agreed, setAgreed] = useState(false);

  const pick = async (borrower: DemoBorrower) => {
    const params = await session.create(borrower.userId);
    if (params) onSignedIn(borrower, params);
  };

  return (
    <div className="sign-in">
      <p className="sign-in__intro">{t('signInIntro')}</p>
      <PrivacyConsent agreed={agreed} onAgreedChange={setAgreed} />
      <PhoneSignIn onSignedIn={onSignedIn} agreed={agreed} />
      <p className="sign-in__intro">{t('demoShortcut')}</p>
      {borrowers.status === 'loading' && <p role="status">{t('loadingBorrowers')}</p>}
      {borrowers.status === 'error' && (
        <div role="alert" className="sign-in__error">
          <p>{t('loadFailed', { error: borrowers.error })}</p>
          <button type="button" onClick={borrowers.reload}>
            {t('retry')}
          </button>
        </div>
      )}
      {borrowers.status === 'ready' && borrowers.data.length === 0 && <p>{t('noBorrowers')}</p>}
      {borrowers.status === 'ready' && borrowers.data.length > 0 && (
        <ul className="sign-in__list" aria-label={t('borrowersLabel')}>
          {borrowers.data.map((borrower) => {
            const detailsId = `${listId}-${borrower.userId}`;
            return (
              <li key={borrower.userId} className="sign-in__item">
                {/* The name alone is the accessible name, so tests and screen readers find the borrower by it. */}
                <button
                  type="button"
                  className="sign-in__pick"
                  aria-describedby={detailsId}
                  disabled={session.pending}
                  onClick={() => void pick(borrower)}
                >
                  {borrower.name}
                </button>
                <span id={detailsId} className="sign-in__details">
                  {t('borrowerDetails', {
                    mobilePhone: borrower.mobilePhone,
                    clientType: borrower.clientType,
                    userId: borrower.userId,
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {session.pending && <p role="status">{t('signingIn')}</p>}
      {session.error && (
        <p role="alert" className="sign-in__error">
          {t('signInFailed', { error: session.error })}
        </p>
      )}
      <LenderRegistration />
    </div>
  );
}
