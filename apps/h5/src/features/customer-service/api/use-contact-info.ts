import { useScreenCall } from '../../../lib/use-api';
import { contactInfoCall } from './screen-data';

export const useContactInfo = () => useScreenCall(contactInfoCall());
