// The one message catalogue of the borrower app. Strings are worded exactly as the spec quotes them (Chinese,
// Spanish and Indonesian ones included). Its strings live in en/<file>.ts; a language's build swaps each for
// its sibling in <lang>/<file>.ts where one exists (vite.config.ts), so screens do not change.
import { commonText } from './en/common';

export const messages = commonText;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  return fill(messages[key], vars);
}

/** Fills {name} placeholders; unknown ones stay visible so a missing value is noticed. */
export function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
