import { useScreenCall } from '../../../lib/use-api';
import { orderDetailsCall } from './screen-data';

export const useOrderDetails = (orderId: string, productId: string) =>
  useScreenCall(orderDetailsCall(orderId, productId));
