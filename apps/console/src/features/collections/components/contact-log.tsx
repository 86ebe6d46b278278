// One overdue order's contact log (issue 28): every call and SMS with its outcome, promise and notes; the form
// to log a call or send an approved SMS (a refusal shows the server's reason: quiet hours, only the borrower);
// the borrower's consent to be contacted at any hour; and penalty waivers (applied, or waiting for approval).
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import {
  COLLECTION_SMS_TEMPLATES,
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  WAIVER_MODES,
  type CollectionSmsTemplateId,
  type ContactLog,
  type ContactOutcome,
  type WaiverMode,
} from '@pautang/contract/collections';
import { formatDate } from '@pautang/contract/format/date';
import { centavosFromDecimal, formatPeso } from '@pautang/contract/format/money';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import {
  applyRefundBalance,
  getContactLog,
  logContact,
  setContactConsent,
  waivePenalty,
} from '../api/collections-api';

export function ContactLogPanel({ orderId, onChanged }: { orderId: string; onChanged: () => void }) {
  const headingId = useId();
  const load = useCallback((signal: AbortSignal) => getContactLog(orderId, signal), [orderId]);
  const log = useResource(load);
  // While the log loads again after a change, the last one stays on screen: the forms keep what they show.
  const [last, setLast] = useState<ContactLog | null>(null);
  useEffect(() => {
    if (log.status === 'ready') setLast(log.data);
  }, [log]);
  const changed = () => {
    log.reload();
    onChanged();
  };

  const data = log.status === 'ready' ? log.data : last;
  if (log.status === 'error') {
    return (
      <p role="alert" className="collections__error">
        {t('loadFailed', { error: log.error })}{' '}
        <button type="button" onClick={log.reload}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (!data) return <p className="collections__muted">{t('contactLogLoading')}</p>;
  return (
    <section className="collections__log" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('contactLogTitle', { order: data.orderId, borrower: data.borrower })}</h3>
      <div data-testid="contact-log">
        {data.contacts.length === 0 ? (
          <p className="collections__muted">{t('contactLogEmpty')}</p>
        ) : (
          <ol className="collections__contacts">
            {data.contacts.map((c) => (
              <li key={c.id}>
                {t('contactAt', {
                  at: formatDate(c.at),
                  staff: c.staff,
                  channel: t(`channel_${c.channel}`),
                  outcome: t(`outcome_${c.outcome}`),
                })}
                {c.promiseDate && (
                  <>
                    <br />
                    {c.promiseAmount === null
                      ? t('contactPromiseNoAmount', { date: c.promiseDate })
                      : t('contactPromise', { amount: formatPeso(c.promiseAmount), date: c.promiseDate })}
                  </>
                )}
                {c.note && (
                  <>
                    <br />
                    <q>{c.note}</q>
                  </>
                )}
                {c.smsBody && (
                  <>
                    <br />
                    <small>{t('contactSms', { body: c.smsBody })}</small>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <ContactForm orderId={data.orderId} templates={data.templates} onLogged={changed} />
      <ConsentForm orderId={data.orderId} consent={data.consent} onSaved={changed} />
      {data.refundBalanceAmount > 0 && <RefundBalanceForm data={data} onDone={changed} />}
      <WaiverForm data={data} onDone={changed} />
    </section>
  );
}

function ContactForm({
  orderId,
  templates,
  onLogged,
}: {
  orderId: string;
  templates: ContactLog['templates'];
  onLogged: () => void;
}) {
  const id = useId();
  const [channel, setChannel] = useState<'call' | 'sms'>('call');
  const [outcome, setOutcome] = useState<ContactOutcome>('no-answer');
  const [templateId, setTemplateId] = useState<CollectionSmsTemplateId>('reminder-calm');
  const [promiseDate, setPromiseDate] = useState('');
  const [promiseAmount, setPromiseAmount] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [saved, setSaved] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = promiseAmount.trim() ? centavosFromDecimal(promiseAmount) : undefined;
    if (amount !== undefined && !(amount > 0)) {
      setRefusal(t('waiverInvalidAmount'));
      return;
    }
    setBusy(true);
    setRefusal('');
    setSaved(false);
    logContact({
      id: orderId,
      channel,
      outcome,
      note,
      ...(promiseDate ? { promiseDate } : {}),
      ...(amount !== undefined ? { promiseAmount: amount } : {}),
      ...(channel === 'sms' ? { templateId } : {}),
    }).then(
      () => {
        setBusy(false);
        setSaved(true);
        setNote('');
        onLogged();
      },
      (error: unknown) => {
        setBusy(false);
        setRefusal(errorText(error));
      },
    );
  };

  const template = templates.find((tpl) => tpl.id === templateId);
  return (
    <form className="collections__form" data-testid="contact-form" onSubmit={submit}>
      <h4>{t('contactFormTitle')}</h4>
      <label htmlFor={`${id}-channel`}>{t('contactChannel')}</label>
      <select
        id={`${id}-channel`}
        value={channel}
        onChange={(e) => setChannel(e.target.value === 'sms' ? 'sms' : 'call')}
      >
        {CONTACT_CHANNELS.map((c) => (
          <option key={c} value={c}>
            {t(`channel_${c}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-outcome`}>{t('contactOutcome')}</label>
      <select
        id={`${id}-outcome`}
        value={outcome}
        onChange={(e) => setOutcome(CONTACT_OUTCOMES.find((o) => o === e.target.value) ?? 'other')}
      >
        {CONTACT_OUTCOMES.map((o) => (
          <option key={o} value={o}>
            {t(`outcome_${o}`)}
          </option>
        ))}
      </select>
      {channel === 'sms' && (
        <>
          <label htmlFor={`${id}-template`}>{t('contactTemplate')}</label>
          <select
            id={`${id}-template`}
            value={templateId}
            onChange={(e) =>
              setTemplateId(
                COLLECTION_SMS_TEMPLATES.find((tpl) => tpl.id === e.target.value)?.id ?? 'reminder-calm',
              )
            }
          >
            {templates.map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {tpl.title}
              </option>
            ))}
          </select>
          <p className="collections__muted" data-testid="sms-preview">
            {template?.preview}
            <br />
            {t('contactOnlyBorrower')}
          </p>
        </>
      )}
      <label htmlFor={`${id}-date`}>{t('contactPromiseDate')}</label>
      <input
        id={`${id}-date`}
        type="date"
        value={promiseDate}
        required={outcome === 'promised'}
        onChange={(e) => setPromiseDate(e.target.value)}
      />
      <label htmlFor={`${id}-amount`}>{t('contactPromiseAmount')}</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        value={promiseAmount}
        onChange={(e) => setPromiseAmount(e.target.value)}
      />
      <label htmlFor={`${id}-note`}>{t('contactNote')}</label>
      <textarea id={`${id}-note`} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      <button type="submit" disabled={busy}>
        {busy ? t('contactSending') : t(channel === 'sms' ? 'contactSubmitSms' : 'contactSubmitCall')}
      </button>
      {saved && <p role="status">{t('contactSaved')}</p>}
      {refusal && (
        <p role="alert" className="collections__error" data-testid="contact-refusal">
          {t('contactRefused', { reason: refusal })}
        </p>
      )}
    </form>
  );
}

function ConsentForm({
  orderId,
  consent,
  onSaved,
}: {
  orderId: string;
  consent: ContactLog['consent'];
  onSaved: () => void;
}) {
  const id = useId();
  const [agreed, setAgreed] = useState(consent.agreed);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setContactConsent(orderId, agreed, note).then(
      () => {
        setMessage(t('consentSaved'));
        onSaved();
      },
      (error: unknown) => setMessage(errorText(error)),
    );
  };
  return (
    <form className="collections__form" onSubmit={submit}>
      <h4>{t('consentTitle')}</h4>
      <p className="collections__muted">
        {t('consentNow', { state: t(consent.agreed ? 'consentYes' : 'consentNo') })}
        {consent.note && ` · ${consent.note}`}
      </p>
      <label>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{' '}
        {t('consentAgreed')}
      </label>
      <label htmlFor={`${id}-note`}>{t('consentNote')}</label>
      <input id={`${id}-note`} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      <button type="submit">{t('consentSave')}</button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}

function WaiverForm({ data, onDone }: { data: ContactLog; onDone: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<WaiverMode>('owed-now');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  // Issue 40, D3: the effect is stated, then confirmed, before the waiver is sent for approval.
  const [confirming, setConfirming] = useState<number | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const centavos = centavosFromDecimal(amount);
    if (!(centavos > 0)) {
      setMessage(t('waiverInvalidAmount'));
      return;
    }
    setMessage('');
    setConfirming(centavos);
  };
  const confirm = () => {
    if (confirming === null) return;
    const centavos = confirming;
    setConfirming(null);
    waivePenalty(data.orderId, centavos, mode, reason).then(
      (outcome) => {
        setMessage(
          outcome.status === 'done'
            ? t('waiverDone', { amount: formatPeso(centavos) })
            : t('waiverPending', { id: outcome.approvalId ?? '' }),
        );
        setAmount('');
        setReason('');
        onDone();
      },
      (error: unknown) => setMessage(t('waiverFailed', { reason: errorText(error) })),
    );
  };
  const effect = (m: WaiverMode, centavos: number) =>
    m === 'owed-now'
      ? t('waiverEffectOwedNow', {
          amount: formatPeso(centavos),
          more: formatPeso(data.order?.lateChargesOutlookAmount ?? 0),
        })
      : t('waiverEffectStop', { amount: formatPeso(centavos) });
  return (
    <form className="collections__form" data-testid="waiver-form" onSubmit={submit}>
      <h4>{t('waiverTitle')}</h4>
      {data.order && (
        <p className="collections__muted">
          {t('waiverOwed', {
            amount: formatPeso(data.order.penaltyOwedAmount),
            waived: formatPeso(data.order.penaltyWaivedAmount),
          })}
        </p>
      )}
      {data.order?.lateChargesStoppedOn && (
        <p className="collections__muted" data-testid="waiver-stopped">
          {t('waiverStoppedOn', { date: formatDate(data.order.lateChargesStoppedOn, { dateOnly: true }) })}
        </p>
      )}
      <fieldset>
        <legend>{t('waiverModeLegend')}</legend>
        {WAIVER_MODES.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {m === 'owed-now'
              ? t('waiverModeOwedNow', { more: formatPeso(data.order?.lateChargesOutlookAmount ?? 0) })
              : t('waiverModeStop')}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-amount`}>{t('waiverAmount')}</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <label htmlFor={`${id}-reason`}>{t('waiverReason')}</label>
      <input
        id={`${id}-reason`}
        value={reason}
        maxLength={1000}
        onChange={(e) => setReason(e.target.value)}
      />
      <button type="submit">{t('waiverSubmit')}</button>
      {confirming !== null && (
        <div role="alertdialog" aria-labelledby={`${id}-effect`} data-testid="waiver-confirm">
          <p id={`${id}-effect`}>{effect(mode, confirming)}</p>
          <p>{t('waiverMakerChecker')}</p>
          <button type="button" onClick={confirm}>
            {t('waiverConfirm')}
          </button>
          <button type="button" onClick={() => setConfirming(null)}>
            {t('waiverCancel')}
          </button>
        </div>
      )}
      {message && <p role="status">{message}</p>}
      {data.waivers.length > 0 && (
        <ul>
          {data.waivers.map((w) => (
            <li key={w.id}>
              {t('waiverHistory', {
                at: formatDate(w.at),
                amount: formatPeso(w.amount),
                maker: w.maker,
                checker: w.checker ? t('waiverChecker', { name: w.checker }) : '',
                reason: w.reason,
              })}
              {` · ${t(w.mode === 'stop-late-charges' ? 'waiverModeStopShort' : 'waiverModeOwedNowShort')}`}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

/**
 * Issue 40: the borrower's refund balance (money owed back to them) applied to this overdue order, stated and then
 * confirmed; the server records it as a payment from the balance and audits who did it.
 */
function RefundBalanceForm({ data, onDone }: { data: ContactLog; onDone: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const amount = formatPeso(data.refundBalanceAmount);
  const confirm = () => {
    setConfirming(false);
    applyRefundBalance(data.orderId).then(
      (applied) => {
        setMessage(t('refundBalanceDone', { amount: formatPeso(applied.appliedAmount) }));
        onDone();
      },
      (error: unknown) => setMessage(t('refundBalanceFailed', { reason: errorText(error) })),
    );
  };
  return (
    <section className="collections__form" data-testid="refund-balance">
      <h4>{t('refundBalanceTitle')}</h4>
      <p>{t('refundBalanceOffer', { amount })}</p>
      <button type="button" onClick={() => setConfirming(true)}>
        {t('refundBalanceApply', { amount })}
      </button>
      {confirming && (
        <div role="alertdialog" aria-label={t('refundBalanceTitle')} data-testid="refund-balance-confirm">
          <p>{t('refundBalanceEffect', { amount, orderId: data.orderId })}</p>
          <button type="button" onClick={confirm}>
            {t('refundBalanceConfirm')}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t('waiverCancel')}
          </button>
        </div>
      )}
      {message && <p role="status">{message}</p>}
    </section>
  );
}
