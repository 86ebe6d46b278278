// The official site's contact messages (apps/server/src/modules/site/site.routes.ts), for signed-in agents.
import { consoleCall } from '../../../lib/request';

export const getContactMessages = (signal?: AbortSignal) =>
  consoleCall('consoleContactMessages', {}, { signal }).then((d) => d.messages);
