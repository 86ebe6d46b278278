import type { lenderRegistrationText as En } from '../en/lender-registration';
import type { Translation } from '../translation';

export const lenderRegistrationText: Translation<typeof En> = {
  line: '{company} · Blg. ng Rehistro sa SEC: {secRegistrationNo} · Blg. ng Certificate of Authority: {certificateOfAuthorityNo}',
};
