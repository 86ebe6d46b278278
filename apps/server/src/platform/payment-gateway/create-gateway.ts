// The configured gateway: the sandbox by default, Dragonpay when PAYMENT_GATEWAY=dragonpay (config.ts).
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { dragonpayGateway } from './dragonpay';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox';

export function createGateway(config: AppConfig, db: Db, clock: () => Date): PaymentGateway {
  return config.gateway.kind === 'dragonpay'
    ? dragonpayGateway(config.gateway, fetch, () => clock().getTime())
    : sandboxGateway(db, config.gateway.secret, config.publicOrigin, clock, config.gateway.previousSecret);
}
