// spec 2 §2.6: the V32 promo pop-up (NewPopMsg): closable, with the server-labelled confirm button and an animated
// pointer at it. Both submit through the screen's one handler, which still requires the agreement box: the pop-up
// shows the same box (the page's, unticked until the borrower ticks it), so the borrower can agree without leaving it.
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button/button';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { loanConfirmText } from '../../../i18n/en/loan-confirm';
import './promo-popup.css';

export interface PromoPopupProps {
  message: string;
  buttonLabel: string;
  onConfirm: () => void;
  busy: boolean;
  /** The agreement line, bound to the page's box. */
  agreement?: ReactNode;
}

export function PromoPopup({ message, buttonLabel, onConfirm, busy, agreement }: PromoPopupProps) {
  const [open, setOpen] = useState(() => message.trim() !== '');
  return (
    <Dialog open={open} aria-label={loanConfirmText.offer} closable onClose={() => setOpen(false)}>
      <p className="loan-confirm-promo-message">{message}</p>
      {agreement}
      <div className="loan-confirm-promo-action">
        <Button variant="primary" block disabled={busy} data-track="confirm-new-promo" onClick={onConfirm}>
          {buttonLabel}
        </Button>
        {/* Decorative for assistive technology (the button is the control); a tap on it submits too. */}
        <span
          className="loan-confirm-promo-pointer"
          aria-hidden="true"
          data-testid="promo-pointer"
          data-track="confirm-new-pointer"
          onClick={onConfirm}
        >
          <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
            <path d="M4 3l6.5 17.5 2.6-7 7-2.6z" fill="currentColor" stroke="#fff" strokeWidth="1.5" />
          </svg>
        </span>
      </div>
    </Dialog>
  );
}
