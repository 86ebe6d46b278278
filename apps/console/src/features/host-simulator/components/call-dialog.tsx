import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { t } from '../../../i18n/messages';
import './call-dialog.css';

export type CallDialogProps = {
  phone: string;
  onClose: () => void;
};

/** What the phone shows on callTelephone: the host would hand the number to the dialler. */
export function CallDialog({ phone, onClose }: CallDialogProps) {
  const titleId = useId();
  const noteId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Focus moves into the dialog and returns to where it was (often the H5 frame) when it closes.
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // Close is the only control, so the focus trap is keeping focus on it.
      event.preventDefault();
      closeRef.current?.focus();
    }
  };

  return (
    <div className="call-dialog__backdrop">
      <div
        className="call-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={noteId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="call-dialog__title">
          {t('calling', { phone })}
        </h2>
        <p id={noteId} className="call-dialog__note">
          {t('callingNote')}
        </p>
        <button ref={closeRef} type="button" className="call-dialog__close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
