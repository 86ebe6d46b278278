import type { SessionParams } from '@pautang/contract/session';
import { useId } from 'react';
import { t } from '../../../i18n/messages';
import { useCreateDemoSession } from '../api/create-demo-session';
import { useDemoBorrowers, type DemoBorrower } from '../api/get-demo-borrowers';
import './sign-in-screen.css';

export type SignInScreenProps = {
  onSignedIn: (borrower: DemoBorrower, session: SessionParams) => void;
};

/** The native app's own login, reduced to picking one of the seeded demo borrowers. */
export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  const borrowers = useDemoBorrowers();
  const session = useCreateDemoSession();
  const listId = useId();

  const pick = async (borrower: DemoBorrower) => {
    const params = await session.create(borrower.userId);
    if (params) onSignedIn(borrower, params);
  };

  return (
    <div className="sign-in">
      <p className="sign-in__intro">{t('signInIntro')}</p>
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
    </div>
  );
}
