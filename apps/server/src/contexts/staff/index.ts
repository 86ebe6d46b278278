// The staff context's door: the only file of it another context, a flow, app.ts or a test elsewhere may import.
export { insertAgentSession } from './agents/agents.repository';
export { agentHandlers, registerAgentRoutes } from './agents/agents.routes';
export {
  AGENT_COOKIE,
  LOCK_AFTER_FAILURES,
  agentOfHeaders,
  agentToken,
  requireStaff,
} from './agents/agents.service';
export type { Agent } from './agents/agents.service';
export { appSettingsHandlers } from './app-settings/app-settings.routes';
export { appSettings, appSettingsEntry, saveAppSettings } from './app-settings/app-settings.service';
export { defineKind } from './approvals/approval-kind';
export type { ApprovalKindDef } from './approvals/approval-kind';
export { approvalHandlers } from './approvals/approvals.routes';
export { submitAction } from './approvals/approvals.service';
export { searchAudit } from './audit/audit.repository';
export { auditHandlers } from './audit/audit.routes';
export { recordAudit } from './audit/audit.service';
export { findBusinessDate, upsertBusinessDate } from './business-date/business-date.repository';
export { getBusinessDate, resetBusinessDate, setBusinessDate } from './business-date/business-date.service';
export { upsertBusinessTime } from './business-date/business-time.repository';
export { businessNow, setBusinessTime } from './business-date/business-time.service';
export { jobHandlers } from './jobs/jobs.routes';
export { registerOpenApiRoute } from './openapi/openapi.routes';
export { appSettingsKind } from './app-settings/app-settings.kind';
export { useApprovalKinds } from './approvals/approvals.service';
