import { describe, it, expect } from 'vitest';
import { LEGAL_PLACEHOLDERS, type LegalDoc } from './legal-doc';
import { privacyPolicy } from './privacy-policy';
import { aboutUs } from './about-us';
import { loanTerms } from './loan-terms';
import { registrationAgreement } from './registration-agreement';

const allText = (doc: LegalDoc): string =>
  [
    doc.title,
    ...doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
  ].join('\n');
const section = (doc: LegalDoc, heading: string) => doc.sections.find((s) => s.heading === heading);
const sectionText = (doc: LegalDoc, heading: string): string => {
  const s = section(doc, heading);
  return s ? [...s.paragraphs, ...(s.bullets ?? [])].join('\n') : '';
};
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

describe.each([
  ['privacyPolicy', privacyPolicy],
  ['loanTerms', loanTerms],
] as const)('%s structure', (_name, doc) => {
  it('has unique kebab-case section ids and non-empty sections', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of doc.sections) {
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('uses only the known placeholders', () => {
    const used = [...allText(doc).matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const name of used) expect(LEGAL_PLACEHOLDERS).toContain(name);
  });
});

describe('privacy policy', () => {
  it('has the eleven required headings, once each, in order', () => {
    expect(privacyPolicy.sections.map((s) => s.heading)).toEqual([
      'Collection of Information',
      'Representation',
      'Use of Technology',
      'Disclosure of Personal Data',
      'Cookies',
      'Device Information',
      'Minors',
      'Password Security',
      'Changes to this Policy',
      'User Discretion and Opt-out',
      'Grievance Officer',
    ]);
  });

  it('states the device information phrase verbatim and that contacts are never harvested', () => {
    const device = sectionText(privacyPolicy, 'Device Information');
    expect(device).toContain('device information such as photos, GPS, advertising identifier and network');
    expect(device).toMatch(/only with your permission/);
    expect(device).toMatch(/never harvested/);
  });

  it('collects what the product collects: the photos the borrower takes, no GPS, no advertising identifier', () => {
    const device = sectionText(privacyPolicy, 'Device Information');
    expect(device).toMatch(/does not collect your GPS location or your advertising identifier/);
    expect(device).not.toMatch(/collects device information such as photos, GPS/);
    const collected = sectionText(privacyPolicy, 'Collection of Information');
    for (const item of [
      'photo of your ID and a selfie',
      'References',
      'source of your funds',
      'next pay day',
    ])
      expect(collected).toContain(item);
  });

  it('agrees with the registration notice on photos, contacts and location', () => {
    const notice = registrationAgreement('Pautang')
      .flatMap((s) => s.paragraphs)
      .join('\n');
    // Registration reads nothing from the phone; the profile's ID photo and selfie are announced, not denied.
    expect(notice).toMatch(/not your contacts, messages, photos or location/);
    expect(notice).toMatch(/take a photo of your ID and a selfie/);
    expect(sectionText(privacyPolicy, 'Collection of Information')).toMatch(/photo of your ID and a selfie/);
    expect(notice).toMatch(/Delete account/);
    expect(sectionText(privacyPolicy, 'User Discretion and Opt-out')).toMatch(/Delete account/);
  });

  it('sets the age limit at 18', () => {
    const minors = sectionText(privacyPolicy, 'Minors');
    expect(minors).toContain('under 18');
    expect(minors).toMatch(/do not knowingly collect/);
  });

  it('names the grievance officer with contact details and the NPC', () => {
    const text = sectionText(privacyPolicy, 'Grievance Officer');
    for (const p of ['{grievanceOfficer}', '{email}', '{phone}', '{address}', 'National Privacy Commission'])
      expect(text).toContain(p);
  });

  it('is of realistic length', () => {
    const words = wordCount(allText(privacyPolicy));
    expect(words).toBeGreaterThanOrEqual(1500);
    expect(words).toBeLessThanOrEqual(2500);
  });
});

describe('about us', () => {
  it('lists the four advantages', () => {
    expect(aboutUs.advantages.items.map((i) => i.title)).toEqual([
      'Quick approval',
      'Transparent fees',
      'Flexible repayment',
      'Safe and reliable',
    ]);
  });

  it('has the exact slogan and the e-mail placeholder', () => {
    expect(aboutUs.slogan).toBe('Unsecured Loans \u2014\u2014Apply Anytime!');
    expect(aboutUs.contact.text).toContain('{email}');
    expect(aboutUs.title).toBe('About us');
  });
});

describe('loan terms', () => {
  const text = allText(loanTerms);

  it('is titled and carries the spec figures in pesos', () => {
    expect(loanTerms.title).toBe('Loan Terms and Conditions');
    for (const figure of ['91', '365', '\u20b11,000', '\u20b1800', '5%', '4%', '2%'])
      expect(text).toContain(figure);
    expect(text).not.toMatch(/Rs\./);
  });

  it('states the late interest bands', () => {
    const late = sectionText(loanTerms, 'Late Payment');
    expect(late).toMatch(/5% of the unpaid amount per day for days 1 to 30/);
    expect(late).toMatch(/4% of the unpaid amount per day for days 31 to 90/);
    expect(late).toMatch(/2% of the unpaid amount per day from day 91/);
  });

  it('states one prepayment rule and the rollover price, limit and period (issue 6)', () => {
    const prepayment = sectionText(loanTerms, 'Prepayment');
    expect(prepayment).toContain('more than half of the Term has passed (for a 91-day Term, from day 46');
    expect(prepayment).toContain('for a 180-day Term, from day 91');
    expect(prepayment).toContain(
      'the interest accrued up to the date of prepayment (not the interest for the rest',
    );
    const prolongation = sectionText(loanTerms, 'Prolongation');
    expect(prolongation).toContain('fees are not part of it');
    expect(prolongation).toContain('starts on the day you pay');
    expect(prolongation).toContain('The number of prolongations per Loan is limited');
    expect(prolongation).toContain('leaves nothing more to charge (repayment only)');
  });

  it('has a Regulatory Caps section with the SEC ceilings', () => {
    const caps = section(loanTerms, 'Regulatory Caps');
    expect(caps?.id).toBe('regulatory-caps');
    const capsText = sectionText(loanTerms, 'Regulatory Caps');
    for (const p of [
      '\u20b110,000 or less',
      'four (4) calendar months',
      'Memorandum Circular No. 3, Series of 2022',
      'Memorandum Circular No. 14, Series of 2025',
      '5% per month of the amount due',
      '100% of the Principal',
      'prevail',
    ])
      expect(capsText).toContain(p);
  });

  it('has a Truth in Lending disclosure statement section', () => {
    const d = sectionText(loanTerms, 'Disclosure Statement');
    for (const p of [
      'RA 3765',
      'amount to be financed',
      'itemised',
      'finance charge',
      'effective interest rate',
    ])
      expect(d).toContain(p);
  });

  it('is of realistic length', () => {
    const words = wordCount(text);
    expect(words).toBeGreaterThanOrEqual(2000);
    expect(words).toBeLessThanOrEqual(3000);
  });
});
