// The back office's approvals section: the features it is made of (a route composes; features never import each other).
import type { AgentInfo } from '@pautang/contract/back-office';
import { ApprovalsSection } from '../../../features/approvals/components/approvals-section';

export function ApprovalsRoute({ agent }: { agent: AgentInfo }) {
  return (
    <>
      <ApprovalsSection agent={agent} />
    </>
  );
}
