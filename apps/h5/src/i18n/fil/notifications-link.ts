import type { notificationLinkText as En } from '../en/notifications-link';
import type { Translation } from '../translation';

export const notificationLinkText: Translation<typeof En> = {
  link: 'Mga notification',
  unread: '{n} hindi pa nababasa',
};
