// SEC MC 19 s.2019: the lender's registration line, on every screen the circular names (issue 40).
// {placeholders} are filled with fill() from i18n/messages.ts.
export const lenderRegistrationText = {
  line: '{company} · SEC Registration No. {secRegistrationNo} · Certificate of Authority No. {certificateOfAuthorityNo}',
} as const;
