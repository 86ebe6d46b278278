import { messages } from '../../../i18n/messages';
import '../theme.css';
import './toast.css';

// Imperative and plain DOM, so request helpers and other non-React code can call it.
// One host div is appended to document.body on first use; a new toast replaces the current one.

export type ToastKind = 'info' | 'loading' | 'success' | 'hide' | 'fail';

export interface ToastAction {
  label: string;
  onPress: () => void;
}

export interface ToastOptions {
  /** Honoured only above 300 ms; otherwise 3000 ms (loading: until hidden). */
  durationMs?: number;
  /** A button in the toast (e.g. Retry); pressing it hides the toast, then calls onPress. */
  action?: ToastAction;
}

type Opts = number | ToastOptions;

const DEFAULT_MS = 3000;
let host: HTMLDivElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(
  kind: ToastKind,
  text = kind === 'loading' ? messages.loading : '',
  options: Opts = {},
): void {
  const { durationMs, action } =
    typeof options === 'number' ? { durationMs: options, action: undefined } : options;
  clearTimeout(timer);
  // Nothing shown, nothing to hide: a hide timer that outlives its page (a test's torn-down document) does nothing.
  if (kind === 'hide' && !host?.isConnected) return;
  if (!host?.isConnected) {
    host = document.createElement('div');
    host.className = 'ui-toast-host';
    document.body.appendChild(host);
  }
  host.textContent = '';
  // A loading toast swallows taps so a pending submit cannot be sent twice.
  host.classList.toggle('ui-toast-host--block', kind === 'loading');
  // A message sits near the top, clear of the dialog or control it is about (a centred toast covered the score
  // dialog's stars); only the loading spinner stays in the middle, where it blocks taps anyway.
  host.classList.toggle('ui-toast-host--top', kind !== 'loading');
  if (kind === 'hide') return;

  const box = document.createElement('div');
  box.className = `ui-toast ui-toast--${kind}`;
  box.setAttribute('role', kind === 'fail' ? 'alert' : 'status');
  box.setAttribute('aria-live', kind === 'fail' ? 'assertive' : 'polite');
  const p = document.createElement('p');
  p.textContent = text;
  box.appendChild(p);
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'ui-toast-action';
    button.textContent = action.label;
    button.onclick = () => {
      showToast('hide');
      action.onPress();
    };
    box.appendChild(button);
  }
  host.appendChild(box);

  const ms = durationMs !== undefined && durationMs > 300 ? durationMs : kind === 'loading' ? 0 : DEFAULT_MS;
  if (ms) timer = setTimeout(showToast, ms, 'hide');
}

export const toast = {
  info: (text: string, options?: Opts) => showToast('info', text, options),
  success: (text: string, options?: Opts) => showToast('success', text, options),
  fail: (text: string, options?: Opts) => showToast('fail', text, options),
  loading: (text: string = messages.loading, options?: Opts) => showToast('loading', text, options),
  hide: () => showToast('hide'),
};
