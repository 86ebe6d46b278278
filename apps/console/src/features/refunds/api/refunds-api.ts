// The refunds owed (apps/server/src/modules/payments/refunds.routes.ts), for signed-in agents.
import { consoleCall } from '../../../lib/request';

export const getRefundsOwed = (signal?: AbortSignal) =>
  consoleCall('consoleRefunds', {}, { signal }).then((d) => d.refunds);
