// Placeholder until the screen lands in this change.
export function ConfirmNewRoute() {
  return null;
}
