import { api } from '../../../lib/request';

/** The borrower's answer to the repayment plan offered on the order (issue 42): 1 accept, 0 decline. */
export const decidePlan = (orderId: string, accept: 0 | 1, totalAmount: number) =>
  api('restructureDecide', { orderId, accept, totalAmount });
