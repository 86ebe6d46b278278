// The borrower's profile (issue 27): the certify steps' saved answers, and what the rest of the server reads from
// them. The credit decision asks whether the profile is complete and who the borrower is; the agreement and the
// disclosure name the borrower, their address and their ID from here.
import { CERTIFY_STEPS, type CertifyStep } from '@pautang/contract/origination';
import type { Db } from '../../db/client';
import { findProfileSteps } from './profiles.repository';

export type ProfileStatus = {
  complete: boolean;
  /** The steps saved, in the app's order. */
  done: CertifyStep[];
  /** The first step still to do, or undefined when complete. */
  next: CertifyStep | undefined;
};

/** Who the borrower is, as the profile states it: what an agreement and a credit rule need. */
export type BorrowerIdentity = {
  fullName: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  nationality: string;
  /** One line: street, barangay, city, province. */
  address: string;
  idType: string;
  idNumber: string;
};

export async function profileStatus(db: Db, userId: string): Promise<ProfileStatus> {
  const saved = new Set((await findProfileSteps(db, userId)).map((r) => r.step));
  const done = CERTIFY_STEPS.filter((s) => saved.has(s));
  const next = CERTIFY_STEPS.find((s) => !saved.has(s));
  return { complete: next === undefined, done, next };
}

/**
 * The borrower's identity once the basic, city and identity steps are saved; undefined before. The item codes
 * read here are the steps' own (certify-items.ts).
 */
export async function borrowerIdentity(db: Db, userId: string): Promise<BorrowerIdentity | undefined> {
  const steps = new Map((await findProfileSteps(db, userId)).map((r) => [r.step, r.answers]));
  const basic = steps.get('basic');
  const city = steps.get('city');
  const identity = steps.get('identity');
  if (!basic || !city || !identity) return undefined;
  const fullName = [basic.firstName, basic.middleName, basic.lastName].filter(Boolean).join(' ');
  const address = [city.street, city.barangay, city.city, city.province].filter(Boolean).join(', ');
  return {
    fullName,
    birthDate: basic.birthDate ?? '',
    nationality: basic.nationality ?? '',
    address,
    idType: identity.idType ?? '',
    idNumber: identity.idNumber ?? '',
  };
}
