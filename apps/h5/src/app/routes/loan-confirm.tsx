// Placeholder until the screen lands in this change.
export function LoanConfirmRoute() {
  return null;
}
