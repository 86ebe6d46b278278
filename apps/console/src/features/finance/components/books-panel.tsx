// The books (issue 42), for finance and the auditor: the check that the ledger and the loan engine agree, the trial
// balance at the end of any day, the journal of a range (by account, it is that account's general ledger with its
// running balance; by order, everything one loan moved), the allowance for credit losses by days-past-due bucket
// with its rates, each as CSV; and new rates or a month's close proposed, which a second finance member approves.
import { useCallback, useId, useState, type FormEvent } from 'react';
import {
  ACCOUNT_TYPES,
  PROVISION_BUCKET_CODES,
  type AccountType,
  type BooksDifference,
  type FinancialStatements,
  type JournalEntry,
  type ProvisionBucketCode,
  type Provisioning,
  type TrialBalance,
} from '@pautang/contract/ledger';
import { decimalPesos, formatPeso } from '@pautang/contract/format/money';
import { ListPanel, type ListColumn } from '../../../components/list-panel/list-panel';
import { t, type MessageKey } from '../../../i18n/messages';
import { consoleCall, errorText } from '../../../lib/request';
import { JournalEntryForm } from './journal-entry-form';
import { useResource } from '../../../lib/use-resource';
import { FormNotice, type Notice } from './form-notice';

/** A centavo amount as the books show it: blank for nothing, so a debit column reads as one. */
const cell = (centavos: number) => (centavos === 0 ? '' : formatPeso(centavos));
/** The same amount for a spreadsheet: pesos with two decimals, no grouping, 0.00 for nothing. */
const plain = decimalPesos;

const DIFFERENCE_LABEL: Record<BooksDifference['kind'], MessageKey> = {
  loan: 'booksDiff_loan',
  'refunds-payable': 'booksDiff_refundsPayable',
  cash: 'booksDiff_cash',
  'trial-balance': 'booksDiff_trialBalance',
};

function BooksCheck() {
  const id = useId();
  const load = useCallback((signal: AbortSignal) => consoleCall('consoleBooksCheck', {}, { signal }), []);
  const check = useResource(load);
  return (
    <section className="support-outbox" aria-labelledby={id} aria-busy={check.status === 'loading'}>
      <h2 id={id}>
        {t('booksCheckTitle')}{' '}
        <button type="button" className="support-link" onClick={check.reload}>
          {t('booksCheckRun')}
        </button>
      </h2>
      {check.status === 'loading' && <p role="status">{t('sectionLoading')}</p>}
      {check.status === 'error' && (
        <p role="alert" className="support-error">
          {t('loadFailed', { error: check.error })}
        </p>
      )}
      {check.status === 'ready' &&
        (check.data.differences.length === 0 ? (
          <p data-testid="books-check" className="support-muted">
            {t('booksCheckAgree', { count: check.data.orderCount, date: check.data.businessDate })}
          </p>
        ) : (
          <table className="support-table" data-testid="books-check">
            <thead>
              <tr>
                <th scope="col">{t('booksDiff')}</th>
                <th scope="col">{t('booksOrder')}</th>
                <th scope="col">{t('booksAccount')}</th>
                <th scope="col">{t('booksInBooks')}</th>
                <th scope="col">{t('booksInEngine')}</th>
              </tr>
            </thead>
            <tbody>
              {check.data.differences.map((d) => (
                <tr key={`${d.kind}:${d.orderId ?? ''}:${d.accountCode ?? ''}`}>
                  <td data-label={t('booksDiff')}>{t(DIFFERENCE_LABEL[d.kind])}</td>
                  <td data-label={t('booksOrder')}>{d.orderId ?? ''}</td>
                  <td data-label={t('booksAccount')}>{d.accountCode ?? ''}</td>
                  <td data-label={t('booksInBooks')}>{formatPeso(d.booksAmount)}</td>
                  <td data-label={t('booksInEngine')}>{formatPeso(d.engineAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}

type TrialRow = TrialBalance['accounts'][number];

const TRIAL_COLUMNS: ListColumn<TrialRow>[] = [
  { header: t('booksAccount'), cell: (a) => a.code },
  { header: t('booksAccountName'), cell: (a) => a.name },
  { header: t('booksDebit'), cell: (a) => cell(a.debitAmount), csv: (a) => plain(a.debitAmount) },
  { header: t('booksCredit'), cell: (a) => cell(a.creditAmount), csv: (a) => plain(a.creditAmount) },
];

function TrialBalancePanel({
  onDate,
  chartVersion,
}: {
  onDate: (date: string) => void;
  chartVersion: number;
}) {
  const [date, setDate] = useState('');
  const load = useCallback(
    async (signal: AbortSignal) => {
      const tb = await consoleCall('consoleTrialBalance', date ? { date } : {}, { signal });
      onDate(tb.date);
      // The totals are the last row, in the CSV as on screen: what an accountant ticks first.
      const total: TrialRow = {
        code: '',
        name: t('booksTotal'),
        type: 'asset',
        debitAmount: tb.debitTotal,
        creditAmount: tb.creditTotal,
      };
      return {
        rows: [...tb.accounts, total],
        note: t(tb.debitTotal === tb.creditTotal ? 'booksTrialBalances' : 'booksTrialOff', { date: tb.date }),
      };
    },
    // A new account or name shows at once: the chart's version is part of what loads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [date, onDate, chartVersion],
  );
  return (
    <ListPanel
      title={t('booksTrialTitle')}
      refresh={t('booksRefresh')}
      empty={t('booksTrialEmpty')}
      load={load}
      columns={TRIAL_COLUMNS}
      keyOf={(a) => a.code || 'total'}
      testId="trial-balance"
      csvName={`trial-balance-${date || 'today'}`}
      toolbar={
        <div className="support-filters">
          <label>
            {t('booksAtEndOf')} <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
        </div>
      }
    />
  );
}

type JournalRow = JournalEntry['lines'][number] & {
  key: string;
  entryId: number;
  businessDate: string;
  memo: string;
  source: string;
  /** The account's running balance after this line (debit side positive), when the journal is one account's. */
  balance: number | null;
};

type JournalFilter = { from: string; to: string; account: string; order: string };

/** The journal's lines, and an account's running balance from its balance the day before the range. */
async function journalRows(filter: JournalFilter, signal: AbortSignal) {
  const { from, to, account, order } = filter;
  const journal = await consoleCall(
    'consoleJournal',
    { from, to, account: account || undefined, order: order || undefined },
    { signal },
  );
  let balance: number | null = null;
  if (account) {
    const before = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const tb = await consoleCall('consoleTrialBalance', { date: before }, { signal });
    const opening = tb.accounts.find((a) => a.code === account);
    balance = opening ? opening.debitAmount - opening.creditAmount : 0;
  }
  const rows: JournalRow[] = journal.entries.flatMap((entry) =>
    entry.lines
      // By account, only that account's lines: its general ledger.
      .filter((line) => !account || line.accountCode === account)
      .map((line, i) => {
        if (balance !== null) balance += line.debitAmount - line.creditAmount;
        return {
          ...line,
          key: `${entry.id}:${i}:${line.accountCode}`,
          entryId: entry.id,
          businessDate: entry.businessDate,
          memo: entry.memo,
          source: entry.source,
          orderId: line.orderId ?? entry.orderId,
          balance,
        };
      }),
  );
  return { rows, note: journal.truncated ? t('booksJournalCut') : undefined };
}

function journalColumns(byAccount: boolean): ListColumn<JournalRow>[] {
  const columns: ListColumn<JournalRow>[] = [
    { header: t('booksEntry'), cell: (r) => r.entryId },
    { header: t('booksDate'), cell: (r) => r.businessDate },
    { header: t('booksAccount'), cell: (r) => r.accountCode },
    { header: t('booksAccountName'), cell: (r) => r.accountName },
    { header: t('booksDebit'), cell: (r) => cell(r.debitAmount), csv: (r) => plain(r.debitAmount) },
    { header: t('booksCredit'), cell: (r) => cell(r.creditAmount), csv: (r) => plain(r.creditAmount) },
    { header: t('booksReference'), cell: (r) => r.source },
    { header: t('booksOrder'), cell: (r) => r.orderId ?? '' },
    { header: t('booksMemo'), cell: (r) => r.memo },
  ];
  if (!byAccount) return columns;
  const balance = (r: JournalRow) => r.balance ?? 0;
  return [
    ...columns,
    { header: t('booksBalance'), cell: (r) => formatPeso(balance(r)), csv: (r) => plain(balance(r)) },
  ];
}

function JournalPanel({ asOf }: { asOf: string }) {
  const [draft, setDraft] = useState<JournalFilter>({
    from: `${asOf.slice(0, 8)}01`,
    to: asOf,
    account: '',
    order: '',
  });
  const [filter, setFilter] = useState(draft);
  const load = useCallback((signal: AbortSignal) => journalRows(filter, signal), [filter]);
  const field = (name: keyof JournalFilter, label: MessageKey, type: 'text' | 'date' = 'text') => (
    <TextField
      label={label}
      type={type}
      code={name === 'account'}
      value={draft[name]}
      onChange={(value) => setDraft((d) => ({ ...d, [name]: value }))}
    />
  );
  return (
    <ListPanel
      title={t(filter.account ? 'booksLedgerTitle' : 'booksJournalTitle', { account: filter.account })}
      refresh={t('booksRefresh')}
      empty={t('booksJournalEmpty')}
      load={load}
      columns={journalColumns(filter.account !== '')}
      keyOf={(r) => r.key}
      testId="journal"
      csvName={`journal-${filter.from}-${filter.to}${filter.account ? `-${filter.account}` : ''}`}
      toolbar={
        <form
          className="support-filters"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            setFilter(draft);
          }}
        >
          {field('from', 'booksFrom', 'date')}
          {field('to', 'booksTo', 'date')}
          {field('account', 'booksAccountFilter')}
          {field('order', 'booksOrderFilter')}
          <button type="submit">{t('booksShow')}</button>
        </form>
      }
    />
  );
}

type StatementRow = { key: string; section: string; code: string; name: string; amount: number };

const STATEMENT_COLUMNS: ListColumn<StatementRow>[] = [
  { header: t('fsSection'), cell: (r) => r.section },
  { header: t('booksAccount'), cell: (r) => r.code },
  { header: t('booksAccountName'), cell: (r) => r.name },
  { header: t('fsAmount'), cell: (r) => formatPeso(r.amount), csv: (r) => plain(r.amount) },
];

/** A section's accounts, then its total: the rows of one statement. */
function sectionRows(
  section: MessageKey,
  lines: FinancialStatements['incomeStatement']['income'],
  total: number,
): StatementRow[] {
  const name = t(section);
  return [
    ...lines.map((l) => ({ key: `${section}:${l.code}`, section: name, ...l })),
    {
      key: `${section}:total`,
      section: name,
      code: '',
      name: t('fsTotal', { section: name }),
      amount: total,
    },
  ];
}

const balanceSheetRows = ({ balanceSheet: b }: FinancialStatements): StatementRow[] => [
  ...sectionRows('fsAssets', b.assets, b.totalAssetsAmount),
  ...sectionRows('fsLiabilities', b.liabilities, b.totalLiabilitiesAmount),
  ...sectionRows(
    'fsEquity',
    [...b.equity, { code: '', name: t('fsEarnings'), amount: b.earningsAmount }],
    b.totalEquityAmount,
  ),
];

const incomeStatementRows = ({ incomeStatement: i }: FinancialStatements): StatementRow[] => [
  ...sectionRows('fsIncome', i.income, i.totalIncomeAmount),
  ...sectionRows('fsExpenses', i.expenses, i.totalExpensesAmount),
  { key: 'net', section: '', code: '', name: t('fsNetIncome'), amount: i.netIncomeAmount },
];

/** A month's balance sheet and income statement, from the general ledger (both tables read one answer). */
function StatementsPanel({ asOf }: { asOf: string }) {
  const [month, setMonth] = useState(asOf.slice(0, 7));
  const answer = useCallback(
    (signal: AbortSignal) => consoleCall('consoleFinancialStatements', { month }, { signal }),
    [month],
  );
  const balance = useCallback(
    async (signal: AbortSignal) => {
      const fs = await answer(signal);
      return { rows: balanceSheetRows(fs), note: t('fsBalanceNote', { to: fs.to }) };
    },
    [answer],
  );
  const income = useCallback(
    async (signal: AbortSignal) => {
      const fs = await answer(signal);
      return { rows: incomeStatementRows(fs), note: t('fsIncomeNote', { from: fs.from, to: fs.to }) };
    },
    [answer],
  );
  return (
    <>
      <ListPanel
        title={t('fsBalanceTitle')}
        refresh={t('booksRefresh')}
        empty={t('booksJournalEmpty')}
        load={balance}
        columns={STATEMENT_COLUMNS}
        keyOf={(r) => r.key}
        testId="balance-sheet"
        csvName={`balance-sheet-${month}`}
        toolbar={
          <div className="support-filters">
            <label>
              {t('fsMonth')}{' '}
              <input
                type="month"
                required
                pattern="\d{4}-\d{2}"
                value={month}
                onChange={(e) => e.target.value && setMonth(e.target.value)}
              />
            </label>
          </div>
        }
      />
      <ListPanel
        title={t('fsIncomeTitle')}
        refresh={t('booksRefresh')}
        empty={t('booksJournalEmpty')}
        load={income}
        columns={STATEMENT_COLUMNS}
        keyOf={(r) => r.key}
        testId="income-statement"
        csvName={`income-statement-${month}`}
      />
    </>
  );
}

type ProvisionRow = Provisioning['lines'][number];

const BUCKET_LABEL: Record<ProvisionBucketCode, MessageKey> = {
  current: 'provBucket_current',
  '1-30': 'provBucket_1_30',
  '31-60': 'provBucket_31_60',
  '61-90': 'provBucket_61_90',
  '91-180': 'provBucket_91_180',
  'over-180': 'provBucket_over_180',
};
/** A rate in basis points as a person reads it: 2500 → '25'. */
const percentOf = (bp: number) => String(bp / 100);

const PROVISION_COLUMNS: ListColumn<ProvisionRow>[] = [
  { header: t('provBucket'), cell: (l) => t(BUCKET_LABEL[l.bucket]), csv: (l) => l.bucket },
  { header: t('provLoans'), cell: (l) => l.count },
  {
    header: t('provCarrying'),
    cell: (l) => formatPeso(l.exposureAmount),
    csv: (l) => plain(l.exposureAmount),
  },
  { header: t('provRate'), cell: (l) => `${percentOf(l.rateBp)} %`, csv: (l) => percentOf(l.rateBp) },
  {
    header: t('provRequired'),
    cell: (l) => formatPeso(l.requiredAmount),
    csv: (l) => plain(l.requiredAmount),
  },
];

function movementText(p: Provisioning): string {
  if (p.topUpAmount > 0) return t('provTopUp', { amount: formatPeso(p.topUpAmount) });
  if (p.topUpAmount < 0) return t('provRelease', { amount: formatPeso(-p.topUpAmount) });
  return t('provEven');
}

/** The new rates finance proposes, in percent as typed; a second finance member approves them. */
function ProvisionRatesForm({ current }: { current: Readonly<Record<ProvisionBucketCode, number>> }) {
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(PROVISION_BUCKET_CODES.map((b) => [b, percentOf(current[b])])),
  );
  const [notice, setNotice] = useState<Notice>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const rates = Object.fromEntries(
      PROVISION_BUCKET_CODES.map((b) => [b, Math.round(Number(draft[b]) * 100)]),
    ) as Record<ProvisionBucketCode, number>;
    try {
      await consoleCall('consoleProposeProvisionRates', { rates });
      setNotice({ ok: true, text: t('provRatesPending') });
    } catch (error) {
      setNotice({ ok: false, text: t('provRatesFailed', { error: errorText(error) }) });
    }
  };
  return (
    <form className="support-filters" onSubmit={(e) => void submit(e)} aria-label={t('provRatesTitle')}>
      {PROVISION_BUCKET_CODES.map((b) => (
        <label key={b}>
          {t('provRateOf', { bucket: t(BUCKET_LABEL[b]) })}{' '}
          <input
            type="number"
            min={0}
            max={100}
            step={0.01}
            required
            size={6}
            value={draft[b]}
            onChange={(e) => setDraft((d) => ({ ...d, [b]: e.target.value }))}
          />
        </label>
      ))}
      <button type="submit">{t('provRatesPropose')}</button>
      <FormNotice notice={notice} />
    </form>
  );
}

const loadProvisioning = (signal: AbortSignal) => consoleCall('consoleProvisioning', {}, { signal });

function ProvisioningPanel() {
  const [rates, setRates] = useState<Record<ProvisionBucketCode, number> | null>(null);
  const load = useCallback(async (signal: AbortSignal) => {
    const p = await loadProvisioning(signal);
    setRates(
      (current) =>
        current ??
        (Object.fromEntries(p.lines.map((l) => [l.bucket, l.rateBp])) as Record<ProvisionBucketCode, number>),
    );
    return {
      rows: p.lines,
      note: `${t('provSummary', {
        date: p.businessDate,
        exposure: formatPeso(p.exposureAmount),
        required: formatPeso(p.requiredAmount),
        held: formatPeso(p.heldAmount),
      })} ${movementText(p)}`,
    };
  }, []);
  return (
    <>
      <ListPanel
        title={t('provTitle')}
        refresh={t('booksRefresh')}
        empty={t('provEmpty')}
        load={load}
        columns={PROVISION_COLUMNS}
        keyOf={(l) => l.bucket}
        testId="provisioning"
        csvName="provisioning"
      />
      {rates && <ProvisionRatesForm current={rates} />}
    </>
  );
}

/** A labelled text box of the books' forms (or a date); `code` for an account's four digits. */
function TextField({
  label,
  value,
  onChange,
  code = false,
  type = 'text',
}: {
  label: MessageKey;
  value: string;
  onChange: (value: string) => void;
  code?: boolean;
  type?: 'text' | 'date';
}) {
  return (
    <label>
      {t(label)}{' '}
      <input
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...(code ? { inputMode: 'numeric' as const, maxLength: 4, size: 6 } : {})}
      />
    </label>
  );
}

/** An account added to the chart (at once), or a new name proposed for one (a second finance member approves it). */
function ChartForms({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [added, setAdded] = useState<{ code: string; name: string; type: AccountType }>({
    code: '',
    name: '',
    type: 'asset',
  });
  const [renamed, setRenamed] = useState({ code: '', name: '' });
  const [notice, setNotice] = useState<Notice>(null);
  const act = async (e: FormEvent, run: () => Promise<string>) => {
    e.preventDefault();
    setNotice(null);
    try {
      setNotice({ ok: true, text: await run() });
      onChanged();
    } catch (error) {
      setNotice({ ok: false, text: t('chartFailed', { error: errorText(error) }) });
    }
  };
  return (
    <section className="support-outbox" aria-labelledby={id}>
      <h2 id={id}>{t('chartTitle')}</h2>
      <form
        className="support-filters"
        aria-label={t('chartAdd')}
        onSubmit={(e) =>
          void act(e, async () => {
            await consoleCall('consoleAddAccount', added);
            return t('chartAdded', { code: added.code });
          })
        }
      >
        <TextField
          label="chartNewCode"
          code
          value={added.code}
          onChange={(code) => setAdded((a) => ({ ...a, code }))}
        />
        <TextField
          label="chartNewName"
          value={added.name}
          onChange={(name) => setAdded((a) => ({ ...a, name }))}
        />
        <label>
          {t('chartType')}{' '}
          <select
            value={added.type}
            onChange={(e) => setAdded((a) => ({ ...a, type: e.target.value as AccountType }))}
          >
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`chartType_${type}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('chartAdd')}</button>
      </form>
      <form
        className="support-filters"
        aria-label={t('chartRename')}
        onSubmit={(e) =>
          void act(e, async () => {
            await consoleCall('consoleRenameAccount', renamed);
            return t('chartRenamePending', { code: renamed.code });
          })
        }
      >
        <TextField
          label="chartRenameCode"
          code
          value={renamed.code}
          onChange={(code) => setRenamed((r) => ({ ...r, code }))}
        />
        <TextField
          label="chartRenameName"
          value={renamed.name}
          onChange={(name) => setRenamed((r) => ({ ...r, name }))}
        />
        <button type="submit">{t('chartRename')}</button>
      </form>
      <FormNotice notice={notice} />
    </section>
  );
}

function ClosePeriod() {
  const id = useId();
  const [month, setMonth] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await consoleCall('consoleClosePeriod', { month });
      setNotice({
        ok: true,
        text: t(outcome.status === 'done' ? 'booksClosed' : 'booksClosePending', { month }),
      });
    } catch (error) {
      setNotice({ ok: false, text: t('booksCloseFailed', { error: errorText(error) }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="support-outbox" aria-labelledby={id}>
      <h2 id={id}>{t('booksCloseTitle')}</h2>
      <p className="support-muted">{t('booksCloseNote')}</p>
      <form className="support-filters" onSubmit={(e) => void submit(e)}>
        <label>
          {t('booksMonth')}{' '}
          <input
            type="month"
            required
            pattern="\d{4}-\d{2}"
            placeholder="YYYY-MM"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
          />
        </label>
        <button type="submit" disabled={busy || month === ''}>
          {t('booksClose')}
        </button>
      </form>
      <FormNotice notice={notice} />
    </section>
  );
}

export function BooksPanel() {
  // The journal opens on the month of the trial balance's day (the business date until another is chosen).
  const [asOf, setAsOf] = useState('');
  const [chartVersion, setChartVersion] = useState(0);
  const onDate = useCallback((date: string) => setAsOf((current) => current || date), []);
  return (
    <div data-testid="books">
      <BooksCheck />
      <TrialBalancePanel onDate={onDate} chartVersion={chartVersion} />
      <ChartForms onChanged={() => setChartVersion((v) => v + 1)} />
      {asOf && <JournalPanel asOf={asOf} />}
      {asOf && <StatementsPanel asOf={asOf} />}
      <ProvisioningPanel />
      <JournalEntryForm />
      <ClosePeriod />
    </div>
  );
}
