// SEC MC 19 s.2019: the lender's SEC registration and Certificate of Authority numbers, on the screens the circular
// names (promotion landing, About us, both loan confirmations, order details). They come from the server's one
// setting (SEC_REGISTRATION_NO, CERTIFICATE_OF_AUTHORITY_NO) through the runtime configuration every page carries,
// so the server-rendered page shows them from its first byte and nothing here is hard-coded.
import { env } from '../config/env';
import { lenderRegistrationText as text } from '../i18n/en/lender-registration';
import { fill } from '../i18n/fill';
import './lender-registration.css';

export function LenderRegistration({ className }: { className?: string }) {
  if (!env.secRegistrationNo && !env.certificateOfAuthorityNo) return null;
  return (
    <p
      className={className ? `lender-registration ${className}` : 'lender-registration'}
      data-testid="lender-registration"
    >
      {fill(text.line, {
        company: env.company,
        sec: env.secRegistrationNo,
        ca: env.certificateOfAuthorityNo,
      })}
    </p>
  );
}
