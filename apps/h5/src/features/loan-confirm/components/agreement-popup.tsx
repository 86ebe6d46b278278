// spec 2 §2.5: the agreement pop-up with the server's page in a frame. The URL must pass the allow-list (own origin
// or an allowed host); any other is never embedded. Cancel closes the web view, Agree dismisses.
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { loanConfirmText } from '../../../i18n/en/loan-confirm';
import { callNative } from '../../../lib/bridge';
import { checkUrl } from '../../../lib/urls';
import './agreement-popup.css';

export const canEmbed = (url: string) => url.trim() !== '' && checkUrl(url).ok;

export function AgreementPopup({ url }: { url: string }) {
  const [open, setOpen] = useState(() => canEmbed(url));
  return (
    <Dialog
      open={open}
      aria-label={loanConfirmText.agreements}
      closeOnEscape={false}
      actions={[
        { label: loanConfirmText.cancel, onPress: () => callNative('closeWebview') },
        { label: loanConfirmText.agree, onPress: () => setOpen(false), primary: true },
      ]}
    >
      <iframe className="loan-confirm-agreement-frame" src={url} title={loanConfirmText.agreements} />
    </Dialog>
  );
}
