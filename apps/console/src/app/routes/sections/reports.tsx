// The back office's reports section: the features it is made of (a route composes; features never import each other).
import type { AgentInfo } from '@pautang/contract/back-office';
import { ReportsSection } from '../../../features/reports/components/reports-section';

export function ReportsRoute({ agent }: { agent: AgentInfo }) {
  return (
    <>
      <ReportsSection agent={agent} />
    </>
  );
}
