// The items of each profile step, as a Philippine lender asks them, on the item engine the bind-bank form uses
// (platform/form-items.ts). The codes are what is stored (profile_steps.answers) and what the rest of the server reads:
// borrowerIdentity (profiles.service.ts) reads basic.firstName/middleName/lastName/birthDate/nationality,
// city.street/barangay/city/province and identity.idType/idNumber, so those names stay.
//
// The basic step refuses a birth date outside the products' age range at the field, with the rule (issue 40: a
// 14-year-old's birth date was saved without a word): 18 and over, the credit decision's own age rule (ADULT_YEARS);
// no product states a maximum age. Whether the borrower is Filipino stays the credit decision's rule.
import { normalizePhone } from '@pautang/contract/accounts';
import type {
  CertifyImageKind,
  CertifyItem,
  CertifyOption,
  CertifyStep,
} from '@pautang/contract/origination';
import { addDays } from '@pautang/loan-engine';
import { ADULT_YEARS, ageOn } from './age';
import { isCityOf, PROVINCES } from './places';
import { ITEM_NOTICES as NOTICE, RULE_REASONS as RULE } from './profile-texts';

/** What a profile rule may read besides the value. */
export type StepContext = {
  values: Readonly<Record<string, string>>;
  /** The business date, 'YYYY-MM-DD' Manila. */
  today: string;
  /** The borrower's own mobile number. */
  phone: string;
  /** The borrower's own profile images: upload id → kind. Anyone else's reads like a missing one. */
  images: ReadonlyMap<string, CertifyImageKind>;
};

/** A profile item: what the app shows, and the server's own rule and storage on top of the engine's checks. */
export type StepItem = CertifyItem & {
  /** The reason the value is refused (worded after the title), or undefined. */
  rule?: (value: string, ctx: StepContext) => string | undefined;
  /** The value as stored, from the value as checked. */
  store?: (value: string) => string;
  /** The stored value as the form shows it again. */
  show?: (stored: string) => string;
};

const item = (
  fields: Partial<StepItem> & Pick<StepItem, 'code' | 'title' | 'category' | 'notice'>,
): StepItem => ({
  subtitle: '',
  value: '',
  note: [],
  cardTypeMi: 0,
  channelNumber: '',
  numeric: 0,
  maxLength: 60,
  required: 1,
  ...fields,
});

const options = (pairs: readonly (readonly [type: string, name: string])[]): CertifyOption[] =>
  pairs.map(([type, name]) => ({ type, name, parent: '' }));

const NAME = /^\p{L}[\p{L} .'-]*$/u;
const nameRule = (value: string) => (value === '' || NAME.test(value) ? undefined : RULE.name);

export const NATIONALITIES = { filipino: 'Filipino', other: 'Other' } as const;

/** Employment that has an employer to name. */
const EMPLOYED = ['employed', 'government', 'ofw'];

export const ID_TYPES = [
  ['philsys', 'PhilSys National ID'],
  ['umid', 'UMID'],
  ['drivers', "Driver's licence"],
  ['passport', 'Passport'],
  ['sss', 'SSS ID'],
  ['prc', 'PRC ID'],
  ['postal', 'Postal ID'],
  ['voters', "Voter's ID"],
] as const;
type IdType = (typeof ID_TYPES)[number][0];

/** Each ID's number, without spaces or dashes, upper case. */
const ID_NUMBER_FORMATS: Record<IdType, RegExp> = {
  philsys: /^\d{16}$/,
  umid: /^\d{12}$/,
  drivers: /^[A-Z]\d{10}$/,
  passport: /^[A-Z]{1,2}\d{7}[A-Z]?$/,
  sss: /^\d{10}$/,
  prc: /^\d{7}$/,
  postal: /^\d{12}[A-Z]?$/,
  voters: /^[0-9A-Z]{16,26}$/,
};
const idNumberOf = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

const RELATIONS = [
  ['parent', 'Parent'],
  ['spouse', 'Spouse or partner'],
  ['sibling', 'Brother or sister'],
  ['child', 'Son or daughter'],
  ['relative', 'Other relative'],
  ['friend', 'Friend'],
  ['colleague', 'Co-worker'],
] as const;

const MOBILE = /^09\d{9}$/;
const sameNumber = (a: string, b: string) =>
  (normalizePhone(a, 'ph') ?? a) === (normalizePhone(b, 'ph') ?? b);

function referenceItems(n: 1 | 2): StepItem[] {
  const other = n === 2 ? 1 : undefined;
  return [
    item({
      code: `ref${n}Name`,
      title: `Reference ${n}: name`,
      subtitle: 'First and last name',
      category: 'text',
      notice: NOTICE.reference,
      rule: (value, { values }) => {
        const reason = nameRule(value);
        if (reason || !other) return reason;
        const first = (values[`ref${other}Name`] ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
        return first !== '' && first === value.toLowerCase() ? RULE.samePerson : undefined;
      },
    }),
    item({
      code: `ref${n}Relation`,
      title: `Reference ${n}: relation`,
      subtitle: 'How you know them',
      category: 'enum',
      notice: NOTICE.reference,
      note: options(RELATIONS),
    }),
    item({
      code: `ref${n}Mobile`,
      title: `Reference ${n}: mobile number`,
      subtitle: '09XXXXXXXXX',
      category: 'text',
      notice: NOTICE.reference,
      numeric: 1,
      maxLength: 11,
      rule: (value, { values, phone }) => {
        if (!MOBILE.test(value)) return RULE.mobile;
        if (sameNumber(value, phone)) return RULE.ownMobile;
        const first = (values[`ref${other ?? 0}Mobile`] ?? '').replace(/[\s-]/g, '');
        return other && first !== '' && sameNumber(first, value) ? RULE.samePerson : undefined;
      },
    }),
  ];
}

const image = (code: string, kind: CertifyImageKind, title: string, subtitle: string, notice: string) =>
  item({
    code,
    title,
    subtitle,
    category: 'image',
    notice,
    maxLength: 36,
    rule: (value, { images }) => (images.get(value) === kind ? undefined : RULE.image),
  });

export const CERTIFY_ITEMS: Record<CertifyStep, readonly StepItem[]> = {
  basic: [
    item({
      code: 'firstName',
      title: 'First name',
      subtitle: 'As on your ID',
      category: 'text',
      notice: NOTICE.name,
      maxLength: 50,
      rule: nameRule,
    }),
    item({
      code: 'middleName',
      title: 'Middle name',
      subtitle: 'Leave blank if you have none',
      category: 'text',
      notice: NOTICE.name,
      maxLength: 50,
      required: 0,
      rule: nameRule,
    }),
    item({
      code: 'lastName',
      title: 'Last name',
      subtitle: 'As on your ID',
      category: 'text',
      notice: NOTICE.name,
      maxLength: 50,
      rule: nameRule,
    }),
    item({
      code: 'birthDate',
      title: 'Birth date',
      subtitle: 'YYYY-MM-DD',
      category: 'day',
      notice: NOTICE.birthDate,
      maxLength: 10,
      rule: (value, { today }) =>
        value > today
          ? RULE.birthFuture
          : value < '1900-01-01'
            ? RULE.birthTooEarly
            : (ageOn(value, today) ?? 0) < ADULT_YEARS
              ? RULE.underAge
              : undefined,
    }),
    item({
      code: 'sex',
      title: 'Sex',
      subtitle: 'As on your ID',
      category: 'enum',
      notice: NOTICE.sex,
      note: options([
        ['male', 'Male'],
        ['female', 'Female'],
      ]),
    }),
    item({
      code: 'nationality',
      title: 'Nationality',
      category: 'enum',
      notice: NOTICE.nationality,
      note: options([
        [NATIONALITIES.filipino, 'Filipino'],
        [NATIONALITIES.other, 'Other'],
      ]),
    }),
  ],
  personal: [
    item({
      code: 'civilStatus',
      title: 'Civil status',
      category: 'enum',
      notice: NOTICE.civilStatus,
      note: options([
        ['single', 'Single'],
        ['married', 'Married'],
        ['widowed', 'Widowed'],
        ['separated', 'Separated'],
        ['annulled', 'Annulled'],
      ]),
    }),
    item({
      code: 'education',
      title: 'Highest education',
      category: 'enum',
      notice: NOTICE.education,
      note: options([
        ['elementary', 'Elementary'],
        ['high-school', 'High school'],
        ['vocational', 'Vocational'],
        ['college', 'College'],
        ['postgraduate', 'Postgraduate'],
      ]),
    }),
    item({
      code: 'email',
      title: 'E-mail',
      subtitle: 'Optional',
      category: 'text',
      notice: NOTICE.email,
      maxLength: 80,
      required: 0,
      rule: (value) => (value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : RULE.email),
    }),
    item({
      code: 'dependants',
      title: 'Dependants',
      subtitle: 'People who live on your income',
      category: 'text',
      notice: NOTICE.dependants,
      numeric: 1,
      maxLength: 2,
      rule: (value) => (Number(value) <= 20 ? undefined : RULE.dependants),
    }),
  ],
  job: [
    item({
      code: 'employmentType',
      title: 'Employment',
      category: 'enum',
      notice: NOTICE.employmentType,
      note: options([
        ['employed', 'Employed (private company)'],
        ['government', 'Government employee'],
        ['ofw', 'Overseas Filipino worker (OFW)'],
        ['self-employed', 'Self-employed or business owner'],
        ['freelance', 'Freelancer'],
        ['retired', 'Retired or pensioner'],
        ['unemployed', 'Not employed'],
      ]),
    }),
    item({
      code: 'employer',
      title: 'Employer or business',
      subtitle: 'Company or business name',
      category: 'text',
      notice: NOTICE.employer,
      maxLength: 80,
      required: 0,
      rule: (value, { values }) =>
        value === '' && EMPLOYED.includes((values.employmentType ?? '').trim()) ? RULE.employer : undefined,
    }),
    item({
      code: 'monthlyIncome',
      title: 'Monthly income',
      subtitle: 'In pesos, e.g. 18000',
      category: 'text',
      notice: NOTICE.income,
      numeric: 1,
      maxLength: 7,
      rule: (value, { values }) =>
        Number(value) === 0 && (values.employmentType ?? '').trim() !== 'unemployed'
          ? RULE.income
          : undefined,
      // Pesos as typed; stored as centavos (digits), as every amount is.
      store: (value) => String(Number(value) * 100),
      show: (stored) => stored.slice(0, -2) || '0',
    }),
    item({
      code: 'payDay',
      title: 'Next pay day',
      subtitle: 'YYYY-MM-DD',
      category: 'day',
      notice: NOTICE.payDay,
      maxLength: 10,
      required: 0,
      rule: (value, { values, today }) => {
        if (value === '')
          return (values.employmentType ?? '').trim() === 'unemployed' ? undefined : RULE.payDay;
        return value < today || value > addDays(today, 45) ? RULE.payDay : undefined;
      },
    }),
  ],
  extra: [
    item({
      code: 'loanPurpose',
      title: 'Purpose of the loan',
      category: 'enum',
      notice: NOTICE.purpose,
      note: options([
        ['bills', 'Bills and utilities'],
        ['medical', 'Medical or emergency'],
        ['education', 'School fees'],
        ['business', 'Business capital'],
        ['household', 'Household needs and appliances'],
        ['travel', 'Travel'],
        ['debt', 'Paying other debts'],
        ['other', 'Other'],
      ]),
    }),
    item({
      code: 'fundsSource',
      title: 'Source of funds',
      subtitle: 'Where the money you repay with comes from',
      category: 'enum',
      notice: NOTICE.funds,
      note: options([
        ['salary', 'Salary'],
        ['business', 'Business income'],
        ['remittance', 'Remittance from family abroad'],
        ['pension', 'Pension'],
        ['allowance', 'Allowance or family support'],
        ['other', 'Other'],
      ]),
    }),
  ],
  city: [
    item({
      code: 'province',
      title: 'Province',
      category: 'city-select',
      notice: NOTICE.address,
      note: options(Object.keys(PROVINCES).map((p) => [p, p] as const)),
    }),
    item({
      code: 'city',
      title: 'City or municipality',
      category: 'city-select',
      notice: NOTICE.address,
      note: Object.entries(PROVINCES).flatMap(([province, cities]) =>
        cities.map((c) => ({ type: c, name: c, parent: province })),
      ),
      // A province not on the list is the province's own refusal.
      rule: (value, { values }) => {
        const province = (values.province ?? '').trim();
        if (!Object.hasOwn(PROVINCES, province) || isCityOf(province, value)) return undefined;
        return RULE.city(value, province);
      },
    }),
    item({
      code: 'barangay',
      title: 'Barangay',
      category: 'text',
      notice: NOTICE.address,
      maxLength: 60,
    }),
    item({
      code: 'street',
      title: 'House number and street',
      subtitle: 'House no., street, subdivision',
      category: 'text',
      notice: NOTICE.address,
      maxLength: 120,
    }),
  ],
  identity: [
    item({
      code: 'idType',
      title: 'Government ID',
      category: 'enum',
      notice: NOTICE.idType,
      note: options(ID_TYPES),
    }),
    item({
      code: 'idNumber',
      title: 'ID number',
      subtitle: 'As printed on the ID',
      category: 'text',
      notice: NOTICE.idNumber,
      maxLength: 30,
      rule: (value, { values }) => {
        const type = (values.idType ?? '').trim() as IdType;
        const format = ID_NUMBER_FORMATS[type] as RegExp | undefined;
        // An unknown ID type is the ID type's own refusal.
        return !format || format.test(idNumberOf(value)) ? undefined : RULE.idNumber[type];
      },
      store: idNumberOf,
    }),
    image('idPhoto', 'id', 'Photo of your ID', 'The front of the ID, all four corners', NOTICE.idPhoto),
    image('selfie', 'selfie', 'Selfie', 'Your face, in good light, without glasses', NOTICE.selfie),
  ],
  references: [...referenceItems(1), ...referenceItems(2)],
};

/** An item as the app receives it: the server's rule and storage stay here. */
export function shownItem(stepItem: StepItem, stored: string | undefined): CertifyItem {
  const { rule: _rule, store: _store, show, ...shown } = stepItem;
  const value = stored === undefined ? shown.value : show ? show(stored) : stored;
  return { ...shown, value };
}
