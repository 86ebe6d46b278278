// Placeholder until the screen lands in this change.
export function LoanAgreementRoute() {
  return null;
}
