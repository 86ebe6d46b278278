import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMounted } from '../../../lib/use-mounted';
import '../theme.css';
import './overlay.css';

// Shared by Dialog and BottomSheet: portal, mask, focus in / trap / return, Escape, body scroll lock.
// Mounted only while open, so mount means "opened" and unmount means "closed".
const FOCUSABLE = 'a[href],button,input,select,textarea,iframe,[tabindex],[contenteditable]';
const stack: HTMLElement[] = [];

export interface OverlayProps {
  /** Panel class: decides dialog or sheet look. */
  className: string;
  labelledBy?: string | undefined;
  describedBy?: string | undefined;
  label?: string | undefined;
  onMask?: (() => void) | undefined;
  onEscape?: (() => void) | undefined;
  children: ReactNode;
}

/** The portal exists only in the browser: on the server and during hydration an overlay renders nothing. */
export function Overlay(props: OverlayProps) {
  return useMounted() ? <OverlayPortal {...props} /> : null;
}

function OverlayPortal({
  className,
  labelledBy,
  describedBy,
  label,
  onMask,
  onEscape,
  children,
}: OverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Read during the first render, before an autoFocus child can take focus from the opener.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);

  useEffect(() => {
    const el = panel.current as HTMLDivElement;
    stack.push(el);
    document.body.style.overflow = 'hidden';
    if (!el.contains(document.activeElement)) el.focus();
    return () => {
      stack.splice(stack.indexOf(el), 1);
      document.body.style.overflow = stack.length ? 'hidden' : '';
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = panel.current;
      if (!el || stack[stack.length - 1] !== el) return;
      if (e.key === 'Escape' && onEscape) {
        e.preventDefault();
        onEscape();
      } else if (e.key === 'Tab') {
        e.preventDefault();
        const list = Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (n) => n.tabIndex >= 0 && !(n as HTMLButtonElement).disabled,
        );
        const n = list.length;
        const i = list.indexOf(document.activeElement as HTMLElement);
        (list[e.shiftKey ? (i <= 0 ? n - 1 : i - 1) : (i + 1) % n] ?? el).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEscape]);

  return createPortal(
    <div className="ui-mask" onClick={(e) => e.target === e.currentTarget && onMask?.()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-label={label}
        tabIndex={-1}
        className={className}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
