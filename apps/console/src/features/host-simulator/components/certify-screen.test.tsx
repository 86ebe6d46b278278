// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CertifyList } from '@pautang/contract/origination';
import { refuse, type FakeHandlers } from '../../../testing/fake-app';
import {
  byLabel,
  byRole,
  chooseFile,
  click,
  flush,
  pageText,
  submit,
  typeInto,
} from '../../../testing/test-utils';
import {
  BASIC_FORM,
  CITY_FORM,
  HOME,
  IDENTITY_FORM,
  PSGC_CITY_FORM,
  SESSION_QUERY,
  SESSION_SEARCH,
  phoneTitle,
  signedInHost,
} from '../testing/host-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TODO: CertifyList = {
  steps: [
    { step: 'basic', title: 'Basic information', state: 'todo' },
    { step: 'city', title: 'Your address', state: 'todo' },
    { step: 'identity', title: 'Your ID', state: 'todo' },
  ],
  complete: 0,
  next: 'basic',
};

async function openProfile(handlers: FakeHandlers) {
  const app = await signedInHost({
    homePage: () => ({ ...HOME, blockers: [{ kind: 'profile', message: 'Finish your profile.', url: '' }] }),
    certifyList: () => TODO,
    ...handlers,
  });
  click(byRole('button', 'Complete your profile'));
  await flush();
  return app;
}

describe('The profile steps', () => {
  it('the list shows each step and its state; Continue opens the first step still to do', async () => {
    const app = await openProfile({ certifyBasic: () => BASIC_FORM });
    expect(phoneTitle()).toBe('Your profile');
    expect(byRole('button', 'Basic information: To do')).toBeTruthy();
    expect(byRole('button', 'Your address: To do')).toBeTruthy();
    click(byRole('button', 'Continue'));
    await flush();
    // Without values the step's call reads the form.
    expect(app.sentTo('certifyBasic')).toEqual([{ key: 'certifyBasic', body: {}, query: SESSION_QUERY }]);
    expect(byRole('heading', 'Basic information')).toBeTruthy();
  });

  it('renders text, day and enum items with the privacy notice at each; saving sends every answer and goes on', async () => {
    const app = await openProfile({
      certifyBasic: (body) => (body.values ? { ...BASIC_FORM, state: 'done' } : BASIC_FORM),
      certifyPersonal: () => ({
        ...BASIC_FORM,
        step: 'personal',
        title: 'About you',
        items: [],
        next: 'job',
      }),
    });
    click(byRole('button', 'Continue'));
    await flush();
    expect(pageText()).toContain(
      'We ask your name and birth date to know who borrows. Only our credit team sees them.',
    );
    const first = byLabel('First name');
    // Each item's notice is where it is asked, and read with it.
    const notice = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(notice?.textContent).toBe('First name: to know who you are. Seen by our credit team only.');
    expect(byLabel('Middle name (optional)')).toBeTruthy();
    expect(byLabel('Birth date').getAttribute('type')).toBe('date');
    const sex = byLabel('Sex') as HTMLSelectElement;
    expect(Array.from(sex.options).map((o) => o.textContent)).toEqual(['Choose…', 'Female', 'Male']);

    typeInto(first, 'Maria');
    typeInto(byLabel('Birth date'), '1990-04-12');
    typeInto(sex, 'F');
    click(byRole('button', 'Save and continue'));
    await flush();

    expect(app.sentTo('certifyBasic')[1]?.body).toEqual({
      values: { firstName: 'Maria', middleName: '', birthDate: '1990-04-12', sex: 'F' },
    });
    // The step the server names next.
    expect(byRole('heading', 'About you')).toBeTruthy();
  });

  it("a refused save shows each field's own message beside it, and the form keeps the answers", async () => {
    await openProfile({
      certifyBasic: (body) =>
        body.values
          ? refuse('Birth date: enter a real date.', 1001, {
              fields: { birthDate: 'Birth date: enter a real date.', sex: 'Sex: choose one.' },
            })
          : BASIC_FORM,
    });
    click(byRole('button', 'Continue'));
    await flush();
    typeInto(byLabel('First name'), 'Maria');
    submit(byLabel('First name'));
    await flush();

    const birth = byLabel('Birth date');
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    // The first refused item takes the focus.
    expect(document.activeElement).toBe(birth);
    const messages = Array.from(document.querySelectorAll('.certify-field [role="alert"]')).map(
      (e) => e.textContent,
    );
    expect(messages).toEqual(['Birth date: enter a real date.', 'Sex: choose one.']);
    expect((byLabel('First name') as HTMLInputElement).value).toBe('Maria');
    expect(byRole('heading', 'Basic information')).toBeTruthy();

    // Changing an answer clears its message.
    typeInto(birth, '1990-04-12');
    expect(byLabel('Birth date').getAttribute('aria-invalid')).toBeNull();
  });

  it("a city is picked from the chosen province's cities, with a search box; a numeric item keeps digits only", async () => {
    const app = await openProfile({
      certifyCity: (body) => (body.values ? { ...CITY_FORM, state: 'done' } : CITY_FORM),
      certifyIdentity: () => IDENTITY_FORM,
    });
    click(byRole('button', 'Your address: To do'));
    await flush();
    const names = (label: string) =>
      Array.from((byLabel(label) as HTMLSelectElement).options).map((o) => o.textContent);
    // No province yet: no city to offer.
    expect(names('City')).toEqual(['Choose…']);
    typeInto(byLabel('Province'), 'Metro Manila');
    expect(names('City')).toEqual(['Choose…', 'Quezon City', 'Makati']);
    typeInto(byLabel('Province'), 'Cebu');
    expect(names('City')).toEqual(['Choose…', 'Cebu City', 'Mandaue City']);
    const search = document.querySelector<HTMLInputElement>('input[aria-label="Search City"]')!;
    typeInto(search, 'mand');
    expect(names('City')).toEqual(['Choose…', 'Mandaue City']);
    typeInto(byLabel('City'), 'Mandaue City');

    // Another province: the city picked under the old one is cleared.
    typeInto(byLabel('Province'), 'Metro Manila');
    expect((byLabel('City') as HTMLSelectElement).value).toBe('');
    typeInto(byLabel('Province'), 'Cebu');
    typeInto(search, '');
    typeInto(byLabel('City'), 'Cebu City');

    const zip = byLabel('ZIP code');
    expect(zip.getAttribute('inputmode')).toBe('numeric');
    typeInto(zip, '60-00 1');
    expect((byLabel('ZIP code') as HTMLInputElement).value).toBe('6000');
    click(byRole('button', 'Save and continue'));
    await flush();
    expect(app.sentTo('certifyCity')[1]?.body).toEqual({
      values: { province: 'Cebu', city: 'Cebu City', zip: '6000' },
    });
    expect(byRole('heading', 'Your ID')).toBeTruthy();
  });

  it('every province, searched then picked, offers its own cities; a name two provinces share stays picked', async () => {
    const app = await openProfile({
      certifyCity: (body) => (body.values ? { ...PSGC_CITY_FORM, state: 'done' } : PSGC_CITY_FORM),
      certifyIdentity: () => IDENTITY_FORM,
    });
    click(byRole('button', 'Your address: To do'));
    await flush();
    const names = (label: string) =>
      Array.from((byLabel(label) as HTMLSelectElement).options).map((o) => o.textContent);
    const searchOf = (title: string) =>
      document.querySelector<HTMLInputElement>(`input[aria-label="Search ${title}"]`)!;

    // A province the 23-province list lacked, found by typing part of its name.
    typeInto(searchOf('Province'), 'taw');
    expect(names('Province')).toEqual(['Choose…', 'Tawi-Tawi']);
    typeInto(byLabel('Province'), 'Tawi-Tawi');
    expect(names('City or municipality')).toEqual(['Choose…', 'Bongao', 'Simunul']);
    typeInto(byLabel('City or municipality'), 'Bongao');
    expect((byLabel('City or municipality') as HTMLSelectElement).value).toBe('Bongao');

    typeInto(searchOf('Province'), '');
    typeInto(byLabel('Province'), 'Batanes');
    // The city of the other province is cleared; Batanes offers its own.
    expect((byLabel('City or municipality') as HTMLSelectElement).value).toBe('');
    expect(names('City or municipality')).toEqual(['Choose…', 'Basco', 'Itbayat']);

    // Naga City is in Camarines Sur and in Cebu: picked under Cebu, it stays.
    typeInto(byLabel('Province'), 'Cebu');
    expect(names('City or municipality')).toEqual(['Choose…', 'Cebu City', 'Naga City']);
    typeInto(byLabel('City or municipality'), 'Naga City');
    expect((byLabel('City or municipality') as HTMLSelectElement).value).toBe('Naga City');
    click(byRole('button', 'Save and continue'));
    await flush();
    expect(app.sentTo('certifyCity')[1]?.body).toEqual({ values: { province: 'Cebu', city: 'Naga City' } });
    expect(byRole('heading', 'Your ID')).toBeTruthy();
  });

  it('the ID photo and the selfie are uploaded through the image call; the last step returns to a complete list', async () => {
    let complete = false;
    const app = await openProfile({
      certifyList: () =>
        complete
          ? {
              steps: TODO.steps.map((s) => ({ ...s, state: 'done' as const })),
              complete: 1,
              next: '',
            }
          : TODO,
      certifyImage: (body) => ({
        imageId: `img-${body.kind}`,
        url: `http://127.0.0.1:3000/files/img-${body.kind}.jpg`,
      }),
      certifyIdentity: (body) => {
        if (!body.values) return IDENTITY_FORM;
        complete = true;
        return { ...IDENTITY_FORM, state: 'done' };
      },
    });
    click(byRole('button', 'Your ID: To do'));
    await flush();
    const idPhoto = byLabel('Photo of your ID') as HTMLInputElement;
    expect(idPhoto.getAttribute('type')).toBe('file');
    expect(idPhoto.getAttribute('capture')).toBe('environment');
    expect(byLabel('Selfie').getAttribute('capture')).toBe('user');

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'id.jpg', { type: 'image/jpeg' });
    chooseFile(idPhoto, photo);
    await flush();
    chooseFile(
      byLabel('Selfie') as HTMLInputElement,
      new File([new Uint8Array([1])], 'me.jpg', { type: 'image/jpeg' }),
    );
    await flush();

    const uploads = app.sentTo('certifyImage');
    expect(uploads.map((u) => [u.body, u.file?.name, u.query])).toEqual([
      [{ kind: 'id' }, 'id.jpg', SESSION_QUERY],
      [{ kind: 'selfie' }, 'me.jpg', SESSION_QUERY],
    ]);
    // The photo is shown from our own path with the session: it opens only for its owner.
    expect(document.querySelector('img[alt="Photo of your ID: the photo saved"]')?.getAttribute('src')).toBe(
      `/files/img-id.jpg?${SESSION_SEARCH}`,
    );
    click(byRole('button', 'Save and continue'));
    await flush();
    expect(app.sentTo('certifyIdentity')[1]?.body).toEqual({
      values: { idPhoto: 'img-id', selfie: 'img-selfie' },
    });
    // No step left: back to the list, complete, and on to Home.
    expect(pageText()).toContain('Your profile is complete.');
    expect(byRole('button', 'Your ID: Done')).toBeTruthy();
    click(byRole('button', 'Back to Home'));
    await flush();
    expect(phoneTitle()).toBe('Home');
  });

  it('a refused photo says why and leaves the item empty', async () => {
    await openProfile({
      certifyIdentity: () => IDENTITY_FORM,
      certifyImage: () => refuse('This file is not a photo.'),
    });
    click(byRole('button', 'Your ID: To do'));
    await flush();
    chooseFile(byLabel('Selfie') as HTMLInputElement, new File(['text'], 'a.txt', { type: 'text/plain' }));
    await flush();
    expect(pageText()).toContain('Upload failed: This file is not a photo.');
    expect(pageText()).not.toContain('Photo saved.');
  });
});
