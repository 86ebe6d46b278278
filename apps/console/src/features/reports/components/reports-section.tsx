// Reports (issue 28): the portfolio and the complaint clocks over a range of Manila days, with charts and CSV.
// Every staff role reads them: they are totals, with no borrower named.
import { useState, type FormEvent } from 'react';
import type { AgentInfo } from '@pautang/contract/back-office';
import type { ReportRange } from '@pautang/contract/reports';
import { t } from '../../../i18n/messages';
import { ComplaintsReport } from './complaints-report';
import { PortfolioReport } from './portfolio-report';
import './reports.css';

export function ReportsSection({ agent }: { agent: AgentInfo }) {
  // Empty: the server's default, the last 30 days up to the business date.
  const [range, setRange] = useState<ReportRange>({});
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const show = (event: FormEvent) => {
    event.preventDefault();
    setRange({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };

  return (
    <div className="reports" data-staff={agent.id}>
      <h1 className="reports-title">{t('reportsTitle')}</h1>
      <p className="reports-muted">{t('reportsIntro')}</p>
      <form className="reports-range" onSubmit={show}>
        <label>
          {t('reportsFrom')} <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('reportsTo')} <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit">{t('reportsShow')}</button>
        {!range.from && !range.to && <span className="reports-muted">{t('reportsDefaultRange')}</span>}
      </form>
      <PortfolioReport range={range} />
      <ComplaintsReport range={range} />
    </div>
  );
}
