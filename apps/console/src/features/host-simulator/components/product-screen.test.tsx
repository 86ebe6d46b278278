// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductApply } from '@pautang/contract/origination';
import { refuse, type FakeHandlers } from '../../../testing/fake-app';
import { byRole, click, flush, pageText, typeInto } from '../../../testing/test-utils';
import {
  FLEX,
  HOME,
  SESSION_QUERY,
  SESSION_SEARCH,
  frameSrc,
  phoneTitle,
  quote,
  signedInHost,
} from '../testing/host-fixtures';
import { QUOTE_DELAY_MS } from './product-screen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the quote's pause pass, then its answer arrive. */
async function settleQuote() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, QUOTE_DELAY_MS + 20));
  });
  await flush();
}

const APPROVED: ProductApply = {
  decisionId: 'D-1',
  outcome: 'approved',
  message: 'You are approved for ₱2,500.00 over 30 days.',
  amount: 250000,
  termDays: 30,
  nextUrl: 'http://127.0.0.1:3000/loanConfirm?productId=P001',
};

async function openFlex(handlers: FakeHandlers) {
  const app = await signedInHost({
    homePage: () => HOME,
    productDetail: (body) => quote(body.amount ?? FLEX.defaultAmount, body.termDays ?? FLEX.defaultTerm),
    ...handlers,
  });
  click(byRole('button', 'See Pautang Flex'));
  await flush();
  return app;
}

const chosenAmount = () => document.querySelector('[data-testid="chosen-amount"]')?.textContent;

describe('Product detail', () => {
  it('the stepper moves the amount by the step within min and max, the term is chosen, and the quote follows', async () => {
    const app = await openFlex({});
    expect(chosenAmount()).toBe('₱2,000.00');
    expect(byRole('button', '14 days').getAttribute('aria-pressed')).toBe('true');

    click(byRole('button', 'More by ₱500.00'));
    click(byRole('button', 'More by ₱500.00'));
    expect(chosenAmount()).toBe('₱3,000.00');
    // ₱3,000.00 is the most: More stops there.
    expect(byRole('button', 'More by ₱500.00').hasAttribute('disabled')).toBe(true);
    click(byRole('button', '30 days'));
    // Apply waits for the quote of what is shown.
    expect(byRole('button', 'Apply').hasAttribute('disabled')).toBe(true);
    await settleQuote();

    // One quote for the settled choice, not one per tap.
    expect(app.sentTo('productDetail').map((s) => s.body)).toEqual([
      { productId: 'P001' },
      { productId: 'P001', amount: 300000, termDays: 30 },
    ]);
    expect(pageText()).toContain('Total to repay₱3,450.00');
    expect(pageText()).toContain('Payment 1 of 1: ₱3,450.00 on 2026-12-09');
    expect(pageText()).toContain('Filipino, 18 years or over');
    expect(byRole('button', 'Apply').hasAttribute('disabled')).toBe(false);

    // The slider chooses too, by the step.
    const slider = document.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect([slider.min, slider.max, slider.step]).toEqual(['100000', '300000', '50000']);
    typeInto(slider, '100000');
    expect(chosenAmount()).toBe('₱1,000.00');
    expect(byRole('button', 'Less by ₱500.00').hasAttribute('disabled')).toBe(true);
  });

  it('Apply sends the chosen amount and term; approved goes on to loan confirmation in the web view', async () => {
    const app = await openFlex({ productApply: () => APPROVED });
    click(byRole('button', 'More by ₱500.00'));
    click(byRole('button', '30 days'));
    await settleQuote();
    click(byRole('button', 'Apply'));
    await flush();

    const [apply] = app.sentTo('productApply');
    expect(apply?.query).toEqual(SESSION_QUERY);
    expect(apply?.body).toMatchObject({ productId: 'P001', amount: 250000, termDays: 30 });
    expect(String(apply?.body.requestId)).toMatch(/^[0-9a-f-]{36}$/);

    expect(phoneTitle()).toBe('Your application');
    expect(byRole('heading', 'Approved')).toBeTruthy();
    expect(pageText()).toContain('₱2,500.00 for 30 days');
    expect(pageText()).toContain('You are approved for ₱2,500.00 over 30 days.');
    click(byRole('button', 'Confirm your loan'));
    await flush();
    expect(phoneTitle()).toBe('Web view');
    expect(frameSrc()).toBe(`/loanConfirm?${SESSION_SEARCH}&productId=P001`);
  });

  it('a decline shows its reason and leads back Home', async () => {
    await openFlex({
      productApply: () => ({
        ...APPROVED,
        outcome: 'declined',
        message: 'You must be 18 or over to borrow.',
        nextUrl: '',
      }),
    });
    click(byRole('button', 'Apply'));
    await flush();
    expect(byRole('heading', 'Not approved')).toBeTruthy();
    expect(pageText()).toContain('You must be 18 or over to borrow.');
    expect(document.body.textContent).not.toContain('Confirm your loan');
    click(byRole('button', 'Back to Home'));
    await flush();
    expect(phoneTitle()).toBe('Home');
  });

  it('a review says the borrower waits for a person', async () => {
    await openFlex({
      productApply: () => ({
        ...APPROVED,
        outcome: 'review',
        message: 'A person will review your application within one working day.',
        nextUrl: '',
      }),
    });
    click(byRole('button', 'Apply'));
    await flush();
    expect(byRole('heading', 'Under review')).toBeTruthy();
    expect(pageText()).toContain('A person will review your application within one working day.');
  });

  it('a refused apply shows the message; tapping again sends the same request id', async () => {
    let n = 0;
    const app = await openFlex({
      productApply: () => {
        n += 1;
        return n === 1 ? refuse('The service is busy. Please try again in a moment.', 1016) : APPROVED;
      },
    });
    click(byRole('button', 'Apply'));
    await flush();
    expect(pageText()).toContain('The service is busy. Please try again in a moment.');
    expect(phoneTitle()).toBe('Product');
    click(byRole('button', 'Apply'));
    await flush();
    const [first, second] = app.sentTo('productApply');
    expect(second?.body.requestId).toBe(first?.body.requestId);
    expect(byRole('heading', 'Approved')).toBeTruthy();
  });

  it('a product the borrower may not take now shows why, and Apply is off', async () => {
    await signedInHost({
      homePage: () => HOME,
      productDetail: () => ({
        ...quote(),
        product: { ...FLEX, available: 0, reason: 'Repay your open loan first.' },
      }),
    });
    click(byRole('button', 'See Pautang Flex'));
    await flush();
    expect(pageText()).toContain('Repay your open loan first.');
    expect(byRole('button', 'Apply').hasAttribute('disabled')).toBe(true);
  });
});
