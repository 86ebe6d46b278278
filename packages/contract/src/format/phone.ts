// Mobile numbers, for the server and the H5 alike (no zod).
/**
 * Mobile number rules. 'ph' (the default, this market): 09XXXXXXXXX or +63 9XXXXXXXXX. 'cn': the spec's own
 * rule as written (11 digits, 1 then 3–9), kept behind the PHONE_RULE setting.
 */
export type PhoneRule = 'ph' | 'cn';

/** The number as stored and texted (09XXXXXXXXX for 'ph'), or undefined when it breaks the rule. */
export function normalizePhone(raw: string, rule: PhoneRule): string | undefined {
  const compact = raw.replace(/[\s-]/g, '');
  if (rule === 'cn') return /^1[3-9]\d{9}$/.test(compact) ? compact : undefined;
  const ph = /^(?:\+?63|0)(9\d{9})$/.exec(compact);
  return ph ? `0${ph[1]}` : undefined;
}

/**
 * 0917 *** 4501: enough for the borrower to know the number, not enough for someone looking over a shoulder. Every
 * screen that shows a borrower's own number shows it this way (issue 40: Mine masked it, then printed it whole).
 */
export function maskedPhone(phone: string): string {
  return phone.length < 8 ? phone : `${phone.slice(0, 4)} *** ${phone.slice(-4)}`;
}
