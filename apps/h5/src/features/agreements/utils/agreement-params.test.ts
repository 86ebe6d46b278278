import { describe, expect, it } from 'vitest';
import { agreementParams } from './agreement-params';

const params = (search: string) => agreementParams(new URLSearchParams(search));

describe('agreementParams', () => {
  it('reads the kind, product and order of the page query', () => {
    expect(params('?kind=disclosure-statement&productId=P1&orderId=O1&sessionId=S')).toEqual({
      productId: 'P1',
      orderId: 'O1',
      kind: 'disclosure-statement',
    });
  });

  it('defaults to the loan agreement and leaves orderId out before an order exists', () => {
    expect(params('?productId=P1')).toEqual({ productId: 'P1', kind: 'loan-agreement' });
    expect(params('?productId=P1&orderId=&kind=')).toEqual({ productId: 'P1', kind: 'loan-agreement' });
  });

  it('treats an unknown kind as the loan agreement', () => {
    expect(params('?productId=P1&kind=privacy').kind).toBe('loan-agreement');
  });

  it('reads a renewal statement and its number; without one, the statement of a rollover paid today', () => {
    expect(params('?kind=renewal-statement&renewal=2&productId=P1&orderId=O1')).toEqual({
      productId: 'P1',
      orderId: 'O1',
      kind: 'renewal-statement',
      renewal: 2,
    });
    expect(params('?kind=renewal-statement&productId=P1&orderId=O1')).toEqual({
      productId: 'P1',
      orderId: 'O1',
      kind: 'renewal-statement',
    });
    expect(params('?kind=renewal-statement&renewal=x&productId=P1').renewal).toBeUndefined();
    expect(params('?kind=disclosure-statement&renewal=2&productId=P1').renewal).toBeUndefined();
  });

  it('accepts the product_id alias', () => {
    expect(params('?product_id=P9&kind=loan-agreement').productId).toBe('P9');
    expect(params('?kind=loan-agreement').productId).toBe('');
  });
});
