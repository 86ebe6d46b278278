// The host simulator's notification tray in Filipino: the twin of ../host-tray.messages.ts, key for key.
import type { hostTrayMessages as En } from '../host-tray.messages';

export const hostTrayMessages: Record<keyof typeof En, string> = {
  trayHeading: 'Mga notification',
  trayIntro:
    'Ang ipinapakita ng telepono: ipinush ng H5 (notify) o nakita ng poll ng app. I-tap ang isa para buksan.',
  trayEmpty: 'Walang notification.',
};
