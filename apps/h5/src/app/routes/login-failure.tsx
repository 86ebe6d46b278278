// Placeholder until the screen lands in this change.
export function LoginFailureRoute() {
  return null;
}
