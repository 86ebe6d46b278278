// The back office's borrowers section: the features it is made of (a route composes; features never import each other).
import type { AgentInfo } from '@pautang/contract/back-office';
import { BorrowersSection } from '../../../features/borrower-file/components/borrowers-section';

export function BorrowersRoute({ agent }: { agent: AgentInfo }) {
  return (
    <>
      <BorrowersSection agent={agent} />
    </>
  );
}
