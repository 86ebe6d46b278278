// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { PrivacyPolicyRoute } from '../app/routes/privacy-policy';
import { LoanTermsPage } from '../features/agreements/components/loan-terms-page';
import { privacySummary as filPrivacy } from '../i18n/fil/legal-summary-privacy';
import { queryAllByRole, render } from './ui/test-utils';

// As the Filipino build does (each en/<file>.ts swapped for its fil twin), for the privacy policy's summary only:
// the loan terms below keep the English catalogue, as the English build does.
vi.mock('../i18n/en/legal-summary-privacy', async () => import('../i18n/fil/legal-summary-privacy'));

const headings = () => queryAllByRole('heading').map((h) => h.textContent);

describe('the summary above a legal document', () => {
  it('in Filipino, comes before the English document and says first that the English is the official text', () => {
    render(<PrivacyPolicyRoute />);
    const summary = document.querySelector('.legal-summary');
    const firstSection = document.querySelector('.legal section');
    expect(summary).not.toBeNull();
    expect(firstSection).not.toBeNull();
    // The summary is above the document's first section, which is still the English text.
    expect(summary!.compareDocumentPosition(firstSection!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(headings()).toContain('Buod sa Filipino');
    expect(headings()).toContain('Collection of Information');
    const points = queryAllByRole('listitem', undefined, summary!).map((li) => li.textContent);
    expect(points).toEqual(filPrivacy?.points);
    expect(points[0]).toBe('Buod lang ito. Ang English na teksto sa ibaba ang opisyal.');
  });

  it('in English, is not there: the document is shown as before', () => {
    render(<LoanTermsPage />);
    expect(document.querySelector('.legal-summary')).toBeNull();
    expect(headings()).not.toContain('Buod sa Filipino');
  });
});
