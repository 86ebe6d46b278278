// Finance: payouts in flight and failed, refunds, reconciliation (issue 28). Placeholder until the section's work lands.
import type { AgentInfo } from '@pautang/contract/back-office';

export function FinanceSection({ agent }: { agent: AgentInfo }) {
  return <p data-staff={agent.id}>…</p>;
}
