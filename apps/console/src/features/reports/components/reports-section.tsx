// Reports: portfolio and complaints, with charts and CSV (issue 28). Placeholder until the section's work lands.
import type { AgentInfo } from '@pautang/contract/back-office';

export function ReportsSection({ agent }: { agent: AgentInfo }) {
  return <p data-staff={agent.id}>…</p>;
}
