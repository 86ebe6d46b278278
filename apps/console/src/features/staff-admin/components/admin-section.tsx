// Admin (issue 28): staff accounts and the audit log. The landing templates and app settings, also the admin's,
// are their own features beside this one in the section (app/routes/sections/admin.tsx).
import type { AgentInfo } from '@pautang/contract/back-office';
import { AuditLog } from './audit-log';
import { StaffAccounts } from './staff-accounts';
import '../../../components/admin-screens/admin-screens.css';

export function AdminSection({ agent }: { agent: AgentInfo }) {
  return (
    <div className="staff-admin" data-testid="staff-admin" data-staff={agent.id}>
      <StaffAccounts />
      <AuditLog />
    </div>
  );
}
