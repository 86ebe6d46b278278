// The reports' calls: every staff role reads them (packages/contract/src/reports.ts says why).
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { complaintsReport, portfolioReport } from './reports.service';

export const reportHandlers = (deps: Deps) =>
  ({
    consolePortfolioReport: ({ input }) =>
      portfolioReport(deps.db, deps.clock(), input, deps.config.reportFiguresSeconds),
    consoleComplaintsReport: ({ input }) => complaintsReport(deps.db, deps.clock(), input),
  }) satisfies Partial<CallHandlers>;
