// The customer service page's first data (lib/screen-call.ts), for the route table and the screen's hook.
import { CONTACT_OVERALL } from '@pautang/contract/constants';
import { screenCall } from '../../../lib/screen-call';

/** spec 1 §7: /v3/personal-center/contact-kf-info with overall=30 → email, smWa (and telephone). */
export const contactInfoCall = () => screenCall('contactKfInfo', { overall: CONTACT_OVERALL });
