import type { loanTermsTitle as En } from '../en/loan-terms-title';
import type { Translation } from '../translation';

// The /loanTerms bar's title; the terms' own text stays in English, the authoritative version.
export const loanTermsTitle: Translation<typeof En> = 'Mga Tuntunin at Kondisyon ng Loan';
