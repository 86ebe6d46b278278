import { describe, expect, it } from 'vitest';
import { DEFAULT_MERCHANT_NUMBER, readHeaderParams, readSessionParams, SESSION_PARAM_KEYS } from './session';

describe('session parameters', () => {
  it("lists the spec's thirteen and the borrower's language (issue 30)", () => {
    expect(SESSION_PARAM_KEYS).toHaveLength(14);
    expect(SESSION_PARAM_KEYS).toContain('lang');
  });

  it.each([
    ['?sessionId=s1&userId=7', { sessionId: 's1', userId: '7', merchantNumber: DEFAULT_MERCHANT_NUMBER }],
    ['?product_id=9', { productId: '9', merchantNumber: DEFAULT_MERCHANT_NUMBER }],
    ['?productId=3&product_id=9', { productId: '3', merchantNumber: DEFAULT_MERCHANT_NUMBER }],
    ['?merchantNumber=M2&foo=bar&orderId=', { merchantNumber: 'M2' }],
  ])('reads %s', (search, expected) => {
    expect(readSessionParams(search)).toEqual(expected);
  });

  it('reads the four header values, empty when absent', () => {
    expect(readHeaderParams('?building=b&eyes=e')).toEqual({
      building: 'b',
      gather: '',
      swift: '',
      eyes: 'e',
    });
  });
});
