// The configured payout rail: the sandbox by default, Dragonpay's Payout API when PAYOUT_GATEWAY=dragonpay.
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { dragonpayPayoutRail } from './dragonpay-payout';
import type { PayoutRail } from './payout';
import { sandboxPayoutRail } from './sandbox-payout';

export function createPayoutRail(config: AppConfig, db: Db, clock: () => Date): PayoutRail {
  return config.payout.kind === 'dragonpay'
    ? dragonpayPayoutRail(config.payout)
    : sandboxPayoutRail(db, config.payout, clock);
}
