// The borrower's profile (issue 27): the certify steps' saved answers, and what the rest of the server reads from
// them. The credit decision asks whether the profile is complete and who the borrower is; the agreement and the
// disclosure name the borrower, their address and their ID from here.
import {
  CERTIFY_STEPS,
  type CertifyForm,
  type CertifyImage,
  type CertifyImageKind,
  type CertifyList,
  type CertifyStep,
} from '@pautang/contract/origination';
import { maskedPhone } from '@pautang/contract/format/phone';
import type { Db } from '../../../platform/db/client';
import type { Deps } from '../../../platform/deps';
import { invalid } from '../../../platform/errors';
import { checkedAnswers, type ItemRules } from '../../../platform/form-items';
import { getBusinessDate } from '../../staff/index';
import { UPLOAD_MESSAGES } from '../uploads/image-processing';
import { findProfileImages } from '../uploads/uploads.repository';
import { storeUpload, uploadUrl } from '../uploads/uploads.service';
import { findUser, mobilePhoneOf, setFullName } from '../users/users.repository';
import { CERTIFY_ITEMS, shownItem, type StepContext, type StepItem, ID_TYPES } from './certify-items';
import { legalNameOfLine, type LegalName } from '../bank-accounts/holder-name';
import { FAULT_REASONS, STEP_TEXTS } from './profile-texts';
import { findProfileSteps, findProfileStepsOfUsers, saveProfileStep } from './profiles.repository';

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
/** An ID type's name as the form offers it ('' stays ''; an unknown code is shown as stored). */
const idTypeName = (code: string) => ID_TYPES.find(([type]) => type === code)?.[1] ?? code;

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
    // The agreement states the ID by its name, as the borrower chose it, not by the stored option code.
    idType: idTypeName(identity.idType ?? ''),
    idNumber: identity.idNumber ?? '',
  };
}

/** What a credit report says of a borrower (issue 43, the CIC's subject record), from their profile. */
export type CreditSubject = {
  userId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** 'male' or 'female' as the profile stores it; '' when not given. */
  sex: string;
  birthDate: string;
  street: string;
  barangay: string;
  city: string;
  province: string;
  mobilePhone: string;
  /** The profile's ID option ('philsys', 'drivers'…) and its number. */
  idType: string;
  idNumber: string;
  employer: string;
  /** Centavos, as the profile stores them; null when not given. */
  monthlyIncomeAmount: number | null;
};

/** Borrowers whose profiles are read in one statement (a month's credit report names every borrower). */
const SUBJECTS_A_READ = 1_000;

/** Each borrower's credit subject, for those with a profile (a borrower without one has no loan). */
export async function creditSubjects(db: Db, userIds: readonly string[]): Promise<CreditSubject[]> {
  const subjects: CreditSubject[] = [];
  for (let from = 0; from < userIds.length; from += SUBJECTS_A_READ) {
    const ids = userIds.slice(from, from + SUBJECTS_A_READ);
    const byUser = new Map<string, { mobilePhone: string; steps: Map<string, Record<string, string>> }>();
    for (const row of await findProfileStepsOfUsers(db, ids)) {
      const user = byUser.get(row.user_id) ?? { mobilePhone: row.mobile_phone, steps: new Map() };
      user.steps.set(row.step, row.answers);
      byUser.set(row.user_id, user);
    }
    for (const userId of ids) {
      const user = byUser.get(userId);
      if (!user) continue;
      const basic = user.steps.get('basic') ?? {};
      const city = user.steps.get('city') ?? {};
      const identity = user.steps.get('identity') ?? {};
      const job = user.steps.get('job') ?? {};
      subjects.push({
        userId,
        firstName: basic.firstName ?? '',
        middleName: basic.middleName ?? '',
        lastName: basic.lastName ?? '',
        sex: basic.sex ?? '',
        birthDate: basic.birthDate ?? '',
        street: city.street ?? '',
        barangay: city.barangay ?? '',
        city: city.city ?? '',
        province: city.province ?? '',
        mobilePhone: user.mobilePhone,
        idType: identity.idType ?? '',
        idNumber: identity.idNumber ?? '',
        employer: job.employer ?? '',
        monthlyIncomeAmount: /^\d+$/.test(job.monthlyIncome ?? '') ? Number(job.monthlyIncome) : null,
      });
    }
  }
  return subjects;
}

/** The borrower's legal name as the basic step states it (what a payout account must be in), or undefined. */
export async function legalName(
  db: Db,
  userId: string,
): Promise<{ firstName: string; middleName: string; lastName: string } | undefined> {
  const basic = (await findProfileSteps(db, userId)).find((r) => r.step === 'basic')?.answers;
  if (!basic) return undefined;
  return {
    firstName: basic.firstName ?? '',
    middleName: basic.middleName ?? '',
    lastName: basic.lastName ?? '',
  };
}

/**
 * The name a payout account must be in: the profile's, or for a borrower from before profiles the one kept on users
 * (binding checks it, and a payout checks it again before it is sent: issue 40).
 */
export async function legalNameOfUser(db: Db, userId: string): Promise<LegalName | undefined> {
  const [stated, user] = await Promise.all([legalName(db, userId), findUser(db, userId)]);
  return stated ?? legalNameOfLine(user?.full_name ?? '');
}

/** certify list: every step with its state, and the first still to do. */
export async function certifyList(deps: Deps, userId: string): Promise<CertifyList> {
  const status = await profileStatus(deps.db, userId);
  return {
    steps: CERTIFY_STEPS.map((step) => ({
      step,
      title: STEP_TEXTS[step].title,
      state: status.done.includes(step) ? 'done' : 'todo',
    })),
    complete: status.complete ? 1 : 0,
    next: status.next ?? '',
  };
}

const fullNameOf = (basic: Readonly<Record<string, string>>) =>
  [basic.firstName, basic.middleName, basic.lastName].filter(Boolean).join(' ');

/** The step's form: its items with the borrower's saved answers, its notice, and where to go next. */
async function stepForm(deps: Deps, userId: string, step: CertifyStep): Promise<CertifyForm> {
  const rows = await findProfileSteps(deps.db, userId);
  const saved = rows.find((r) => r.step === step)?.answers;
  const done = new Set(rows.map((r) => r.step));
  return {
    step,
    title: STEP_TEXTS[step].title,
    notice: STEP_TEXTS[step].notice,
    items: CERTIFY_ITEMS[step].map((item) => shownItem(item, saved?.[item.code])),
    state: saved ? 'done' : 'todo',
    next: CERTIFY_STEPS.find((s) => !done.has(s)) ?? '',
  };
}

/** The borrower's own profile images among a save's values: id → kind. */
async function imagesOf(deps: Deps, userId: string, step: CertifyStep, values: Record<string, string>) {
  const ids = CERTIFY_ITEMS[step]
    .filter((item) => item.category === 'image')
    .map((item) => (values[item.code] ?? '').trim())
    .filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const rows = await findProfileImages(deps.db, userId, ids);
  return new Map(
    rows.map((r) => [r.id, r.storage_key.startsWith('profiles/selfie-') ? 'selfie' : 'id'] as const),
  ) as ReadonlyMap<string, CertifyImageKind>;
}

/** A profile item's words for a refusal: its title, then the reason ("Birth date: the date cannot be …"). */
const rulesFor = (ctx: StepContext): ItemRules<StepItem> => ({
  message: (item, fault) => `${item.title}: ${FAULT_REASONS[fault]}`,
  check: (item, value) => {
    const reason = item.rule?.(value, ctx);
    return reason === undefined ? undefined : `${item.title}: ${reason}`;
  },
});

/**
 * A step's call: without values it reads the form; with values it checks every item (platform/form-items.ts, then
 * the step's own rules) and saves the step whole. Saving the basic step names the borrower in users.full_name,
 * where agreements, the back office and the outbox read it.
 */
export async function certifyStep(
  deps: Deps,
  userId: string,
  step: CertifyStep,
  values: Record<string, string> | undefined,
): Promise<CertifyForm> {
  if (values === undefined) return stepForm(deps, userId, step);
  const [today, phone, images] = await Promise.all([
    getBusinessDate(deps.db, deps.clock()),
    mobilePhoneOf(deps.db, userId),
    imagesOf(deps, userId, step, values),
  ]);
  const items = CERTIFY_ITEMS[step];
  const checked = checkedAnswers(items, values, rulesFor({ values, today, phone, images }));
  const answers = Object.fromEntries(
    items.map((item) => {
      const value = checked[item.code] ?? '';
      return [item.code, item.store && value !== '' ? item.store(value) : value];
    }),
  );
  await deps.db.transaction().execute(async (trx) => {
    await saveProfileStep(trx, {
      user_id: userId,
      step,
      answers,
      completed_at: deps.clock().toISOString(),
    });
    if (step === 'basic') await setFullName(trx, userId, fullNameOf(answers));
  });
  return stepForm(deps, userId, step);
}

/** Stores an ID photo or a selfie, judged by its content like every upload; the borrower owns it. */
export async function certifyImage(
  deps: Deps,
  userId: string,
  kind: CertifyImageKind,
  upload: Buffer | undefined,
): Promise<CertifyImage> {
  if (!upload) throw invalid(UPLOAD_MESSAGES.missing);
  const row = await storeUpload(deps, { kind: 'borrower', id: userId }, upload, {
    folder: 'profiles',
    prefix: kind === 'selfie' ? 'selfie-' : 'id-',
  });
  return { imageId: row.id, url: uploadUrl(deps.config.publicOrigin, row) };
}

/** The one mask of a borrower's own number (contract format/phone.ts), shared with the host app's Mine. */
export { maskedPhone };
