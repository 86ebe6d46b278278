import type { registrationSummary as En } from '../en/legal-summary-registration';

// A plain-Filipino summary of the registration agreement and privacy notice, which stays in English. Its first point says the English text is
// the one that counts.
export const registrationSummary: typeof En = {
  title: 'Buod sa Filipino',
  points: [
    'Buod lang ito. Ang English na teksto sa ibaba ang opisyal.',
    'Libre ang pagrehistro at hindi pa ito pag-apply ng loan.',
    'Kinokolekta namin ang mobile number mo, kung saan ka nagrehistro at ang oras, para gawin ang account at magpadala ng code.',
    'Wala kaming binabasa sa phone mo: hindi ang contacts, mensahe, larawan o location mo.',
    'Huwag ibigay kahit kanino ang one-time code mo. Puwede mong ipakita, itama o ipabura ang data mo.',
  ],
};
