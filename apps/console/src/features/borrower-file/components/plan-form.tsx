// A repayment plan proposed from the borrower's file (issue 42): collections or finance choose 2 to 6 instalments
// and what happens to the late charges, see the plan as the borrower would be offered it today (the server's
// figures), and propose it with a reason; a second finance member approves it in Approvals, and the borrower then
// accepts or declines it in the app. The server holds every rule (overdue, once per loan, the caps) and says why.
import { useId, useState, type FormEvent } from 'react';
import type { RestructureQuote } from '@pautang/contract/restructure';
import { formatPeso } from '@pautang/contract/format/money';
import { formatBasisPoints } from '@pautang/contract/format/rate';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { previewPlan, proposePlan } from '../api/borrower-file-api';

type Rule = 'freeze' | 'waive';

export function PlanForm({ orderId }: { orderId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(3);
  const [rule, setRule] = useState<Rule>('waive');
  const [reason, setReason] = useState('');
  const [quote, setQuote] = useState<RestructureQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const preview = async (instalmentCount: number, lateCharges: Rule) => {
    setQuote(null);
    setNotice(null);
    try {
      setQuote(await previewPlan(orderId, instalmentCount, lateCharges));
    } catch (error) {
      setNotice({ ok: false, text: t('filePlanFailed', { error: errorText(error) }) });
    }
  };
  const choose = (instalmentCount: number, lateCharges: Rule) => {
    setCount(instalmentCount);
    setRule(lateCharges);
    void preview(instalmentCount, lateCharges);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await proposePlan(orderId, count, rule, reason);
      setNotice({ ok: true, text: t(outcome.status === 'done' ? 'filePlanDone' : 'filePlanPending') });
      setOpen(false);
    } catch (error) {
      setNotice({ ok: false, text: t('filePlanFailed', { error: errorText(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="file-write-off file-plan">
      {open ? (
        <form onSubmit={(e) => void submit(e)} aria-labelledby={id}>
          <p id={id}>{t('filePlanNote')}</p>
          <label htmlFor={`${id}-count`}>{t('filePlanInstalments')}</label>{' '}
          <select id={`${id}-count`} value={count} onChange={(e) => choose(Number(e.target.value), rule)}>
            {[2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>{' '}
          <label htmlFor={`${id}-rule`}>{t('filePlanLateCharges')}</label>{' '}
          <select id={`${id}-rule`} value={rule} onChange={(e) => choose(count, e.target.value as Rule)}>
            <option value="waive">{t('filePlanWaive')}</option>
            <option value="freeze">{t('filePlanFreeze')}</option>
          </select>
          {quote && (
            <p className="file-muted" role="status" data-testid="plan-preview">
              {t('filePlanFigures', {
                settled: formatPeso(quote.settledAmount),
                waived: formatPeso(quote.waivedAmount),
                interest: formatPeso(quote.interestAmount),
                total: formatPeso(quote.totalAmount),
                eir: formatBasisPoints(quote.eirMonthlyBp),
              })}
              <br />
              {quote.instalments.map((i) => `${i.dueOn} ${formatPeso(i.amount)}`).join(' · ')}
            </p>
          )}
          <label>
            {t('filePlanReason')}
            <textarea required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" disabled={busy || reason.trim() === '' || quote === null}>
            {t('filePlanPropose')}
          </button>{' '}
          <button type="button" onClick={() => setOpen(false)}>
            {t('fileWriteOffCancel')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            void preview(count, rule);
          }}
        >
          {t('filePlan')}
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
