// The official site's contact messages (apps/server/src/contexts/support/contact), for signed-in support staff and admins.
import type { ContactMessageStatus } from '@pautang/contract/back-office';
import { consoleCall } from '../../../lib/request';

export const getContactMessages = (status: ContactMessageStatus | '', signal?: AbortSignal) =>
  consoleCall('consoleContactMessages', status ? { status } : {}, { signal }).then((d) => d.messages);

export const markContactMessageHandled = (id: number) =>
  consoleCall('consoleHandleContactMessage', { id: String(id) });

export const answerContactMessage = (id: number, text: string) =>
  consoleCall('consoleAnswerContactMessage', { id: String(id), text });
