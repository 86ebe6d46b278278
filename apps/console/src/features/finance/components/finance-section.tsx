// Finance (issue 28): loan payouts in flight and failed with the day's totals per rail, the refunds owed with a
// Refund button each (maker-checker above the configured amount), the daily reconciliation, and the books (issue 42).
import type { AgentInfo } from '@pautang/contract/back-office';
import { BooksPanel } from './books-panel';
import { PayoutsBoard } from './payouts-board';
import { ReconciliationReport } from './reconciliation-report';
import { RefundsOwed } from './refunds-owed';

export function FinanceSection({ agent }: { agent: AgentInfo }) {
  return (
    <div data-staff={agent.id}>
      <PayoutsBoard />
      <RefundsOwed />
      <ReconciliationReport />
      <BooksPanel />
    </div>
  );
}
