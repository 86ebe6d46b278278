// The reports' calls (apps/server/src/contexts/back-office/reports), for any signed-in staff member.
import type { ReportRange } from '@pautang/contract/reports';
import { consoleCall } from '../../../lib/request';

export const getPortfolioReport = (range: ReportRange, signal?: AbortSignal) =>
  consoleCall('consolePortfolioReport', range, { signal });

export const getComplaintsReport = (range: ReportRange, signal?: AbortSignal) =>
  consoleCall('consoleComplaintsReport', range, { signal });
