// Apart from the calls themselves: the route table (in every page's first chunk) needs only this.
export const repaymentWayRequest = (orderId: string) => ({ orderId });
