import { useId, type ReactNode } from 'react';
import { messages } from '../../../i18n/messages';
import { Button } from '../button/button';
import { Overlay } from '../overlay/overlay';
import './dialog.css';

export interface DialogAction {
  label: string;
  onPress: () => void;
  primary?: boolean;
  disabled?: boolean;
}

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  actions?: DialogAction[];
  onClose?: () => void;
  /** Shows a close (×) button; needs onClose. */
  closable?: boolean;
  /** Tapping the dimmed area closes; off by default (the rating modal must not close that way). */
  maskClosable?: boolean;
  /** Escape closes; on whenever onClose is given unless set false. */
  closeOnEscape?: boolean;
  /** Accessible name when there is no title. */
  'aria-label'?: string;
  /** The body spans the dialog edge to edge (a framed page), with no padding above it when there is no title. */
  flush?: boolean;
}

export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  closable,
  maskClosable = false,
  closeOnEscape = true,
  'aria-label': label,
  flush = false,
}: DialogProps) {
  const id = useId();
  if (!open) return null;
  return (
    <Overlay
      className={flush ? 'ui-dialog ui-dialog--flush' : 'ui-dialog'}
      labelledBy={title ? `${id}t` : undefined}
      describedBy={children != null ? `${id}b` : undefined}
      label={label}
      onMask={maskClosable ? onClose : undefined}
      onEscape={closeOnEscape ? onClose : undefined}
    >
      {title && (
        <h2 id={`${id}t`} className="ui-dialog-title">
          {title}
        </h2>
      )}
      {children != null && (
        <div id={`${id}b`} className="ui-dialog-body">
          {children}
        </div>
      )}
      {actions && actions.length > 0 && (
        <div className="ui-dialog-actions">
          {actions.map((a) => (
            <Button
              key={a.label}
              variant={a.primary ? 'primary' : 'default'}
              disabled={a.disabled}
              onClick={a.onPress}
            >
              {a.label}
            </Button>
          ))}
        </div>
      )}
      {closable && onClose && (
        <button type="button" className="ui-overlay-close" aria-label={messages.close} onClick={onClose}>
          ×
        </button>
      )}
    </Overlay>
  );
}
