// The one message catalogue of the borrower app. Strings are worded exactly as the spec quotes them.
// Long documents (privacy policy, terms) live beside this file in en/<doc>.ts and load with their route.
export const messages = {
  loading: 'loading...',
  networkError: 'Network is unstable. Please check your connection and try again.',
  retry: 'Retry',
  ok: 'OK',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
} as const;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text: string = messages[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
