// The back office's collections section: the features it is made of (a route composes; features never import each other).
import type { AgentInfo } from '@pautang/contract/back-office';
import { CollectionsSection } from '../../../features/collections/components/collections-section';

export function CollectionsRoute({ agent }: { agent: AgentInfo }) {
  return (
    <>
      <CollectionsSection agent={agent} />
    </>
  );
}
