import type { ContactMessageRequest } from '@pautang/contract/site';
import { api } from '../../../lib/request';

/** The Contact tab's message (kept for the back office); the server's refusals show in a toast. */
export const sendContactMessage = (message: ContactMessageRequest) =>
  api('contactMessage', message, { loading: true });
