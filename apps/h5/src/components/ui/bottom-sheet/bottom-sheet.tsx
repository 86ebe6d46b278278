import { useId, type ReactNode } from 'react';
import { messages } from '../../../i18n/messages';
import { Overlay } from '../overlay/overlay';
import './bottom-sheet.css';

export interface BottomSheetProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  /** Pinned under the scrolling body, e.g. a 'Payment' button. */
  footer?: ReactNode;
  /** Shows a close (×) button in the header; default true. */
  closable?: boolean;
  /** Tapping the dimmed area closes; default true. */
  maskClosable?: boolean;
  /** Escape closes; default true. */
  closeOnEscape?: boolean;
  /** Accessible name when there is no title. */
  'aria-label'?: string;
}

export function BottomSheet({
  open,
  title,
  children,
  onClose,
  footer,
  closable = true,
  maskClosable = true,
  closeOnEscape = true,
  'aria-label': label,
}: BottomSheetProps) {
  const id = useId();
  if (!open) return null;
  return (
    <Overlay
      className="ui-sheet"
      labelledBy={title ? id : undefined}
      label={label}
      onMask={maskClosable ? onClose : undefined}
      onEscape={closeOnEscape ? onClose : undefined}
    >
      {(title || closable) && (
        <div className="ui-sheet-header">
          {title && (
            <h2 id={id} className="ui-sheet-title">
              {title}
            </h2>
          )}
          {closable && (
            <button type="button" className="ui-overlay-close" aria-label={messages.close} onClick={onClose}>
              ×
            </button>
          )}
        </div>
      )}
      <div className="ui-sheet-body">{children}</div>
      {footer && <div className="ui-sheet-footer">{footer}</div>}
    </Overlay>
  );
}
