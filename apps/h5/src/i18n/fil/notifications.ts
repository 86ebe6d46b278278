import type { notificationText as En } from '../en/notifications';
import type { Translation } from '../translation';

export const notificationText: Translation<typeof En> = {
  title: 'Mga notification',
  readAll: 'Markahang nabasa lahat',
  emptyTitle: 'Wala pang notification',
  emptyText:
    'Sasabihan ka namin dito at sa SMS kapag approved na ang loan mo, kapag naipadala na ang pera, bago ang bawat due date at kapag natanggap namin ang bayad mo.',
  unreadDot: 'Hindi pa nababasa',
};
