// @module-tag wire: calls borrower screens with lang=fil through the wire (names renamed, values translated)
// The texts the server builds for a borrower's screens are Filipino for a 'fil' caller (issue 40): every module's
// screen wording has its Filipino, different from the English (names, codes and legal titles aside, each listed
// with its reason), and the screens a new borrower walks through (Home, the profile steps, Mine, order details, the
// repayment page) answer in Filipino, with stored values, amounts and dates as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '@pautang/contract/loans';
import { CATALOGUE } from '@pautang/loan-engine';
import type { CertifyForm, Home, UserMenu } from '@pautang/contract/origination';
import { DEMO_PRODUCTS } from './contexts/demo/index';
import { BANK_FORM_ITEMS } from './contexts/lending/index';
import { COLLECTION_SUB_TYPES, PROBLEM_TYPES, STATUS_TEXT, TABS } from './contexts/support/index';
import {
  blockerMessages,
  outcomeMessages,
  productReasons,
  requirements,
  ruleReasons,
} from './contexts/lending/index';
import { confirmRows, loginFailure } from './contexts/lending/index';
import { orderTexts } from './contexts/lending/index';
import { CHANNELS } from './contexts/lending/index';
import { planOfferText, waivedNote } from './contexts/lending/index';
import { payoutTexts } from './contexts/lending/index';
import { interestRateShortText, interestRateText } from './contexts/lending/index';
import { CERTIFY_ITEMS } from './contexts/identity/index';
import { FAULT_REASONS, ITEM_NOTICES, MENU_TEXTS, RULE_REASONS, STEP_TEXTS } from './contexts/identity/index';
import { REPAY_TEXTS } from './contexts/lending/index';
import { buildTestApp, type TestApp } from './test-helper';
import { filipinoOf, localizeScreen } from './platform/i18n/localize';

/**
 * Texts that read the same in Filipino, and why. Nothing else may: a Filipino page showing an English sentence is
 * what issue 40 found.
 */
const SAME_IN_FILIPINO: Record<string, string> = {
  'Loan Agreement': "a legal document's title: the documents stay English (their Filipino summary is on top)",
  'Disclosure Statement': "a legal document's title, as above",
  UMID: "an ID's official name",
  'PhilSys National ID': "an ID's official name",
  'SSS ID': "an ID's official name",
  'PRC ID': "an ID's official name",
  'Postal ID': "an ID's official name",
  "Voter's ID": "an ID's official name",
  Barangay: 'the same word in Filipino (the smallest unit of local government)',
  'E-mail': 'the same word in Filipino',
  'E-wallet': 'the same word in Filipino',
  '09XXXXXXXXX': 'the shape of a Philippine mobile number',
  'YYYY-MM-DD': 'the shape of a date',
};

/** Every string inside a value: objects, lists, and functions called with sample values. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

const AMOUNT = 512_345;
/** A flat product and a declining-balance one, from the demo catalogue. */
const FLAT = CATALOGUE.find((p) => p.interestMethod === 'flat');
const DECLINING = CATALOGUE.find((p) => p.interestMethod === 'declining-balance');
if (!FLAT || !DECLINING) throw new Error('the demo catalogue has a flat and a declining-balance product');
/** The wording the modules build for screens, each function called as its module calls it. */
const SCREEN_TEXTS: string[] = [
  ...texts(STEP_TEXTS),
  ...texts(ITEM_NOTICES),
  ...texts(FAULT_REASONS),
  ...texts(RULE_REASONS),
  ...texts(MENU_TEXTS),
  ...Object.values(CERTIFY_ITEMS).flatMap((items) =>
    items.flatMap((item) => [
      item.title,
      item.subtitle,
      // Cities and provinces are names; the other options are words.
      ...(item.category === 'city-select' ? [] : item.note.map((option) => option.name)),
    ]),
  ),
  ...BANK_FORM_ITEMS.flatMap((item) => [
    item.title,
    item.subtitle,
    // The account type's options are words; the e-wallets' and banks' are names.
    ...(item.code === BANK_FORM_ITEMS[0]?.code ? item.note.map((option) => option.name) : []),
  ]),
  ...texts(orderTexts.noticeStatusText),
  ...[100, 110, 151, 170, 174, 180, 200, 21].map((s) => orderTexts.noticeDesText(s, AMOUNT, '2026-03-01')),
  ...texts(orderTexts.reyMsg),
  orderTexts.coveredNotice,
  ...texts(orderTexts.rows),
  ...texts(orderTexts.cardPop),
  orderTexts.kindTips,
  orderTexts.refundMsg(AMOUNT),
  planOfferText(3, AMOUNT, '2026-03-01', 'waive', '2026-03-08'),
  planOfferText(3, AMOUNT, '2026-03-01', 'freeze', '2026-03-08'),
  orderTexts.paymentNotice.failed(AMOUNT, 'GCash'),
  orderTexts.paymentNotice.expired(AMOUNT, 'GCash'),
  waivedNote(AMOUNT, '2026-11-25T02:00:00.000Z'),
  ...texts(payoutTexts.bindPrompt),
  payoutTexts.accountFailure.title,
  payoutTexts.accountFailure.message('GCash 0917•••4567', 'Account closed'),
  payoutTexts.finalFailure('GCash 0917•••4567', 'Account closed'),
  payoutTexts.payoutOnItsWay('GCash 0917•••4567'),
  ...texts({ ...ruleReasons, productRange: '', limit: '' }),
  outcomeMessages.approved(AMOUNT, 91),
  outcomeMessages.review,
  outcomeMessages.demoApproved,
  ...texts(blockerMessages),
  productReasons.belowLimit(AMOUNT),
  ...requirements,
  ...texts(confirmRows),
  ...texts(loginFailure),
  interestRateText(FLAT),
  interestRateShortText(FLAT),
  interestRateText(DECLINING),
  interestRateShortText(DECLINING),
  // The demo products' wording: the recommended card, the confirmation's button and pop-ups, the fees' labels.
  ...DEMO_PRODUCTS.flatMap(({ definition: p, new_button_msg, new_pop_msg, pop_title, pop_content }) => [
    p.recommendation.buttonText,
    p.recommendation.rangeDesc,
    p.recommendation.description,
    ...p.recommendation.tags,
    ...p.fees.map((fee) => fee.label),
    ...[new_button_msg, new_pop_msg, pop_title, pop_content].filter(
      (t): t is string => typeof t === 'string',
    ),
  ]),
  ...texts(REPAY_TEXTS),
  ...CHANNELS.flatMap((channel) =>
    Object.entries(channel.payNotice).flatMap(([title, groups]) => [
      title,
      ...groups.flatMap((g) => [g.name, ...g.step]),
    ]),
  ),
  ...PROBLEM_TYPES.map((p) => p.title),
  ...COLLECTION_SUB_TYPES.map((p) => p.title),
  ...texts(STATUS_TEXT),
  ...TABS.map((tab) => tab.title),
];

describe('the screen texts in Filipino', () => {
  it('has the Filipino of every text a borrower module builds for a screen, not a copy of the English', () => {
    expect(SCREEN_TEXTS.length).toBeGreaterThan(250);
    const problems = [...new Set(SCREEN_TEXTS)]
      .filter((text) => text !== '')
      .filter((text) => !(text in SAME_IN_FILIPINO) && !/^\{?[\w ]+ app$/.test(text))
      .flatMap((text) => {
        const fil = filipinoOf(text);
        if (fil === undefined) return [`no Filipino: ${text}`];
        return fil === text ? [`the same as the English: ${text}`] : [];
      });
    expect(problems).toEqual([]);
  });

  it('keeps names and codes the same, and no listed one has a Filipino that differs', () => {
    for (const text of Object.keys(SAME_IN_FILIPINO)) expect(filipinoOf(text) ?? text, text).toBe(text);
  });

  it('carries amounts and dates into the sentence, and words a form refusal after its title', () => {
    expect(filipinoOf(orderTexts.noticeDesText(174, AMOUNT, '2026-03-01'))).toBe(
      'Bayaran ang ₱5,123.45 hanggang 2026-03-01.',
    );
    expect(filipinoOf('Birth date: please fill this in.')).toBe('Petsa ng kapanganakan: pakisagutan ito.');
    // A title or a reason without Filipino leaves the whole message as it was.
    expect(filipinoOf('Nickname: please fill this in.')).toBeUndefined();
  });

  it('translates an answer’s wording, never its stored values, codes or names', () => {
    const answer = {
      item: {
        code: 'nationality',
        title: 'Nationality',
        value: 'Filipino',
        note: [{ type: 'Filipino', name: 'Filipino', parent: '' }],
      },
      rows: [{ title: 'Loan term', value: '91 days' }],
      complaint: { type: 'Repayment', status: 'Replied' },
      payNotice: { 'Payment rules': [{ name: 'Before you pay', step: ['Juan dela Cruz'] }] },
      amount: 150_000,
    };
    expect(localizeScreen(answer, 'fil')).toEqual({
      // A form item's value is the borrower's answer, an option's type is what is sent back: both kept.
      item: {
        code: 'nationality',
        title: 'Nasyonalidad',
        value: 'Filipino',
        note: [{ type: 'Filipino', name: 'Pilipino', parent: '' }],
      },
      // Elsewhere a value or a type is wording.
      rows: [{ title: 'Tagal ng loan', value: '91 araw' }],
      complaint: { type: 'Pagbabayad', status: 'Nasagot na' },
      payNotice: { 'Mga patakaran sa pagbabayad': [{ name: 'Bago ka magbayad', step: ['Juan dela Cruz'] }] },
      amount: 150_000,
    });
    expect(localizeScreen(answer, 'en')).toBe(answer);
  });
});

describe('a new borrower’s screens, called with lang=fil', () => {
  let t: TestApp;
  let maria: string;
  let ana: string;
  beforeAll(async () => {
    t = await buildTestApp();
    maria = await t.signIn('10001', 100000);
    ana = await t.signIn('10003', 100000);
  });
  afterAll(() => t.close());

  const fil = { lang: 'fil' };

  it('answers order details in Filipino, amounts and dates as in English', async () => {
    const english = (await t.call('loanDetails', { sessionId: maria, query: { orderId: 'PT0000001741' } }))
      .body.data as OrderDetails;
    const filipino = (
      await t.call('loanDetails', { sessionId: maria, query: { orderId: 'PT0000001741', ...fil } })
    ).body.data as OrderDetails;
    expect(english.noticeStatusText).toBe('To be repaid');
    expect(filipino.noticeStatusText).toBe('Babayaran pa');
    expect(english.noticeDesText).toMatch(/^Please repay ₱[\d,]+\.\d{2} by \d{4}-\d{2}-\d{2}\.$/);
    expect(filipino.noticeDesText).toBe(filipinoOf(english.noticeDesText));
    const labels = (d: OrderDetails) => d.userOrderDetail.detail.map((r) => r.text);
    expect(labels(filipino)).toContain('Halaga ng loan');
    expect(labels(filipino).filter((label) => labels(english).includes(label))).toEqual([]);
    expect(filipino.userOrderDetail.detail.map((r) => r.value)).toEqual(
      english.userOrderDetail.detail.map((r) => r.value),
    );
  });

  it('answers Home, a profile step and Mine in Filipino', async () => {
    const home = (await t.call('homePage', { sessionId: ana, query: fil })).body.data as Home;
    expect(JSON.stringify(home)).not.toMatch(/Complete your profile|Add an account/);
    const step = (await t.call('certifyBasic', { sessionId: ana, query: fil, body: {} })).body
      .data as CertifyForm;
    expect(step.title).toBe('Pangunahing impormasyon');
    expect(step.items.map((item) => item.title)).toContain('Petsa ng kapanganakan');
    const nationality = step.items.find((item) => item.code === 'nationality');
    expect(nationality?.note.map((o) => [o.type, o.name])).toEqual([
      ['Filipino', 'Pilipino'],
      ['Other', 'Iba pa'],
    ]);
    const menu = (await t.call('userMenu', { sessionId: ana, query: fil })).body.data as UserMenu;
    expect(menu.items.map((item) => item.title)).toContain('Mga loan ko');
    expect(menu.items.map((item) => item.title)).not.toContain('My loans');
  });

  it('still refuses a form in Filipino, item by item', async () => {
    const res = await t.call('certifyBasic', {
      sessionId: ana,
      query: fil,
      body: { values: { firstName: '', lastName: 'Reyes' } },
    });
    expect(res.body.code).not.toBe(0);
    expect(res.body.message).toMatch(/^Pangalan: pakisagutan ito\.$/);
  });
});
