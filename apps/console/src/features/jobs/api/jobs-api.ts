// The dead-letter list's calls (apps/server contexts/staff/jobs), for admins.
import { consoleCall } from '../../../lib/request';

export const listDeadJobs = (signal: AbortSignal) => consoleCall('consoleDeadJobs', {}, { signal });

export const retryDeadJob = (id: string) => consoleCall('consoleRetryJob', { id }).then((d) => d.job);
