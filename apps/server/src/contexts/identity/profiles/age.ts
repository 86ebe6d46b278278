// A borrower's age, from the birth date their profile gives: identity's, since the profile asks it and checks it;
// the credit rules (lending) read it through identity's door.
import { daysBetween } from '@pautang/loan-engine';

export const ADULT_YEARS = 18;

/** Whole years from a birth date to a business date: 18 on the 18th birthday itself. */
export function ageOn(birthDate: string, businessDate: string): number | null {
  try {
    // The engine's date check: a malformed or impossible date (2001-02-30) reads as no age at all.
    daysBetween(birthDate, businessDate);
  } catch {
    return null;
  }
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = businessDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
