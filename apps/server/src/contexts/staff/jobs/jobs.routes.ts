// The dead-letter list's calls (contract: packages/contract/src/jobs.ts).
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { deadJobs, owedEvents, retryDeadJob } from './jobs.service';

export const jobHandlers = (deps: Deps) =>
  ({
    consoleDeadJobs: () => deadJobs(deps),
    consoleOwedEvents: () => owedEvents(deps),
    consoleRetryJob: ({ input, agent }) => retryDeadJob(deps, agent, input.id),
  }) satisfies Partial<CallHandlers>;
