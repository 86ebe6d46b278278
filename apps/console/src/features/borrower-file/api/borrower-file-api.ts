// The borrower's file (apps/server/src/contexts/back-office/borrower-file), for staff of the file roles. Both calls are audited.
import { consoleCall } from '../../../lib/request';

export const searchBorrowers = (q: string, signal?: AbortSignal) =>
  consoleCall('consoleBorrowerSearch', { q }, { signal });

export const getBorrowerFile = (id: string, signal?: AbortSignal) =>
  consoleCall('consoleBorrowerFile', { id }, { signal });
