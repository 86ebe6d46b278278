import type { orderDetailText as En } from '../en/order-detail';
import type { Translation } from '../translation';
export declare const orderDetailText: Translation<typeof En>;
