// @module-tag wire: step values are a record keyed by item codes, refusals carry data.fields, multipart uploads
// The profile (issue 27): each certify step saves and reads back, every kind of bad value is refused with a
// per-field message (data.fields, in both wire modes), ID photos and selfies are judged by content and owned,
// certify list's states, and Mine's user menu.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type {
  CertifyForm,
  CertifyImage,
  CertifyList,
  CertifyStep,
  UserMenu,
} from '@pautang/contract/origination';
import { checkItems } from '../../../platform/form-items';
import { DEMO_PROFILES, demoProfileSteps } from '../../demo/index';
import { buildTestApp, type CallResult, type TestApp } from '../../../test-helper';
import { UPLOAD_MESSAGES } from '../uploads/image-processing';
import { CERTIFY_ITEMS, type StepItem } from './certify-items';
import * as m0035 from '../../../platform/db/migrations/0035-psgc-city-names';
import { isCityOf, METRO_MANILA, PROVINCES, PSGC_SOURCE, SPECIAL_GEOGRAPHIC_AREA } from './places';
import { psgcPlaces } from './psgc-places';
import { FAULT_REASONS, RULE_REASONS } from './profile-texts';
import { maskedPhone } from './profiles.service';

let t: TestApp;
let juan: string;
let maria: string;
let jose: string;
const JUAN = '20000001';
const JUAN_PHONE = '09170000001';
const TODAY = '2026-11-21';

const STEP_CALLS = {
  basic: 'certifyBasic',
  personal: 'certifyPersonal',
  job: 'certifyJob',
  extra: 'certifyExtra',
  city: 'certifyCity',
  identity: 'certifyIdentity',
  references: 'certifyReferences',
} as const satisfies Record<CertifyStep, string>;

const png = (background: string) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background } })
    .png()
    .toBuffer();

async function image(session: string, kind: 'id' | 'selfie'): Promise<CertifyImage> {
  const res = await t.call('certifyImage', {
    sessionId: session,
    file: { name: `${kind}.png`, type: 'image/png', body: await png('#357'), fields: { kind } },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as CertifyImage;
}

let images: { idPhoto: string; selfie: string };

/** Juan's answers as he types them. */
const typed = (): Record<CertifyStep, Record<string, string>> => ({
  basic: {
    firstName: 'Juan',
    middleName: 'Protacio',
    lastName: 'Dela Cruz',
    birthDate: '1995-06-19',
    sex: 'male',
    nationality: 'Filipino',
  },
  personal: { civilStatus: 'single', education: 'college', email: 'juan@example.com', dependants: '0' },
  job: {
    employmentType: 'employed',
    employer: 'Jollibee Foods',
    monthlyIncome: '18000',
    payDay: '2026-11-30',
  },
  extra: { loanPurpose: 'bills', fundsSource: 'salary' },
  city: { province: 'Metro Manila', city: 'Makati City', barangay: 'Poblacion', street: '5 Jupiter St.' },
  identity: { idType: 'drivers', idNumber: 'N01-12-123456', ...images },
  references: {
    ref1Name: 'Pedro Penduko',
    ref1Relation: 'friend',
    ref1Mobile: '09181234567',
    ref2Name: 'Maria Clara',
    ref2Relation: 'sibling',
    ref2Mobile: '0918 765 4321',
  },
});

const save = (step: CertifyStep, values: Record<string, string>, session = juan) =>
  t.call(STEP_CALLS[step], { sessionId: session, body: { values } });
const read = (step: CertifyStep, session = juan) =>
  t.call(STEP_CALLS[step], { sessionId: session, body: {} });
const valuesOf = (form: CertifyForm) => Object.fromEntries(form.items.map((i) => [i.code, i.value]));
const stored = async (userId: string, step: string) =>
  (
    await t.db
      .selectFrom('profile_steps')
      .select('answers')
      .where('user_id', '=', userId)
      .where('step', '=', step)
      .executeTakeFirst()
  )?.answers;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db
    .insertInto('users')
    .values({ id: JUAN, mobile_phone: JUAN_PHONE, full_name: '', client_type: 'new' })
    .execute();
  [juan, maria, jose] = await Promise.all([t.signIn(JUAN), t.signIn('10001'), t.signIn('10002')]);
  const [idPhoto, selfie] = await Promise.all([image(juan, 'id'), image(juan, 'selfie')]);
  images = { idPhoto: idPhoto.imageId, selfie: selfie.imageId };
});
afterAll(() => t.close());

describe('the certify steps', () => {
  it('lists every step to do for a new borrower, basic first', async () => {
    const res = await t.call('certifyList', { sessionId: juan });
    const list = res.body.data as CertifyList;
    expect(list.steps.map((s) => [s.step, s.state])).toEqual(
      Object.keys(STEP_CALLS).map((step) => [step, 'todo']),
    );
    expect(list).toMatchObject({ complete: 0, next: 'basic' });
  });

  it('reads an empty form with the step notice and each item notice', async () => {
    const form = (await read('identity')).body.data as CertifyForm;
    expect(form).toMatchObject({ step: 'identity', state: 'todo', next: 'basic' });
    expect(form.notice).toMatch(/never read your gallery/);
    expect(form.items.map((i) => [i.code, i.category, i.value])).toEqual([
      ['idType', 'enum', ''],
      ['idNumber', 'text', ''],
      ['idPhoto', 'image', ''],
      ['selfie', 'image', ''],
    ]);
    for (const item of form.items) expect(item.notice, item.code).toMatch(/Seen only by/);
  });

  it.each(Object.keys(STEP_CALLS) as CertifyStep[])('saves the %s step and reads it back', async (step) => {
    const values = typed()[step];
    const res = await save(step, values);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const saved = res.body.data as CertifyForm;
    expect(saved.state).toBe('done');
    // Read back as saved: a number without its separators, an ID number upper case without dashes.
    const shown = {
      ...values,
      ...(step === 'identity' ? { idNumber: 'N0112123456' } : {}),
      ...(step === 'references' ? { ref2Mobile: '09187654321' } : {}),
    };
    expect(valuesOf(saved)).toEqual(shown);
    expect(valuesOf((await read(step)).body.data as CertifyForm)).toEqual(shown);
  });

  it('stored what the rest of the server reads: the name on users, income in centavos, the identity', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', JUAN)
      .executeTakeFirstOrThrow();
    expect(user.full_name).toBe('Juan Protacio Dela Cruz');
    expect((await stored(JUAN, 'job'))?.monthlyIncome).toBe('1800000');
    expect(await stored(JUAN, 'identity')).toEqual({ idType: 'drivers', idNumber: 'N0112123456', ...images });
    const { borrowerIdentity, profileStatus } = await import('./profiles.service');
    expect(await borrowerIdentity(t.db, JUAN)).toEqual({
      fullName: 'Juan Protacio Dela Cruz',
      birthDate: '1995-06-19',
      nationality: 'Filipino',
      address: '5 Jupiter St., Poblacion, Makati City, Metro Manila',
      idType: "Driver's licence",
      idNumber: 'N0112123456',
    });
    expect(await profileStatus(t.db, JUAN)).toMatchObject({ complete: true, next: undefined });
  });

  it('lists every step done once all are saved', async () => {
    const list = (await t.call('certifyList', { sessionId: juan })).body.data as CertifyList;
    expect(list.steps.every((s) => s.state === 'done')).toBe(true);
    expect(list).toMatchObject({ complete: 1, next: '' });
  });

  it('takes a birth date of 18 years ago today; Other as nationality is the credit decision’s to decline', async () => {
    const res = await save('basic', { ...typed().basic, birthDate: '2008-11-21', nationality: 'Other' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    await save('basic', typed().basic);
  });

  it('gives the demo borrowers complete profiles named as users.full_name, which pass every step’s checks', async () => {
    for (const profile of DEMO_PROFILES) {
      const user = await t.db
        .selectFrom('users')
        .select('full_name')
        .where('id', '=', profile.userId)
        .executeTakeFirstOrThrow();
      const { borrowerIdentity, profileStatus } = await import('./profiles.service');
      expect((await borrowerIdentity(t.db, profile.userId))?.fullName).toBe(user.full_name);
      expect((await profileStatus(t.db, profile.userId)).complete).toBe(true);
      const steps = demoProfileSteps(profile, TODAY);
      for (const [step, answers] of Object.entries(steps) as [CertifyStep, Record<string, string>][]) {
        const items = CERTIFY_ITEMS[step];
        const shown = Object.fromEntries(
          items.map((i: StepItem) => [
            i.code,
            i.show ? i.show(answers[i.code] ?? '') : (answers[i.code] ?? ''),
          ]),
        );
        const ctx = {
          values: shown,
          today: TODAY,
          phone: '09171234500',
          images: new Map([
            [answers.idPhoto ?? '', 'id' as const],
            [answers.selfie ?? '', 'selfie' as const],
          ]),
        };
        const { fields } = checkItems(items, shown, {
          message: (item, fault) => `${item.title}: ${fault}`,
          check: (item, value) => item.rule?.(value, ctx),
        });
        expect(fields, `${profile.userId} ${step}`).toEqual({});
      }
    }
  });
});

/** A refused save: the validation code, the first field's message, each refused field, and nothing stored. */
async function refused(step: CertifyStep, patch: Record<string, string>, fields: Record<string, string>) {
  const before = await stored(JUAN, step);
  const res = await save(step, { ...typed()[step], ...patch });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: ErrorCode.Validation, message: Object.values(fields)[0] });
  expect(res.body.data).toEqual({ fields });
  expect(await stored(JUAN, step)).toEqual(before);
}

describe('the birth date, refused at its field in the borrower’s language', () => {
  it('tells a 14-year-old in Filipino why, at the field, and stores nothing', async () => {
    const before = await stored(JUAN, 'basic');
    const res = await t.call('certifyBasic', {
      sessionId: juan,
      query: { lang: 'fil' },
      body: { values: { ...typed().basic, birthDate: '2012-03-04' } },
    });
    const reason =
      'Petsa ng kapanganakan: dapat 18 taong gulang ka o higit pa para makautang, ayon sa aming loan terms.';
    expect(res.body).toMatchObject({
      code: ErrorCode.Validation,
      message: reason,
      data: { fields: { birthDate: reason } },
    });
    expect(await stored(JUAN, 'basic')).toEqual(before);
  });
});

describe('per-field messages', () => {
  const r = (title: string, reason: string) => `${title}: ${reason}`;
  const cases: [string, CertifyStep, Record<string, string>, Record<string, string>][] = [
    [
      'a required item left empty',
      'basic',
      { firstName: '  ' },
      { firstName: r('First name', FAULT_REASONS.required) },
    ],
    ['an enum outside its options', 'basic', { sex: 'x' }, { sex: r('Sex', FAULT_REASONS.option) }],
    [
      'a day that is not a date',
      'basic',
      { birthDate: '1990-02-30' },
      { birthDate: r('Birth date', FAULT_REASONS.day) },
    ],
    [
      'a birth date in the future',
      'basic',
      { birthDate: '2026-11-22' },
      { birthDate: r('Birth date', RULE_REASONS.birthFuture) },
    ],
    // Issue 40: a 14-year-old's birth date was saved without a word; 18 is the products' youngest borrower.
    [
      'a 14-year-old',
      'basic',
      { birthDate: '2012-03-04' },
      { birthDate: r('Birth date', RULE_REASONS.underAge) },
    ],
    [
      'a day short of 18',
      'basic',
      { birthDate: '2008-11-22' },
      { birthDate: 'Birth date: you must be 18 years old or over to borrow, as our loan terms state.' },
    ],
    ['too long', 'basic', { lastName: 'C'.repeat(51) }, { lastName: r('Last name', FAULT_REASONS.length) }],
    ['a name with digits', 'basic', { firstName: 'Ju4n' }, { firstName: r('First name', RULE_REASONS.name) }],
    [
      'two faults at once, the first in the form’s order as the message',
      'basic',
      { nationality: 'Martian', firstName: '' },
      {
        firstName: r('First name', FAULT_REASONS.required),
        nationality: r('Nationality', FAULT_REASONS.option),
      },
    ],
    ['digits only', 'personal', { dependants: 'two' }, { dependants: r('Dependants', FAULT_REASONS.digits) }],
    [
      'too many dependants',
      'personal',
      { dependants: '21' },
      { dependants: r('Dependants', RULE_REASONS.dependants) },
    ],
    ['an e-mail that is not one', 'personal', { email: 'juan@' }, { email: r('E-mail', RULE_REASONS.email) }],
    [
      'no employer while employed',
      'job',
      { employer: '' },
      { employer: r('Employer or business', RULE_REASONS.employer) },
    ],
    [
      'income in pesos, not words',
      'job',
      { monthlyIncome: '18k' },
      { monthlyIncome: r('Monthly income', FAULT_REASONS.digits) },
    ],
    [
      'no income while employed',
      'job',
      { monthlyIncome: '0' },
      { monthlyIncome: r('Monthly income', RULE_REASONS.income) },
    ],
    [
      'a pay day long past',
      'job',
      { payDay: '2026-10-01' },
      { payDay: r('Next pay day', RULE_REASONS.payDay) },
    ],
    [
      'an unknown purpose',
      'extra',
      { fundsSource: 'lottery' },
      { fundsSource: r('Source of funds', FAULT_REASONS.option) },
    ],
    [
      'a city of another province',
      'city',
      { city: 'Cebu City' },
      { city: r('City or municipality', RULE_REASONS.city('Cebu City', 'Metro Manila')) },
    ],
    [
      'a city not on the list',
      'city',
      { city: 'Atlantis' },
      { city: r('City or municipality', FAULT_REASONS.option) },
    ],
    [
      'a PhilSys number too short',
      'identity',
      { idType: 'philsys', idNumber: '1234' },
      { idNumber: r('ID number', RULE_REASONS.idNumber.philsys) },
    ],
    [
      'a passport number of the wrong shape',
      'identity',
      { idType: 'passport', idNumber: '12345678' },
      { idNumber: r('ID number', RULE_REASONS.idNumber.passport) },
    ],
    [
      'an image that is no image id',
      'identity',
      { selfie: 'selfie.png' },
      { selfie: r('Selfie', FAULT_REASONS.image) },
    ],
    [
      'a reference’s mobile of the wrong shape',
      'references',
      { ref1Mobile: '0817123456' },
      { ref1Mobile: r('Reference 1: mobile number', RULE_REASONS.mobile) },
    ],
    [
      'the borrower’s own number as a reference',
      'references',
      { ref2Mobile: JUAN_PHONE },
      { ref2Mobile: r('Reference 2: mobile number', RULE_REASONS.ownMobile) },
    ],
    [
      'the same person twice',
      'references',
      { ref2Name: 'pedro  penduko', ref2Mobile: '09181234567' },
      {
        ref2Name: r('Reference 2: name', RULE_REASONS.samePerson),
        ref2Mobile: r('Reference 2: mobile number', RULE_REASONS.samePerson),
      },
    ],
    [
      'a relation outside the list',
      'references',
      { ref1Relation: 'boss' },
      { ref1Relation: r('Reference 1: relation', FAULT_REASONS.option) },
    ],
  ];
  it.each(cases)('%s', async (_label, step, patch, fields) => refused(step, patch, fields));

  it('carries data.fields under the wire’s own names, which the H5 translates back', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `${API_PREFIX}${t.wire.pathToWire('/v3/certify/basic')}?${await t.sessionQuery(juan)}`,
      headers: { 'content-type': 'application/json' },
      payload: t.wire.toWire({ values: { ...typed().basic, sex: 'x' } }) as Record<string, unknown>,
    });
    const body = res.json() as CallResult['body'];
    expect(body.code).toBe(ErrorCode.Validation);
    expect(Object.keys(body.data as object)).toEqual([t.wire.keyToWire('fields')]);
    if (t.wire.mode === 'obfuscated') expect(t.wire.keyToWire('fields')).not.toBe('fields');
    expect(t.wire.fromWire(body.data)).toEqual({ fields: { sex: r('Sex', FAULT_REASONS.option) } });
  });
});

describe('ID photo and selfie', () => {
  it('stores an image judged by its content under profiles/, for its owner only', async () => {
    const shot = await image(juan, 'selfie');
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', shot.imageId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_kind: 'borrower', owner_id: JUAN, content_type: 'image/png' });
    expect(row.storage_key).toBe(`profiles/selfie-${shot.imageId}.png`);
    expect(shot.url).toBe(`http://localhost/files/profiles/selfie-${shot.imageId}.png`);
    expect(t.files.files.has(row.storage_key)).toBe(true);
    const path = new URL(shot.url).pathname;
    const own = await t.app.inject({
      method: 'GET',
      url: `${path}?${await t.sessionQuery(juan, 'logical')}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${path}?${await t.sessionQuery(jose, 'logical')}`,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: `${path.replace(shot.imageId, '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f')}?${await t.sessionQuery(jose, 'logical')}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('refuses a file that is not an image, and stores nothing', async () => {
    const rows = (await t.db.selectFrom('uploads').select('id').execute()).length;
    const res = await t.call('certifyImage', {
      sessionId: juan,
      file: {
        name: 'id.png',
        type: 'image/png',
        body: Buffer.from('%PDF-1.4 not an image'),
        fields: { kind: 'id' },
      },
    });
    expect(res.body).toMatchObject({ code: ErrorCode.Validation, message: UPLOAD_MESSAGES.notAnImage });
    expect((await t.db.selectFrom('uploads').select('id').execute()).length).toBe(rows);
  });

  it('refuses an unknown kind', async () => {
    const res = await t.call('certifyImage', {
      sessionId: juan,
      file: { name: 'x.png', type: 'image/png', body: await png('#000'), fields: { kind: 'passport' } },
    });
    expect(res.body.code).toBe(ErrorCode.Validation);
  });

  it("reads another borrower's image, a complaint image or one of the other kind like a missing one", async () => {
    const mariaShot = await image(maria, 'id');
    const complaint = await t.call('uploadProblemImg', {
      sessionId: juan,
      file: { name: 'c.png', type: 'image/png', body: await png('#999') },
    });
    const complaintId = /([0-9a-f-]{36})\.png$/.exec((complaint.body.data as { url: string }).url)?.[1] ?? '';
    const refusal = { idPhoto: `Photo of your ID: ${RULE_REASONS.image}` };
    for (const idPhoto of [
      mariaShot.imageId,
      complaintId,
      images.selfie,
      '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
    ])
      await refused('identity', { idPhoto }, refusal);
  });
});

describe('user menu', () => {
  it("shows the borrower's name, the masked phone and the menu on the public origin; deletable with no loan", async () => {
    const menu = (await t.call('userMenu', { sessionId: juan })).body.data as UserMenu;
    expect(menu).toMatchObject({
      name: 'Juan Protacio Dela Cruz',
      phone: '0917 *** 0001',
      canDelete: 1,
      deleteBlocker: '',
    });
    expect(menu.items.map((i) => [i.key, i.url])).toEqual([
      ['myLoans', ''],
      ['bindBank', 'http://localhost/bindBank'],
      ['complaints', 'http://localhost/complainPage'],
      ['customerService', 'http://localhost/customerService'],
      ['privacyPolicy', 'http://localhost/privacyPolicy'],
      ['aboutUs', 'http://localhost/aboutUs'],
      ['terms', 'http://localhost/loanTerms'],
    ]);
  });

  it('says why the account cannot be deleted while a loan is open', async () => {
    const menu = (await t.call('userMenu', { sessionId: jose })).body.data as UserMenu;
    expect(menu).toMatchObject({ name: 'Jose Reyes', phone: '0917 *** 4502', canDelete: 0 });
    expect(menu.deleteBlocker).toMatch(/loan that is not fully repaid/);
  });

  it('masks a phone', () => {
    expect(maskedPhone('09171234501')).toBe('0917 *** 4501');
  });
});

describe('the address lists (issue 40: every PSGC province, city and municipality)', () => {
  const provinces = Object.keys(PROVINCES);

  it('are the pinned PSGC package’s, as psgc-places.ts places them (npm run places -w apps/server rewrites them)', () => {
    expect({ source: PSGC_SOURCE, provinces: PROVINCES }).toEqual(psgcPlaces());
    expect(PSGC_SOURCE).toEqual({ package: '@aivangogh/ph-address', version: '2025.4.4' });
  });

  it('lists the 82 provinces, Metro Manila first, and the Special Geographic Area', () => {
    expect(provinces[0]).toBe(METRO_MANILA);
    expect(provinces.filter((p) => p !== METRO_MANILA && p !== SPECIAL_GEOGRAPHIC_AREA)).toHaveLength(82);
    expect(provinces).toEqual(
      expect.arrayContaining([
        'Batanes',
        'Tawi-Tawi',
        'Sulu',
        'Maguindanao del Norte',
        'Maguindanao del Sur',
      ]),
    );
    expect(provinces.at(-1)).toBe(SPECIAL_GEOGRAPHIC_AREA);
  });

  it('lists every city and municipality once under its province: 1,642, the PSGC count', () => {
    expect(Object.values(PROVINCES).flat()).toHaveLength(1642);
    for (const [province, cities] of Object.entries(PROVINCES)) {
      expect(cities.length, province).toBeGreaterThan(0);
      expect(new Set(cities).size, province).toBe(cities.length);
    }
  });

  it('puts Metro Manila’s 16 cities and Pateros under Metro Manila, not under districts', () => {
    expect(PROVINCES[METRO_MANILA]).toHaveLength(17);
    expect(PROVINCES[METRO_MANILA]).toEqual(
      expect.arrayContaining(['Quezon City', 'Manila City', 'Pateros']),
    );
  });

  it('puts each city the PSGC lists apart from a province under the province it lies in', () => {
    expect(isCityOf('Cebu', 'Cebu City')).toBe(true);
    expect(isCityOf('Cebu', 'Mandaue City')).toBe(true);
    expect(isCityOf('Davao del Sur', 'Davao City')).toBe(true);
    expect(isCityOf('Benguet', 'Baguio City')).toBe(true);
    expect(isCityOf('Basilan', 'Isabela City')).toBe(true);
    expect(isCityOf('Maguindanao del Norte', 'Cotabato City')).toBe(true);
    expect(isCityOf('Cebu', 'Davao City')).toBe(false);
    expect(isCityOf('toString', 'Basco')).toBe(false);
  });

  it('keeps every demo borrower’s address a province and city of the lists', () => {
    for (const profile of DEMO_PROFILES) {
      const { province = '', city = '' } = profile.city;
      expect(isCityOf(province, city), `${profile.userId}: ${city}, ${province}`).toBe(true);
    }
  });
});

describe('the address step', () => {
  const address = (province: string, city: string) => ({ ...typed().city, province, city });

  it('offers every province, and each city under its province, in the form', async () => {
    const form = (await read('city')).body.data as CertifyForm;
    const [province, city] = form.items;
    expect(province?.note.map((o) => o.type)).toEqual(Object.keys(PROVINCES));
    expect(city?.note).toHaveLength(1642);
    expect(city?.note).toContainEqual({ type: 'Basco', name: 'Basco', parent: 'Batanes' });
  });

  it.each([
    ['Batanes', 'Basco'],
    ['Tawi-Tawi', 'Bongao'],
    ['Cebu', 'Cebu City'],
  ])(
    'saves an address in %s, %s, a province the old list lacked or a city the PSGC lists apart',
    async (p, c) => {
      const res = await save('city', address(p, c));
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      expect(await stored(JUAN, 'city')).toMatchObject({ province: p, city: c });
      const { borrowerIdentity } = await import('./profiles.service');
      expect((await borrowerIdentity(t.db, JUAN))?.address).toBe(`5 Jupiter St., Poblacion, ${c}, ${p}`);
    },
  );

  it('refuses a city of another province, saying which, in English and in Filipino', async () => {
    await save('city', typed().city);
    await refused('city', address('Tawi-Tawi', 'Basco'), {
      city: 'City or municipality: Basco is not in Tawi-Tawi. Please choose a city or municipality of Tawi-Tawi.',
    });
    const fil = await t.call(STEP_CALLS.city, {
      sessionId: juan,
      body: { values: address('Tawi-Tawi', 'Basco') },
      query: { lang: 'fil' },
    });
    expect(fil.body).toMatchObject({
      code: ErrorCode.Validation,
      message:
        'Lungsod o munisipyo: wala ang Basco sa Tawi-Tawi. Pumili ng lungsod o munisipyo sa Tawi-Tawi.',
    });
    expect(await stored(JUAN, 'city')).toMatchObject({ province: 'Metro Manila', city: 'Makati City' });
  });

  it('renames a saved address of the old list to its PSGC name (migration 0035), and back', async () => {
    const legacy = { ...typed().city, city: 'Makati' };
    await t.db
      .updateTable('profile_steps')
      .set({ answers: JSON.stringify(legacy) })
      .where('user_id', '=', JUAN)
      .where('step', '=', 'city')
      .execute();
    const db = t.db as unknown as Parameters<typeof m0035.up>[0];
    await m0035.up(db);
    expect(await stored(JUAN, 'city')).toEqual({ ...legacy, city: 'Makati City' });
    await m0035.down(db);
    expect(await stored(JUAN, 'city')).toEqual(legacy);
    await m0035.up(db);
    expect(isCityOf('Metro Manila', (await stored(JUAN, 'city'))?.city ?? '')).toBe(true);
  });
});
