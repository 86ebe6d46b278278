// @module-tag once: a table check, no app
// What our pages advertise (the official site, the payment instructions, the landing campaign) is offered on the
// channel sheet, under the same name, with the gateway's processor id: 7-Eleven was advertised and not offered.
import { describe, expect, it } from 'vitest';
import { ADVERTISED_CHANNELS, PAY_CHANNELS, repayAtText } from '@pautang/contract/pay-channels';
import { CHANNELS, channelName, findChannel } from './channels';

describe('pay-code channels', () => {
  it('offers every channel of the one list, under its name, and none other', () => {
    expect(CHANNELS.map((c) => [c.channelNumber, c.name])).toEqual(
      PAY_CHANNELS.map((c) => [c.channelNumber, c.name]),
    );
  });

  it('offers every advertised channel, 7-Eleven under Dragonpay’s processor id 7ELE', () => {
    const advertised = new Set(Object.values(ADVERTISED_CHANNELS).flat());
    for (const number of advertised) expect(findChannel(number), number).toBeDefined();
    expect(findChannel('7ELE')).toMatchObject({
      name: '7-Eleven',
      kind: 'otc',
      logo: '/static/channels/7ele.svg',
    });
    expect(repayAtText()).toBe('Repay at 7-Eleven, GCash, Maya or your bank');
  });

  it('names a code stored under 7-Eleven’s former number', () => {
    expect(channelName('711')).toBe('7-Eleven');
  });
});
