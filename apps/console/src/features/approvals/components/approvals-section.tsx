// Maker-checker: the proposals waiting for a second staff member (issue 28). Placeholder until the section's work lands.
import type { AgentInfo } from '@pautang/contract/back-office';

export function ApprovalsSection({ agent }: { agent: AgentInfo }) {
  return <p data-staff={agent.id}>…</p>;
}
