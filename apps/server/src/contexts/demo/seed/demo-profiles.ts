// The demo borrowers' profiles (issue 27): every step saved, consistent with users.full_name, so their agreements
// name them and the credit decision finds a complete, named profile. Stored as the steps store answers
// (contexts/identity/profiles/certify-items.ts): income in centavos, ID numbers without separators. Their ID photo and selfie
// are upload rows without a file (the seed has no file store): the back office shows them as missing.
import { addDays } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';

type DemoProfile = {
  userId: string;
  basic: Record<string, string>;
  personal: Record<string, string>;
  job: Record<string, string>;
  extra: Record<string, string>;
  city: Record<string, string>;
  idType: string;
  idNumber: string;
  references: Record<string, string>;
};

const PROFILES: DemoProfile[] = [
  {
    userId: '10001',
    basic: { firstName: 'Maria', middleName: '', lastName: 'Santos', birthDate: '1994-03-12', sex: 'female' },
    personal: {
      civilStatus: 'married',
      education: 'college',
      email: 'maria.santos@example.com',
      dependants: '2',
    },
    job: { employmentType: 'employed', employer: 'SM Supermalls', monthlyIncome: '2800000' },
    extra: { loanPurpose: 'bills', fundsSource: 'salary' },
    city: {
      province: 'Metro Manila',
      city: 'Quezon City',
      barangay: 'Batasan Hills',
      street: '12 Sampaguita St.',
    },
    idType: 'philsys',
    idNumber: '1234567890123456',
    references: {
      ref1Name: 'Roberto Santos',
      ref1Relation: 'spouse',
      ref1Mobile: '09181110001',
      ref2Name: 'Liza Mendoza',
      ref2Relation: 'friend',
      ref2Mobile: '09181110002',
    },
  },
  {
    userId: '10002',
    basic: { firstName: 'Jose', middleName: '', lastName: 'Reyes', birthDate: '1988-11-02', sex: 'male' },
    personal: { civilStatus: 'single', education: 'vocational', email: '', dependants: '1' },
    job: { employmentType: 'self-employed', employer: 'Reyes Sari-Sari Store', monthlyIncome: '2200000' },
    extra: { loanPurpose: 'business', fundsSource: 'business' },
    city: {
      province: 'Cavite',
      city: 'Bacoor City',
      barangay: 'Molino III',
      street: 'Blk 4 Lot 9 Camella Homes',
    },
    idType: 'umid',
    idNumber: '011123456789',
    references: {
      ref1Name: 'Carmen Reyes',
      ref1Relation: 'parent',
      ref1Mobile: '09181110003',
      ref2Name: 'Paolo Garcia',
      ref2Relation: 'colleague',
      ref2Mobile: '09181110004',
    },
  },
  {
    userId: '10003',
    basic: { firstName: 'Ana', middleName: '', lastName: 'Cruz', birthDate: '1999-07-25', sex: 'female' },
    personal: { civilStatus: 'single', education: 'college', email: 'ana.cruz@example.com', dependants: '0' },
    job: { employmentType: 'employed', employer: 'Concentrix', monthlyIncome: '2500000' },
    extra: { loanPurpose: 'education', fundsSource: 'salary' },
    city: { province: 'Cebu', city: 'Cebu City', barangay: 'Lahug', street: '45 Gorordo Ave.' },
    idType: 'drivers',
    idNumber: 'N0112123456',
    references: {
      ref1Name: 'Elena Cruz',
      ref1Relation: 'parent',
      ref1Mobile: '09181110005',
      ref2Name: 'Mark Villanueva',
      ref2Relation: 'friend',
      ref2Mobile: '09181110006',
    },
  },
];

/** A demo image id: fixed, so the seeded identity step always names the same upload row. */
const imageId = (kind: 'id' | 'selfie', userId: string) =>
  `00000000-0000-4000-${kind === 'id' ? '8000' : '8001'}-0000000${userId}`;

/** Each step's stored answers for one demo borrower, on this business date (the next pay day moves with it). */
export function demoProfileSteps(
  profile: DemoProfile,
  businessDate: string,
): Record<string, Record<string, string>> {
  return {
    basic: { ...profile.basic, nationality: 'Filipino' },
    personal: profile.personal,
    job: { ...profile.job, payDay: addDays(businessDate, 10) },
    extra: profile.extra,
    city: profile.city,
    identity: {
      idType: profile.idType,
      idNumber: profile.idNumber,
      idPhoto: imageId('id', profile.userId),
      selfie: imageId('selfie', profile.userId),
    },
    references: profile.references,
  };
}

export const DEMO_PROFILES: readonly DemoProfile[] = PROFILES;

/** Inserted once, like the orders: a borrower's later changes survive a restart. */
export async function seedDemoProfiles(db: Db, businessDate: string): Promise<void> {
  const at = new Date(`${businessDate}T00:00:00Z`).toISOString();
  for (const profile of PROFILES) {
    await db
      .insertInto('uploads')
      .values(
        (['id', 'selfie'] as const).map((kind) => ({
          id: imageId(kind, profile.userId),
          owner_kind: 'borrower' as const,
          owner_id: profile.userId,
          storage_key: `profiles/${kind}-${imageId(kind, profile.userId)}.png`,
          content_type: 'image/png',
          bytes: 0,
          width: 1,
          height: 1,
          complaint_id: null,
          reply_id: null,
          position: 0,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const steps = demoProfileSteps(profile, businessDate);
    await db
      .insertInto('profile_steps')
      .values(
        Object.entries(steps).map(([step, answers]) => ({
          user_id: profile.userId,
          step,
          answers: JSON.stringify(answers),
          completed_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'step']).doNothing())
      .execute();
  }
}
