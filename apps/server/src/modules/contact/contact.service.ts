import type { ContactKfInfo } from '@pautang/contract/contact';
import type { CompanyConfig } from '../../config';

/** spec 1 §7: data.email and data.smWa; telephone is added so the phone card is never empty (docs/DECISIONS.md). */
export function contactInfo(company: CompanyConfig, servicePhone: string): ContactKfInfo {
  return { email: company.email, smWa: company.whatsapp, telephone: servicePhone };
}
