// The back office's support section: the features it is made of (a route composes; features never import each other).
import type { AgentInfo } from '@pautang/contract/back-office';
import { ContactMessages } from '../../../features/contact-messages/components/contact-messages';
import { SupportDesk } from '../../../features/support/components/support-desk';

export function SupportRoute(_props: { agent: AgentInfo }) {
  return (
    <>
      <SupportDesk />
      <ContactMessages />
    </>
  );
}
