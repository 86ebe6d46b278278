import type { serviceText as En } from '../en/customer-service';
import type { Translation } from '../translation';

export const serviceText: Translation<typeof En> = {
  serviceSlogan: 'Handang tumulong 24 oras',
  telephone: 'Telepono',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  complaints: 'Mga reklamo',
  callUs: 'I-tap para tumawag',
  writeUs: 'I-tap para sumulat sa amin',
  chatUs: 'I-tap para mag-chat',
  fileComplaint: 'Magreklamo o i-follow up ang reklamo',
};
