// A journal entry by hand (issue 42), proposed by finance and posted once a second finance member approves it. The
// server holds every rule (an open month, no later than the business date, balanced, no account the loans keep) and
// says which one an entry breaks; the form only turns pesos into centavos.
import { useId, useState, type FormEvent } from 'react';
import type { ManualEntryRequest } from '@pautang/contract/ledger';
import { centavosFromDecimal } from '@pautang/contract/format/money';
import { t } from '../../../i18n/messages';
import { consoleCall, errorText } from '../../../lib/request';
import { FormNotice, type Notice } from './form-notice';

type Line = { account: string; debit: string; credit: string };

const MAX_LINES = 20;
const SIDES = [
  ['debit', 'entryDebit'],
  ['credit', 'entryCredit'],
] as const;
const blank = (): Line => ({ account: '', debit: '', credit: '' });
/** An empty side is nothing; anything else must be pesos with at most two decimals. */
const centavos = (text: string) => (text.trim() === '' ? 0 : centavosFromDecimal(text));

export function JournalEntryForm() {
  const id = useId();
  const [date, setDate] = useState('');
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<Line[]>([blank(), blank()]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const setLine = (i: number, change: Partial<Line>) =>
    setLines((all) => all.map((line, k) => (k === i ? { ...line, ...change } : line)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const entry: ManualEntryRequest = {
      businessDate: date,
      memo,
      lines: lines.map((l) => ({
        account: l.account.trim(),
        debitAmount: centavos(l.debit),
        creditAmount: centavos(l.credit),
      })),
    };
    const bad = entry.lines.findIndex((l) => Number.isNaN(l.debitAmount) || Number.isNaN(l.creditAmount));
    if (bad >= 0) {
      setNotice({ ok: false, text: t('entryBadAmount', { n: bad + 1 }) });
      return;
    }
    setBusy(true);
    try {
      await consoleCall('consoleProposeJournalEntry', entry);
      setNotice({ ok: true, text: t('entryPending') });
      setMemo('');
      setLines([blank(), blank()]);
    } catch (error) {
      setNotice({ ok: false, text: t('entryFailed', { error: errorText(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="support-outbox" aria-labelledby={id}>
      <h2 id={id}>{t('entryTitle')}</h2>
      <p className="support-muted">{t('entryNote')}</p>
      <form className="journal-entry" aria-labelledby={id} onSubmit={(e) => void submit(e)}>
        <div className="support-filters">
          <label>
            {t('entryDate')}{' '}
            <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label>
            {t('entryMemo')}{' '}
            <input required maxLength={200} value={memo} onChange={(e) => setMemo(e.target.value)} />
          </label>
        </div>
        {lines.map((line, i) => (
          <fieldset key={i} className="support-filters">
            <legend>{t('entryLine', { n: i + 1 })}</legend>
            <label>
              {t('entryAccount')}{' '}
              <input
                inputMode="numeric"
                maxLength={4}
                size={6}
                value={line.account}
                onChange={(e) => setLine(i, { account: e.target.value })}
              />
            </label>
            {SIDES.map(([side, label]) => (
              <label key={side}>
                {t(label)}{' '}
                <input
                  inputMode="decimal"
                  size={12}
                  value={line[side]}
                  onChange={(e) => setLine(i, { [side]: e.target.value })}
                />
              </label>
            ))}
          </fieldset>
        ))}
        <p className="support-filters">
          <button
            type="button"
            disabled={lines.length >= MAX_LINES}
            onClick={() => setLines((all) => [...all, blank()])}
          >
            {t('entryAddLine')}
          </button>
          <button type="submit" disabled={busy}>
            {t('entryPropose')}
          </button>
        </p>
      </form>
      <FormNotice notice={notice} />
    </section>
  );
}
