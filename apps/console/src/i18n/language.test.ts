// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, startLanguage, switchLanguage } from './language';
import { t } from './messages';

afterEach(async () => {
  await switchLanguage('en');
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('chooseLanguage', () => {
  it('takes the address first, then the saved choice, then English', () => {
    expect(chooseLanguage('?lang=fil', 'en')).toBe('fil');
    expect(chooseLanguage('?lang=en', 'fil')).toBe('en');
    expect(chooseLanguage('', 'fil')).toBe('fil');
    expect(chooseLanguage('?lang=zh', null)).toBe('en');
    expect(chooseLanguage('', 'klingon')).toBe('en');
  });
});

describe('the active catalogue', () => {
  it('starts in Filipino from ?lang=fil, before anything renders, and keeps the choice', async () => {
    history.replaceState(null, '', '/console?lang=fil');
    expect(await startLanguage()).toBe('fil');
    expect(t('agentSignedInAs', { name: 'Lea' })).toBe('Naka-sign in bilang Lea');
    expect(document.documentElement.lang).toBe('fil');
    // The section links are full pages without the query: the saved choice carries Filipino across them.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fil');
  });

  it('switches back to English, saving it and rewriting an address that named the old language', async () => {
    history.replaceState(null, '', '/console/finance?lang=fil');
    await startLanguage();
    await switchLanguage('en');
    expect(t('retry')).toBe('Retry');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(location.search).toBe('?lang=en');
  });
});
