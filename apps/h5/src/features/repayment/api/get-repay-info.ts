import { useScreenCall } from '../../../lib/use-api';
import { delayInfoCall, instalmentInfoCall } from './screen-data';

export const useInstalmentInfo = (orderId: string, productId: string) =>
  useScreenCall(instalmentInfoCall(orderId, productId));

export const useDelayInfo = (orderId: string, productId: string) =>
  useScreenCall(delayInfoCall(orderId, productId));
