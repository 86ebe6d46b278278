import type { privacySummary as En } from '../en/legal-summary-privacy';

// A plain-Filipino summary of the privacy policy, which stays in English. Its first point says the English text is
// the one that counts.
export const privacySummary: typeof En = {
  title: 'Buod sa Filipino',
  points: [
    'Buod lang ito. Ang English na teksto sa ibaba ang opisyal.',
    'Kinukuha lang namin ang kailangan sa loan: ID, contact, trabaho, kita, bank o e-wallet, at selfie.',
    'Hindi namin binabasa ang contacts, SMS o gallery mo, at hindi namin sasabihin sa iba ang utang mo.',
    'Puwede mong makita, itama o ipabura ang data mo. Reklamo: Grievance Officer namin o National Privacy Commission.',
  ],
};
