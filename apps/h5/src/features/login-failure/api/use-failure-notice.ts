import { useScreenCall } from '../../../lib/use-api';
import { failureNoticeCall } from './screen-data';

export const useFailureNotice = (orderId: string) => useScreenCall(failureNoticeCall(orderId));
