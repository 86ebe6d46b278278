import type { agreementSummary as En } from '../en/legal-summary-agreement';

// A plain-Filipino summary of the loan agreement, which stays in English. Its first point says the English text is
// the one that counts; the figures are left to the document (they differ per loan).
export const agreementSummary: typeof En = {
  title: 'Buod sa Filipino',
  points: [
    'Buod lang ito. Ang English na teksto sa ibaba ang opisyal.',
    'Ito ang kasunduan mo at ng lender. Nasa ibaba ang halaga ng loan, termino, mga due date at kabuuang babayaran.',
    'Bahagi nito ang Disclosure Statement (lahat ng singil at ang effective interest rate) at ang Loan Terms and Conditions.',
    'Pumipirma ka nang electronic kapag nag-tick ka at kinumpirma ang loan sa app. Kapareho ito ng pirma sa papel (RA 8792).',
    'Kapag late ang bayad, may multa at late interest, pero may limit ang SEC sa kabuuang singil.',
    'Magalang ang paniningil: walang pananakot at hindi namin kokontakin ang pamilya, kaibigan o contacts mo.',
    'May reklamo? Sumulat sa customer service o sa SEC.',
  ],
};
