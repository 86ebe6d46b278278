// Placeholder until the screen lands in this change.
export function LoanTermsRoute() {
  return null;
}
