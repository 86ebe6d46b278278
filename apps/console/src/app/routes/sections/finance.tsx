// The back office's finance section: the features it is made of (a route composes; features never import each other).
import type { AgentInfo } from '@pautang/contract/back-office';
import { FinanceSection } from '../../../features/finance/components/finance-section';

export function FinanceRoute({ agent }: { agent: AgentInfo }) {
  return <FinanceSection agent={agent} />;
}
