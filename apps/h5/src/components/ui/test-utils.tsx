import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// Tiny stand-in for testing-library (no new dependencies): render with createRoot + act, query the DOM
// the way a user perceives it (role + accessible name), fire clicks and keys inside act.

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
  mounted.push({ root, container });
  act(() => root.render(ui));
  return { container, rerender: (next: ReactNode) => act(() => root.render(next)) };
}

const IMPLICIT: Record<string, string> = {
  button: 'button:not([role])',
  checkbox: 'input[type=checkbox]',
  heading: 'h1,h2,h3,h4,h5,h6',
  img: 'img:not([alt=""])',
  list: 'ul,ol',
  listitem: 'li:not([role])',
};

export function nameOf(el: Element): string {
  const by = el.getAttribute('aria-labelledby');
  if (by)
    return by
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const label = el.getAttribute('aria-label') ?? el.getAttribute('alt');
  if (label !== null) return label;
  const labels = (el as HTMLInputElement).labels;
  return (labels?.[0] ?? el).textContent?.trim() ?? '';
}

export function queryAllByRole(role: string, name?: string | RegExp, within: ParentNode = document.body) {
  const selector = `[role="${role}"]${IMPLICIT[role] ? `,${IMPLICIT[role]}` : ''}`;
  return Array.from(within.querySelectorAll<HTMLElement>(selector)).filter((el) => {
    if (name === undefined) return true;
    const n = nameOf(el);
    return typeof name === 'string' ? n === name : name.test(n);
  });
}

export function getByRole(role: string, name?: string | RegExp, within?: ParentNode): HTMLElement {
  const found = queryAllByRole(role, name, within);
  if (found.length !== 1)
    throw new Error(`Expected one ${role} "${String(name ?? '')}", found ${found.length}`);
  return found[0] as HTMLElement;
}

export function click(el: Element) {
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

export function press(
  key: string,
  target: Element | null = document.activeElement,
  init: KeyboardEventInit = {},
) {
  act(() => {
    (target ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
    );
  });
}
