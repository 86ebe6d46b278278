import type { ContactKfInfo } from '@pautang/contract/contact';
import type { CompanyConfig } from '../../../platform/config';

/** The last answer: the same object while nothing changes, so its output is checked and written once (platform/call.ts). */
let last: { company: CompanyConfig; info: ContactKfInfo } | undefined;

/** spec 1 §7: data.email and data.smWa; telephone is added so the phone card is never empty (docs/DECISIONS.md). */
export function contactInfo(company: CompanyConfig, servicePhone: string): ContactKfInfo {
  if (last?.company !== company || last.info.telephone !== servicePhone) {
    last = { company, info: { email: company.email, smWa: company.whatsapp, telephone: servicePhone } };
  }
  return last.info;
}
