// Credit: the review queue of held applications (issue 28). Placeholder until the section's work lands.
import type { AgentInfo } from '@pautang/contract/back-office';

export function CreditSection({ agent }: { agent: AgentInfo }) {
  return <p data-staff={agent.id}>…</p>;
}
