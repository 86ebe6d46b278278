import { CONTACT_OVERALL } from '@pautang/contract/constants';
import { useApi } from '../../../lib/use-api';

export const contactInfoRequest = () => ({ overall: CONTACT_OVERALL });

/** spec 1 §7: /v3/personal-center/contact-kf-info with overall=30 → email, smWa (and telephone). */
export const useContactInfo = () => useApi('contactKfInfo', contactInfoRequest());
