import type { disclosureSummary as En } from '../en/legal-summary-disclosure';

// A plain-Filipino summary of the disclosure statement (a renewal's too), which stays in English. Its first point says the English text is
// the one that counts; the figures are left to the document (they differ per loan).
export const disclosureSummary: typeof En = {
  title: 'Buod sa Filipino',
  points: [
    'Buod lang ito. Ang English na teksto sa ibaba ang opisyal.',
    'Ipinapakita nito ang totoong gastos ng loan bago ka pumayag (RA 3765). Hindi ka obligadong tanggapin ang loan.',
    'Nakalista ang matatanggap mo, bawat fee, ang interes, ang kabuuang finance charge at ang effective interest rate.',
    'Nasa payment schedule ang bawat due date at halaga.',
    'Kapag late: isang beses na multa at araw-araw na late interest. Hindi lalampas sa 5% kada buwan ng halagang due ang mga ito, at ang lahat ng singil ay hindi lalampas sa 100% ng principal.',
    'Puwede kang magbayad nang maaga nang walang multa mula sa araw na nakasaad, at mag-rollover kung inaalok ito.',
  ],
};
