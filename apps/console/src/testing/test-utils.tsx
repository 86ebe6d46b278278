import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// A tiny stand-in for testing-library (no new dependencies): render with createRoot + act, find elements the
// way a user perceives them, and fire events inside act.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  document.body.innerHTML = '';
});

export function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const entry = { root, container };
  mounted.push(entry);
  act(() => root.render(ui));
  const unmount = () => {
    const index = mounted.indexOf(entry);
    if (index === -1) return;
    mounted.splice(index, 1);
    act(() => root.unmount());
    container.remove();
  };
  return { container, unmount };
}

/** Renders a hook inside a throwaway component; `result.current` is the latest return value. */
export function renderHook<T>(hook: () => T) {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  const { unmount } = render(<Probe />);
  return { result, unmount };
}

/** Lets pending promises (mocked fetches) and queued events (an iframe's load) settle, inside act. */
export async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

type Role = 'button' | 'link' | 'heading';

/** By role and exact accessible name (aria-label, else text): the one element, or an error. */
export function byRole(role: Role, name: string): HTMLElement {
  const selector = { button: 'button', link: 'a[href]', heading: 'h1,h2,h3,h4,h5,h6' }[role];
  const found = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === name,
  );
  if (found.length !== 1) throw new Error(`Expected one ${role} "${name}", found ${found.length}`);
  return found[0] as HTMLElement;
}

export function queryByRole(role: Role, name: string): HTMLElement | null {
  try {
    return byRole(role, name);
  } catch {
    return null;
  }
}

export function click(el: Element) {
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
}

/** The form control a label names (exact text of the label, as a person reads it). */
export function byLabel(name: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const found = Array.from(document.querySelectorAll('label')).filter(
    (label) => (label.textContent ?? '').trim() === name,
  );
  if (found.length !== 1) throw new Error(`Expected one label "${name}", found ${found.length}`);
  const label = found[0] as HTMLLabelElement;
  const control = label.htmlFor
    ? document.getElementById(label.htmlFor)
    : label.querySelector('input,select,textarea');
  if (!control) throw new Error(`Label "${name}" names no control`);
  return control as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
}

/** Types into an input or a text area (or picks a select's option) the way React hears it: the value, then the event. */
export function typeInto(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const proto =
    el instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : el instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    setter?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/** Chooses a file in a file input (a photo taken with the camera). */
export function chooseFile(el: HTMLInputElement, file: File) {
  act(() => {
    Object.defineProperty(el, 'files', { value: [file], configurable: true });
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Submits the form an element is in, as Enter or its submit button would. */
export function submit(el: Element) {
  const form = el.closest('form');
  if (!form) throw new Error('not in a form');
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

/** The text a person reads in the document, spaces collapsed. */
export function pageText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}
