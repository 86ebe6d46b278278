// The approved collection SMS templates (SEC MC 18 s.2019): free of threats, insults, shaming and disclosure to
// anyone but the borrower, with only the placeholders the server fills from the order.
import { describe, expect, it } from 'vitest';
import { COLLECTION_SMS_TEMPLATES, LogContactSchema } from './collections';

/** Words a lawful collection text never uses: threats, insults, shame, and naming third parties. */
const FORBIDDEN = [
  // threats
  'arrest',
  'jail',
  'kulong',
  'police',
  'pulis',
  'nbi',
  'warrant',
  'estafa',
  'criminal',
  'sue',
  'lawsuit',
  'court',
  'demanda',
  'kaso',
  'barangay',
  'visit your home',
  'puntahan',
  'final warning',
  'or else',
  'consequences',
  'seize',
  'blacklist',
  'harass',
  // insults and shaming
  'stupid',
  'idiot',
  'thief',
  'scammer',
  'magnanakaw',
  'walang hiya',
  'tanga',
  'bobo',
  'shame',
  'liar',
  'deadbeat',
  'loser',
  'manloloko',
  // disclosure to others
  'your family',
  'your employer',
  'your boss',
  'your friends',
  'your contacts',
  'your references',
  'co-worker',
  'kapitbahay',
  'neighbor',
  'neighbour',
  'facebook',
  'post',
  'social media',
  'pamilya',
  'amo',
];
const PLACEHOLDERS = new Set(['{name}', '{amount}', '{dueDate}', '{orderNo}']);

describe('collection SMS templates', () => {
  it.each(COLLECTION_SMS_TEMPLATES)(
    '$id is free of threats, insults and third-party disclosure',
    (template) => {
      const text = template.text.toLowerCase();
      const words = text.split(/[^a-z-]+/);
      for (const bad of FORBIDDEN) {
        const found = bad.includes(' ') ? text.includes(bad) : words.includes(bad);
        expect(found, `"${bad}" in ${template.id}`).toBe(false);
      }
      for (const placeholder of template.text.match(/\{[^}]*\}/g) ?? []) {
        expect(PLACEHOLDERS.has(placeholder), placeholder).toBe(true);
      }
      // One text message: the longest filled values still leave it under three SMS parts.
      expect(template.text.length).toBeLessThanOrEqual(400);
    },
  );

  it('the word list catches what it is for', () => {
    const words = 'Pay now or we post your name on facebook'.toLowerCase().split(/[^a-z-]+/);
    expect(FORBIDDEN.some((bad) => words.includes(bad))).toBe(true);
  });

  it('a contact request cannot carry a phone number or free SMS text', () => {
    const base = { id: 'PT1', channel: 'sms', outcome: 'other', templateId: 'reminder-calm' };
    expect(LogContactSchema.safeParse(base).success).toBe(true);
    expect(LogContactSchema.safeParse({ ...base, phone: '09171234567' }).success).toBe(false);
    expect(LogContactSchema.safeParse({ ...base, body: 'Pay now' }).success).toBe(false);
    expect(LogContactSchema.safeParse({ ...base, templateId: undefined }).success).toBe(false);
  });
});
