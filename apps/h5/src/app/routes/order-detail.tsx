// Placeholder until the screen lands in this change.
export function OrderDetailRoute() {
  return null;
}
