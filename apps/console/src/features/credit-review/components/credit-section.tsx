// Credit: the review queue of applications the rules held (issue 28). Each shows the rule results and the profile;
// the officer approves with an offer (within the product's range and the borrower's limit, which the server
// checks again) or declines with the reason the borrower reads. An approval above the configured limit is sent
// to a second credit officer (the approvals section), and says so here.
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { AgentInfo } from '@pautang/contract/back-office';
import type { Review } from '@pautang/contract/borrower-file';
import { formatDate } from '@pautang/contract/format/date';
import { centavosFromDecimal, decimalPesos, formatPeso } from '@pautang/contract/format/money';
import { borrowerFileHref } from '../../../config/paths';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import { decideReview, getReviewQueue } from '../api/credit-review-api';
import './credit-review.css';

type Outcome =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'error'; error: string }
  | { status: 'pending'; approvalId: string }
  | { status: 'done'; outcome: string };

/** A decision asked again before it is sent (issue 40), with the offer or the reason restated. */
type Asking =
  | { decision: 'approve'; offerAmount: number; offerTermDays: number }
  | { decision: 'decline'; reason: string }
  | null;

function ReviewCard({ review }: { review: Review }) {
  const id = useId();
  const [amount, setAmount] = useState(decimalPesos(Math.min(review.amount, review.range.limitAmount)));
  const [term, setTerm] = useState(String(review.termDays));
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(
    review.pendingApprovalId
      ? { status: 'pending', approvalId: review.pendingApprovalId }
      : { status: 'idle' },
  );

  const send = (request: Parameters<typeof decideReview>[0]) => {
    setOutcome({ status: 'sending' });
    decideReview(request).then(
      (res) => {
        if (res.status === 'pending' && res.approvalId) {
          setOutcome({ status: 'pending', approvalId: res.approvalId });
        } else {
          setOutcome({ status: 'done', outcome: res.review.decision?.outcome ?? '' });
        }
      },
      (error: unknown) => setOutcome({ status: 'error', error: errorText(error) }),
    );
  };

  const [asking, setAsking] = useState<Asking>(null);
  const approve = (event: FormEvent) => {
    event.preventDefault();
    const offerAmount = centavosFromDecimal(amount);
    if (Number.isNaN(offerAmount)) {
      setOutcome({ status: 'error', error: t('reviewBadAmount') });
      return;
    }
    setAsking({ decision: 'approve', offerAmount, offerTermDays: Number(term) });
  };
  const decline = (event: FormEvent) => {
    event.preventDefault();
    setAsking({ decision: 'decline', reason });
  };
  const confirm = () => {
    if (!asking) return;
    setAsking(null);
    send({ id: review.id, ...asking });
  };

  const busy =
    asking !== null ||
    outcome.status === 'sending' ||
    outcome.status === 'pending' ||
    outcome.status === 'done';
  const who = review.name || review.userId;
  const identity = review.profile.identity;
  return (
    <li className="review-card" data-review={review.id}>
      <strong>
        {t('reviewLine', {
          name: review.name || review.userId,
          phone: review.phone,
          product: review.productName,
          amount: formatPeso(review.amount),
          days: review.termDays,
          at: formatDate(review.heldAt),
        })}
      </strong>
      <div>
        <span className="review-muted">{t('reviewProfile')}: </span>
        {t(review.profile.complete ? 'fileProfileComplete' : 'fileProfileIncomplete')}
        {identity && <> · {t('fileIdentity', identity)}</>} ·{' '}
        <a href={borrowerFileHref(review.userId)}>{t('reviewOwnFile', { name: who })}</a>
      </div>
      {review.sharedId.length > 0 && (
        <p className="review-shared" data-testid="review-shared-id">
          {t('reviewSharedId')}{' '}
          {review.sharedId.map((b, i) => (
            <span key={b.userId}>
              {i > 0 && ', '}
              <a href={borrowerFileHref(b.userId)}>{t('reviewSharedFile', { name: b.name, id: b.userId })}</a>
            </span>
          ))}
        </p>
      )}
      <div className="review-images" data-testid="review-images">
        {review.images.length === 0 ? (
          <span className="review-muted">{t('reviewImagesNone')}</span>
        ) : (
          review.images.map((img) => (
            <figure key={img.url}>
              <img src={img.url} alt={t(`reviewImage_${img.kind}`)} width={160} />
              <figcaption>{t(`reviewImage_${img.kind}`)}</figcaption>
            </figure>
          ))
        )}
      </div>
      <div>
        <span className="review-muted">{t('reviewRules')}</span>
        <ul className="review-rules">
          {review.rules.map((r) => (
            <li key={r.rule} className={r.passed ? undefined : 'review-rule--failed'}>
              {r.rule}: {t(r.passed ? 'fileRulePassed' : 'fileRuleFailed')}
              {!r.passed && ` · ${r.reason}`}
            </li>
          ))}
        </ul>
      </div>
      <p className="review-muted">
        {t('reviewRange', {
          min: formatPeso(review.range.minAmount),
          max: formatPeso(review.range.maxAmount),
          step: formatPeso(review.range.stepAmount),
          terms: review.range.termOptions.join(', '),
          limit: formatPeso(review.range.limitAmount),
        })}
      </p>
      <form onSubmit={approve}>
        <label htmlFor={`${id}-amount`}>{t('reviewOfferAmount')}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={busy}
        />
        <label htmlFor={`${id}-term`}>{t('reviewOfferTerm')}</label>
        <select id={`${id}-term`} value={term} onChange={(e) => setTerm(e.target.value)} disabled={busy}>
          {review.range.termOptions.map((days) => (
            <option key={days} value={String(days)}>
              {days}
            </option>
          ))}
        </select>
        <button type="submit" disabled={busy}>
          {t('reviewApprove')}
        </button>
      </form>
      <form onSubmit={decline}>
        <label htmlFor={`${id}-reason`}>{t('reviewDeclineReason')}</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
          disabled={busy}
        />
        <button type="submit" disabled={busy || reason.trim() === ''}>
          {t('reviewDecline')}
        </button>
      </form>
      {asking && (
        <div
          role="group"
          aria-label={t('reviewConfirmTitle')}
          className="review-confirm"
          data-testid="review-confirm"
        >
          <p>
            {asking.decision === 'approve'
              ? t('reviewConfirmApprove', {
                  name: who,
                  amount: formatPeso(asking.offerAmount),
                  days: asking.offerTermDays,
                  product: review.productName,
                })
              : t('reviewConfirmDecline', {
                  name: who,
                  amount: formatPeso(review.amount),
                  days: review.termDays,
                  reason: asking.reason,
                })}
          </p>
          <button type="button" onClick={confirm}>
            {t(asking.decision === 'approve' ? 'reviewConfirmApproveButton' : 'reviewConfirmDeclineButton')}
          </button>{' '}
          <button type="button" onClick={() => setAsking(null)}>
            {t('reviewCancel')}
          </button>
        </div>
      )}
      {outcome.status === 'pending' && (
        <p className="review-message" role="status">
          {t('reviewPending', { id: outcome.approvalId })}
        </p>
      )}
      {outcome.status === 'done' && (
        <p className="review-message" role="status">
          {t('reviewDone', {
            outcome:
              outcome.outcome === 'approved' || outcome.outcome === 'declined'
                ? t(`outcome_${outcome.outcome}`)
                : outcome.outcome,
          })}
        </p>
      )}
      {outcome.status === 'error' && (
        <p className="review-error" role="alert">
          {t('reviewFailed', { error: outcome.error })}
        </p>
      )}
    </li>
  );
}

export function CreditSection({ agent }: { agent: AgentInfo }) {
  const id = useId();
  const load = useCallback((signal: AbortSignal) => getReviewQueue(signal), []);
  const queue = useResource(load);
  return (
    <section className="review-queue" aria-labelledby={id} data-testid="review-queue" data-staff={agent.id}>
      <h2 id={id}>
        {t('reviewTitle')}{' '}
        <button type="button" className="review-link" onClick={queue.reload}>
          {t('reviewRefresh')}
        </button>
      </h2>
      {queue.status === 'loading' && <p className="review-muted">{t('sectionLoading')}</p>}
      {queue.status === 'error' && (
        <p role="alert" className="review-error">
          {t('loadFailed', { error: queue.error })}
        </p>
      )}
      {queue.status === 'ready' &&
        (queue.data.length === 0 ? (
          <p className="review-muted">{t('reviewEmpty')}</p>
        ) : (
          <ul className="review-list">
            {/* A decided card stays, saying what was decided, until the queue is refreshed. */}
            {queue.data.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        ))}
    </section>
  );
}
