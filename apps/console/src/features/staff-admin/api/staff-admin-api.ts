// The admin section's calls (apps/server contexts/staff/agents staff-admin, contexts/staff/audit), for admins.
import type { RequestOf } from '@pautang/contract/calls';
import { consoleCall } from '../../../lib/request';

export const listStaff = (signal: AbortSignal) =>
  consoleCall('consoleStaffList', {}, { signal }).then((d) => d.staff);

export const createStaff = (input: RequestOf<'consoleCreateStaff'>) =>
  consoleCall('consoleCreateStaff', input).then((d) => d.member);

export const updateStaff = (input: RequestOf<'consoleUpdateStaff'>) =>
  consoleCall('consoleUpdateStaff', input).then((d) => d.member);

export const searchAudit = (query: RequestOf<'consoleAuditLog'>, signal?: AbortSignal) =>
  consoleCall('consoleAuditLog', query, { signal });
