// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { click, getByRole, queryAllByRole, render } from '../../../components/ui/test-utils';
import { loanTerms } from '../../../i18n/en/loan-terms';
import { preloadLoanTerms } from './lazy-loan-terms';
import { LoanTermsPage } from './loan-terms-page';

type NativeWindow = Window & { PautangNative?: { postMessage: (json: string) => void } };
const w = window as NativeWindow;
let postMessage: Mock<(json: string) => void>;

// As the route does (its `prepare`), before the first render: the text is a chunk of its own.
beforeAll(() => preloadLoanTerms());

beforeEach(() => {
  postMessage = vi.fn<(json: string) => void>();
  w.PautangNative = { postMessage };
});
afterEach(() => {
  delete w.PautangNative;
});

const text = () => document.body.textContent ?? '';

describe('loan terms page', () => {
  it('is titled Loan Terms and Conditions', () => {
    render(<LoanTermsPage />);
    expect(getByRole('heading', 'Loan Terms and Conditions').tagName).toBe('H1');
  });

  it('shows every section heading, Regulatory Caps included', () => {
    render(<LoanTermsPage />);
    const headings = queryAllByRole('heading').map((h) => h.textContent);
    for (const section of loanTerms.sections) expect(headings).toContain(section.heading);
    expect(headings).toContain('Regulatory Caps');
    expect(headings).toContain('Late Payment');
    expect(headings).toContain('Prepayment');
    expect(headings).toContain('Prolongation');
  });

  it('carries the figures of the terms', () => {
    render(<LoanTermsPage />);
    for (const figure of ['91', '365', '₱1,000', '₱800', '5%', '4%', '2%']) expect(text()).toContain(figure);
    expect(text()).toContain('Term of 91 to 365 calendar days');
    expect(text()).toContain('a one-time late penalty of ₱1,000 for New Clients and ₱800 for Repeat Clients');
    expect(text()).toContain('5% of the unpaid amount per day for days 1 to 30');
    expect(text()).toContain('4% of the unpaid amount per day for days 31 to 90');
    expect(text()).toContain('2% of the unpaid amount per day from day 91');
  });

  it('states the SEC caps and that they prevail', () => {
    render(<LoanTermsPage />);
    const caps = document.getElementById('regulatory-caps')?.textContent ?? '';
    expect(caps).toContain('₱10,000 or less');
    expect(caps).toContain('up to four (4) calendar months, that is at most 123 days');
    expect(caps).toContain('does not change with the day it is disbursed');
    expect(caps).toContain('under our own policy, we apply the late-penalty cap and the total cost cap');
    expect(caps).toContain('Memorandum Circular No. 3, Series of 2022');
    expect(caps).toContain('Memorandum Circular No. 14, Series of 2025');
    expect(caps).toContain('they prevail over any higher rate');
    expect(caps).toContain('will never exceed 5% per month of the amount due');
    expect(caps).toContain('rollovers and prolongations included, will never exceed 100% of the Principal');
  });

  it('closes the web view on back', () => {
    render(<LoanTermsPage />);
    click(getByRole('button', 'Back'));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toMatchObject({ action: 'closeWebview' });
  });
});
