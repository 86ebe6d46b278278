// @vitest-environment happy-dom
// The instructions page names the channels the channel sheet offers: the contract's one list (pay-channels.ts),
// which the server's sheet is checked against (channels.test.ts).
import { describe, expect, it } from 'vitest';
import { ADVERTISED_CHANNELS, payChannel } from '@pautang/contract/pay-channels';
import { render } from '../../../components/ui/test-utils';
import { DragonpayInstructions } from './dragonpay-instructions';

describe('payment instructions', () => {
  it('pictures and names exactly the advertised channels, 7-Eleven with its own logo', () => {
    render(<DragonpayInstructions />);
    const pictured = [...document.querySelectorAll('.pi-figure')].map((b) => b.getAttribute('aria-label'));
    const names = [...ADVERTISED_CHANNELS.ewallets, ...ADVERTISED_CHANNELS.stores].map(
      (n) => payChannel(n).name,
    );
    expect(pictured).toEqual(names.map((n) => `Enlarge: ${n}`));
    expect(pictured).toContain('Enlarge: 7-Eleven');
    const logos = [...document.querySelectorAll('.pi-figure img')].map((i) => i.getAttribute('src'));
    expect(logos).toContain('/static/channels/7ele.svg');
    expect(document.body.textContent).toContain(
      'Go to 7-Eleven, Cebuana Lhuillier, M Lhuillier or another Dragonpay partner store.',
    );
  });
});
