// The spec's cards read fields that were never set and rendered empty; here they show the service phone (from
// configuration, overridden by the server's), the fetched e-mail and the WhatsApp contact (docs/DECISIONS.md).
import type { ContactKfInfo } from '@pautang/contract/contact';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { messages } from '../../../i18n/messages';
import { callNative } from '../../../lib/bridge';
import './service-cards.css';
import { serviceText } from '../../../i18n/en/customer-service';

export const mailtoHref = (email: string) => `mailto:${email}`;
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
export const formatWhatsapp = (number: string) => (number ? `+${number.replace(/\D/g, '')}` : '');

export function ServiceCards({
  contact,
  fallbackPhone,
}: {
  contact: ContactKfInfo | undefined;
  fallbackPhone: string;
}) {
  const phone = contact?.telephone || fallbackPhone;
  return (
    <ul className="service-cards" aria-label={messages.customerServiceTitle}>
      <li>
        <button
          type="button"
          className="service-card service-card--phone"
          data-track="service-phone"
          disabled={!phone}
          onClick={() => callNative('callTelephone', { phone })}
        >
          <span className="service-card-title">{serviceText.telephone}</span>
          <span className="service-card-value" data-testid="service-phone">
            {phone}
          </span>
          <span className="service-card-hint">{serviceText.callUs}</span>
        </button>
      </li>
      <li>
        <a
          className="service-card service-card--email"
          data-track="service-email"
          href={contact ? mailtoHref(contact.email) : undefined}
        >
          <span className="service-card-title">{serviceText.email}</span>
          <span className="service-card-value" data-testid="service-email">
            {contact?.email ?? ''}
          </span>
          <span className="service-card-hint">{serviceText.writeUs}</span>
        </a>
      </li>
      <li>
        <a
          className="service-card service-card--whatsapp"
          data-track="service-whatsapp"
          href={contact?.smWa ? whatsappHref(contact.smWa) : undefined}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="service-card-title">{serviceText.whatsapp}</span>
          <span className="service-card-value" data-testid="service-whatsapp">
            {formatWhatsapp(contact?.smWa ?? '')}
          </span>
          <span className="service-card-hint">{serviceText.chatUs}</span>
        </a>
      </li>
      <li>
        <AppLink
          className="service-card service-card--complaint"
          data-track="service-complaint"
          to={paths.complaint}
        >
          <span className="service-card-title">{serviceText.complaints}</span>
          <span className="service-card-hint">{serviceText.fileComplaint}</span>
        </AppLink>
      </li>
    </ul>
  );
}
