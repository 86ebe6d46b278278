// One borrower's whole file on one page (issue 28): profile, ID images (credit only), decisions with their rule
// results, orders with schedule and balance, the ledger with each payment's gateway reference and allocation, pay
// codes, payouts, masked accounts, the refund balance, complaints, every text sent, and the collection log. The
// figures are the server's (the loan engine's on the business date); this page only formats them.
import { useCallback, useId, type ReactNode } from 'react';
import type { AllocationView, BorrowerFile } from '@pautang/contract/borrower-file';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { sectionPath } from '../../../config/paths';
import { t, type MessageKey } from '../../../i18n/messages';
import { useResource } from '../../../lib/use-resource';
import { getBorrowerFile } from '../api/borrower-file-api';
import { StatementLinks } from './statement-links';
import { PlanForm } from './plan-form';
import { WriteOffForm } from './write-off-form';

function Part({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId?: string;
  /** Shown instead of the children when the part has nothing. */
  empty?: string | false;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="file-part" aria-labelledby={id} data-testid={testId}>
      <h3 id={id}>{title}</h3>
      {empty ? <p className="file-muted">{empty}</p> : children}
    </section>
  );
}

/** Each bucket the payment paid, in pesos ('principal ₱5,000.00 · interest ₱450.00'). */
export function allocationText(a: AllocationView, remainderAmount: number): string {
  const parts: [MessageKey, number][] = [
    ['fileAllocPrincipal', a.principalAmount],
    ['fileAllocInterest', a.interestAmount],
    ['fileAllocFees', a.feesAmount],
    ['fileAllocPenalty', a.penaltyAmount],
    ['fileAllocLateInterest', a.lateInterestAmount],
    ['fileAllocOther', a.otherAmount],
    ['fileAllocRemainder', remainderAmount],
  ];
  return parts
    .filter(([key, amount]) => amount > 0 || key === 'fileAllocPrincipal' || key === 'fileAllocInterest')
    .map(([key, amount]) => t(key, { amount: formatPeso(amount) }))
    .join(' · ');
}

const outcomeText = (outcome: string) =>
  outcome === 'approved' || outcome === 'declined' || outcome === 'review'
    ? t(`outcome_${outcome}`)
    : outcome;

type FileRights = {
  /** The staff member works the support desk, where a complaint in the file is answered. */
  canAnswer: boolean;
  /** Collections or finance: a loan past due can be proposed for write-off. */
  canWriteOff: boolean;
};

function FileView({ file, canAnswer, canWriteOff }: { file: BorrowerFile } & FileRights) {
  const { borrower } = file;
  return (
    <article className="file-page" data-testid="borrower-file">
      <h2>{t('fileTitle', { name: borrower.name || borrower.userId })}</h2>
      <p className="file-muted">
        {t('fileUserLine', {
          userId: borrower.userId,
          phone: borrower.phone,
          clientType: borrower.clientType,
          since: formatDate(borrower.createdAt, { dateOnly: true }),
          date: file.businessDate,
        })}
      </p>
      {borrower.anonymisedAt ? (
        <p className="file-warning">
          {t('fileAnonymised', { date: formatDate(borrower.anonymisedAt, { dateOnly: true }) })}
        </p>
      ) : (
        borrower.deletedAt && (
          <p className="file-warning">
            {t('fileDeleted', { date: formatDate(borrower.deletedAt, { dateOnly: true }) })}
          </p>
        )
      )}

      <Part title={t('fileProfile')} testId="file-profile">
        <p>
          {t(file.profile.complete ? 'fileProfileComplete' : 'fileProfileIncomplete')}
          {file.profile.identity && <> · {t('fileIdentity', file.profile.identity)}</>}
        </p>
        {file.profile.steps.length === 0 ? (
          <p className="file-muted">{t('fileNoProfile')}</p>
        ) : (
          <dl className="file-answers">
            {file.profile.steps.flatMap((s) =>
              s.answers.map((a) => (
                <div key={`${s.step}.${a.item}`}>
                  <dt>{a.item}</dt>
                  <dd>{a.value}</dd>
                </div>
              )),
            )}
          </dl>
        )}
      </Part>

      <Part
        title={t('fileIdImages')}
        testId="file-id-images"
        empty={
          !file.idImages.shown
            ? t('fileIdImagesHidden')
            : file.idImages.images.length === 0 && t('fileIdImagesNone')
        }
      >
        <div className="file-images">
          {file.idImages.images.map((img) => (
            <figure key={img.url}>
              <img src={img.url} alt={t(`fileIdImage_${img.kind}`)} width={240} />
              <figcaption>{t(`fileIdImage_${img.kind}`)}</figcaption>
            </figure>
          ))}
        </div>
      </Part>

      <Part
        title={t('fileDecisions')}
        testId="file-decisions"
        empty={file.decisions.length === 0 && t('fileDecisionsNone')}
      >
        <ul className="file-list">
          {file.decisions.map((d) => (
            <li key={d.id}>
              <strong>
                {t('fileDecisionLine', {
                  outcome: outcomeText(d.outcome),
                  amount: formatPeso(d.amount),
                  days: d.termDays,
                  by: d.decidedBy,
                  at: formatDate(d.decidedAt),
                })}
              </strong>
              {d.offerAmount !== null && d.offerTermDays !== null && (
                <> · {t('fileDecisionOffer', { amount: formatPeso(d.offerAmount), days: d.offerTermDays })}</>
              )}
              <br />
              {d.reason}
              <ul className="file-rules">
                {d.rules.map((r) => (
                  <li key={r.rule} className={r.passed ? 'file-rule--passed' : 'file-rule--failed'}>
                    {r.rule}: {t(r.passed ? 'fileRulePassed' : 'fileRuleFailed')}
                    {!r.passed && ` · ${r.reason}`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Part>

      <Part
        title={t('fileOrders')}
        testId="file-orders"
        empty={file.orders.length === 0 && t('fileOrdersNone')}
      >
        <ul className="file-list">
          {file.orders.map((o) => (
            <li key={o.orderId}>
              <strong>
                {t('fileOrderLine', { order: o.orderId, product: o.productName, status: o.statusText })}
              </strong>
              <br />
              {t('fileOrderFigures', {
                principal: formatPeso(o.principalAmount),
                days: o.termDays,
                due: formatPeso(o.dueAmount),
                outstanding: formatPeso(o.outstandingAmount),
              })}
              <StatementLinks orderId={o.orderId} />
              {o.restructuredInto && (
                <p data-testid="file-plan-into">{t('filePlanInto', { order: o.restructuredInto })}</p>
              )}
              {o.restructuredFrom && (
                <p data-testid="file-plan-from">{t('filePlanFrom', { order: o.restructuredFrom })}</p>
              )}
              {o.plan && (
                <p className="file-muted" data-testid="file-plan-status">
                  {t(`filePlanStatus_${o.plan.status}`, {
                    count: o.plan.instalmentCount,
                    date: o.plan.expiresOn,
                    rule: t(`filePlanRule_${o.plan.lateCharges}`),
                  })}
                </p>
              )}
              {o.writtenOffOn ? (
                <p className="file-written-off" data-written-off={o.writtenOffOn}>
                  {t('fileWrittenOff', {
                    date: o.writtenOffOn,
                    outstanding: formatPeso(o.outstandingAmount),
                  })}
                </p>
              ) : (
                // Past due: the server says whether it is long enough past due, and whether a plan may be offered.
                canWriteOff &&
                o.schedule.some((i) => i.daysLate > 0) && (
                  <>
                    <WriteOffForm orderId={o.orderId} />
                    {o.plan?.status !== 'offered' && !o.restructuredFrom && <PlanForm orderId={o.orderId} />}
                  </>
                )
              )}
              {o.schedule.length > 0 && (
                <ul aria-label={t('fileSchedule')}>
                  {o.schedule.map((i) => (
                    <li key={`${o.orderId}.${i.dueOn}.${i.title}`}>
                      {t('fileInstalment', {
                        title: i.title,
                        dueOn: i.dueOn,
                        paid: formatPeso(i.paidAmount),
                        owed: formatPeso(i.owedAmount),
                      })}
                      {i.daysLate > 0 && t('fileDaysLate', { n: i.daysLate })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </Part>

      <Part
        title={t('fileLedger')}
        testId="file-ledger"
        empty={file.ledger.length === 0 && t('fileLedgerNone')}
      >
        <table className="file-table">
          <thead>
            <tr>
              <th scope="col">{t('fileLedgerDate')}</th>
              <th scope="col">{t('fileLedgerPayment')}</th>
              <th scope="col">{t('fileLedgerAmount')}</th>
              <th scope="col">{t('fileLedgerAllocation')}</th>
              <th scope="col">{t('fileLedgerBalance')}</th>
            </tr>
          </thead>
          <tbody>
            {file.ledger.map((l) => (
              <tr key={l.id} data-payment={l.paymentId}>
                <td>{formatDate(l.postedAt)}</td>
                <td>
                  {l.paymentId} · {l.channelName}
                  {l.gatewayRef && ` · ${l.gatewayRef}`}
                  <br />
                  <span className="file-muted">{l.orderId}</span>
                </td>
                <td>{formatPeso(l.amount)}</td>
                <td>{allocationText(l.allocation, l.remainderAmount)}</td>
                <td>{formatPeso(l.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>

      <Part
        title={t('filePayCodes')}
        testId="file-pay-codes"
        empty={file.payCodes.length === 0 && t('filePayCodesNone')}
      >
        <table className="file-table">
          <thead>
            <tr>
              <th scope="col">{t('filePayCodeRef')}</th>
              <th scope="col">{t('filePayCodeGatewayRef')}</th>
              <th scope="col">{t('filePayCodeChannel')}</th>
              <th scope="col">{t('filePayCodeAmount')}</th>
              <th scope="col">{t('filePayCodeStatus')}</th>
              <th scope="col">{t('filePayCodeExpiry')}</th>
            </tr>
          </thead>
          <tbody>
            {file.payCodes.map((p) => (
              <tr key={p.id}>
                <td>
                  {p.id}
                  <br />
                  <span className="file-muted">{p.orderId}</span>
                </td>
                <td>{p.gatewayRef}</td>
                <td>{p.channelName}</td>
                <td>
                  {formatPeso(p.amount)}
                  {p.refundAmount > 0 && (
                    <>
                      <br />
                      {t('filePayCodeRefund', { amount: formatPeso(p.refundAmount) })}
                    </>
                  )}
                </td>
                <td>{p.status}</td>
                <td>{formatDate(p.expiresAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>

      <Part
        title={t('filePayouts')}
        testId="file-payouts"
        empty={file.payouts.length === 0 && t('filePayoutsNone')}
      >
        <ul className="file-list">
          {file.payouts.map((p) => (
            <li key={p.id}>
              {t('filePayoutLine', {
                id: p.id,
                order: p.orderId,
                amount: formatPeso(p.amount),
                account: p.accountLabel,
                status: p.status,
              })}
              {p.gatewayRef && t('filePayoutRef', { ref: p.gatewayRef })}
              {p.failureReason && ` · ${p.failureReason}`}
            </li>
          ))}
        </ul>
      </Part>

      <Part title={t('fileAccounts')} testId="file-accounts">
        {file.accounts.length === 0 ? (
          <p className="file-muted">{t('fileAccountsNone')}</p>
        ) : (
          <ul className="file-list">
            {file.accounts.map((a) => (
              <li key={a.id}>
                {a.bankName} {a.accountNo} · {a.accountName}
                {a.removed && ` · ${t('fileAccountRemoved')}`}
              </li>
            ))}
          </ul>
        )}
        <p data-testid="file-refund-balance">
          <strong>{t('fileRefundBalance', { amount: formatPeso(file.refundBalance) })}</strong>
        </p>
      </Part>

      <Part
        title={t('fileComplaints')}
        testId="file-complaints"
        empty={file.complaints.length === 0 && t('fileComplaintsNone')}
      >
        <ul className="file-list">
          {file.complaints.map((c) => (
            <li key={c.id}>
              <strong>
                {t('fileComplaintLine', {
                  id: c.id,
                  type: c.type,
                  status: c.status,
                  at: formatDate(c.createdAt),
                })}
              </strong>
              <br />
              {c.content}
              {canAnswer && (
                <>
                  <br />
                  <a href={`${sectionPath('support')}?${new URLSearchParams({ complaint: c.id })}`}>
                    {t('fileComplaintAnswer', { id: c.id })}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      </Part>

      <Part
        title={t('fileMessages')}
        testId="file-messages"
        empty={file.messages.length === 0 && t('fileMessagesNone')}
      >
        {file.messagesMasked && <p className="file-muted">{t('fileMessagesMasked')}</p>}
        <ul className="file-list">
          {file.messages.map((m) => (
            <li key={m.id}>
              <span className="file-muted">
                {formatDate(m.createdAt)} · {m.status}
              </span>
              <br />
              {m.body}
            </li>
          ))}
        </ul>
      </Part>

      <Part
        title={t('fileNotifications')}
        testId="file-notifications"
        empty={file.notifications.length === 0 && t('fileNotificationsNone')}
      >
        <ul className="file-list">
          {file.notifications.map((n) => (
            <li key={n.id}>
              <span className="file-muted">
                {t('fileNotificationLine', {
                  at: formatDate(n.createdAt),
                  event: n.event,
                  status: n.status,
                  attempts: n.attempts,
                })}
                {n.sentAt &&
                  ` · ${t('fileNotificationSent', { at: formatDate(n.sentAt), sms: n.smsStatus, ref: n.smsRef })}`}
                {n.error && ` · ${n.error}`}
                {n.readAt && ` · ${t('fileNotificationRead')}`}
              </span>
              <br />
              <strong>{n.title}</strong> {n.body}
            </li>
          ))}
        </ul>
      </Part>

      <Part
        title={t('fileCollectionLog')}
        testId="file-collection-log"
        empty={file.collectionLog.length === 0 && t('fileCollectionLogNone')}
      >
        <ul className="file-list">
          {file.collectionLog.map((c) => (
            <li key={c.id}>
              {t('fileCollectionLine', {
                at: formatDate(c.at),
                staff: c.staff,
                channel: t(`channel_${c.channel}`),
                outcome: t(`outcome_${c.outcome}`),
              })}
              {` · ${c.orderId}`}
              {c.promiseDate && t('fileCollectionPromise', { date: c.promiseDate })}
              {c.note && (
                <>
                  <br />
                  {c.note}
                </>
              )}
            </li>
          ))}
        </ul>
      </Part>
    </article>
  );
}

export function BorrowerFilePage({ userId, ...rights }: { userId: string } & FileRights) {
  const load = useCallback((signal: AbortSignal) => getBorrowerFile(userId, signal), [userId]);
  const file = useResource(load);
  if (file.status === 'loading') return <p className="file-muted">{t('fileLoading')}</p>;
  if (file.status === 'error') {
    return (
      <p role="alert" className="file-error">
        {t('loadFailed', { error: file.error })}{' '}
        <button type="button" onClick={file.reload}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return <FileView file={file.data} {...rights} />;
}
