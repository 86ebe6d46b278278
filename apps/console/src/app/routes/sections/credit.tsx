// The back office's credit section: the features it is made of (a route composes; features never import each other).
import type { AgentInfo } from '@pautang/contract/back-office';
import { CreditSection } from '../../../features/credit-review/components/credit-section';

export function CreditRoute({ agent }: { agent: AgentInfo }) {
  return (
    <>
      <CreditSection agent={agent} />
    </>
  );
}
