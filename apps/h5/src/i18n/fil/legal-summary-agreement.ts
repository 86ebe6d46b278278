import type { agreementSummary as En } from '../en/legal-summary-agreement';

// A plain-Filipino summary of the loan agreement, which stays in English. Its first point says the English text is
// the one that counts; the figures are left to the document (they differ per loan).
export const agreementSummary: typeof En = {
  title: 'Buod sa Filipino',
  points: [
    'Buod lang ito. Ang English na teksto sa ibaba ang opisyal.',
    'Ito ang kasunduan mo at ng lender: halaga ng loan, termino, mga due date at kabuuang babayaran.',
    'Ang pag-tick at pag-confirm mo sa app ay pirma mo, kapareho ng sa papel (RA 8792).',
    'Kapag late ang bayad, may multa at late interest, na may limit ng SEC.',
    'Magalang ang paniningil: walang pananakot, at hindi namin kokontakin ang contacts mo.',
  ],
};
