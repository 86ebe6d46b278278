// Collections: the overdue book, queues, the contact log and waivers (issue 28). Placeholder until the section's work lands.
import type { AgentInfo } from '@pautang/contract/back-office';

export function CollectionsSection({ agent }: { agent: AgentInfo }) {
  return <p data-staff={agent.id}>…</p>;
}
