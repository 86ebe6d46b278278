import { useScreenCall } from '../../../lib/use-api';
import { notificationListCall } from './screen-data';

export const useNotificationList = () => useScreenCall(notificationListCall());
