// The approvals section's calls (apps/server contexts/staff/approvals), for the checker roles; and the current settings
// and templates, to show a proposed change beside what it replaces (admins read them; others see the proposal).
import { consoleCall } from '../../../lib/request';

export const listApprovals = (status: 'pending' | 'decided', signal: AbortSignal) =>
  consoleCall('consoleApprovals', { status }, { signal }).then((d) => d.approvals);

export const decideApproval = (id: string, decision: 'approve' | 'reject', reason: string) =>
  consoleCall('consoleDecideApproval', { id, decision, reason }).then((d) => d.approval);

export const currentAppSettings = (signal: AbortSignal) =>
  consoleCall('consoleAppSettings', {}, { signal }).then((d) => d.settings);

export const currentTemplate = (id: string, signal: AbortSignal) =>
  consoleCall('consolePromotionTemplates', {}, { signal }).then(
    (d) => d.templates.find((e) => e.id === id)?.template ?? null,
  );
