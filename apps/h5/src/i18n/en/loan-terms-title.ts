// The title of the loan terms, apart from their text: the /loanTerms screen's bar shows it before the text's own
// chunk has loaded (features/agreements/components/lazy-loan-terms.tsx).
export const loanTermsTitle = 'Loan Terms and Conditions';
