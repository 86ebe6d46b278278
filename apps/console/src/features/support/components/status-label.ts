import type { ComplaintStatus } from '@pautang/contract/back-office';
import { t, type MessageKey } from '../../../i18n/messages';

const KEYS: Record<ComplaintStatus, MessageKey> = {
  submitted: 'statusSubmitted',
  in_progress: 'statusInProgress',
  replied: 'statusReplied',
  closed: 'statusClosed',
};

export const statusLabel = (status: string): string =>
  status in KEYS ? t(KEYS[status as ComplaintStatus]) : status;

/** An image of ours by its path: the agent's cookie opens it on our own origin. */
export const ownPath = (url: string): string => {
  try {
    const u = new URL(url, location.origin);
    return u.pathname.startsWith('/files/') ? u.pathname : '';
  } catch {
    return '';
  }
};

/** Manila wall time of a UTC instant, the way agents and borrowers read it. */
export { formatDate } from '@pautang/contract/format/date';
