// SEC MC 19 s.2019: the lender's name, SEC registration and Certificate of Authority numbers, on the screens the
// circular names (promotion landing, About us, both loan confirmations, order details). They come from the server's
// one setting (SEC_REGISTRATION_NO, CERTIFICATE_OF_AUTHORITY_NO) through the runtime configuration every page
// carries, so the server-rendered page shows them from its first byte and nothing here is hard-coded.
import { env } from '../config/env';
import { lenderRegistrationText } from '../i18n/en/lender-registration';
import { fill } from '../i18n/fill';
import './lender-registration.css';

export const LenderRegistration = () =>
  env.secRegistrationNo || env.certificateOfAuthorityNo ? (
    <p className="lender-registration">{fill(lenderRegistrationText.line, env as never)}</p>
  ) : null;
