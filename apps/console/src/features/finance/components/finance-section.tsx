// Finance (issue 28): loan payouts in flight and failed with the day's totals per rail, the refunds owed with a
// Refund button each (maker-checker above the configured amount), and the daily reconciliation.
import type { AgentInfo } from '@pautang/contract/back-office';
import { PayoutsBoard } from './payouts-board';
import { ReconciliationReport } from './reconciliation-report';
import { RefundsOwed } from './refunds-owed';

export function FinanceSection({ agent }: { agent: AgentInfo }) {
  return (
    <div data-staff={agent.id}>
      <PayoutsBoard />
      <RefundsOwed />
      <ReconciliationReport />
    </div>
  );
}
