import type { termsSummary as En } from '../en/legal-summary-terms';

// A plain-Filipino summary of the loan terms and conditions, which stays in English. Its first point says the English text is
// the one that counts; the figures are left to the document (they differ per loan).
export const termsSummary: typeof En = {
  title: 'Buod sa Filipino',
  points: [
    'Buod lang ito. Ang English na teksto sa ibaba ang opisyal.',
    'Para sa Pilipinong 18 pataas na may valid ID at sariling mobile number.',
    'Ipinapadala ang pera sa sarili mong bank o e-wallet account sa loob ng 1 hanggang 3 araw matapos mong tanggapin ang loan.',
    'Nasa Disclosure Statement ng loan mo ang interes, fees, due dates at kabuuang babayaran.',
    'Kapag late: isang beses na multa at araw-araw na late interest, na may limit ng SEC. Puwede ring magbayad nang maaga o mag-rollover kung inaalok.',
    'Magalang ang paniningil (SEC MC 18): walang pananakot o pamamahiya, at hindi namin kokontakin ang pamilya o contacts mo.',
    'May reklamo? Sumulat sa customer service; puwede ka ring dumulog sa SEC.',
  ],
};
