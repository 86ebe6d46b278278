// The back office's admin section: the features it is made of (a route composes; features never import each other).
import type { AgentInfo } from '@pautang/contract/back-office';
import { AppSettingsEditor } from '../../../features/app-settings/components/app-settings-editor';
import { NotificationTemplates } from '../../../features/notification-templates/components/notification-templates';
import { DeadJobs } from '../../../features/jobs/components/dead-jobs';
import { TemplateEditor } from '../../../features/promotion-templates/components/template-editor';
import { AdminSection } from '../../../features/staff-admin/components/admin-section';

export function AdminRoute({ agent }: { agent: AgentInfo }) {
  return (
    <>
      <AdminSection agent={agent} />
      <TemplateEditor />
      <AppSettingsEditor />
      <NotificationTemplates />
      <DeadJobs />
    </>
  );
}
