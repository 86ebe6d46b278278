// spec 2 §2.5: the agreement pop-up with the server's page in a frame. The URL must pass the allow-list (own origin
// or an allowed host); any other is never embedded. Cancel closes the web view, Agree dismisses.
import { useMemo, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { loanConfirmText } from '../../../i18n/en/loan-confirm';
import { callNative } from '../../../lib/bridge';
import { useMounted } from '../../../lib/use-mounted';
import { checkUrl, withSession } from '../../../lib/urls';
import { FRAME_PARAM, FRAME_POPUP } from '../../../config/paths';
import './agreement-popup.css';

export const canEmbed = (url: string) => url.trim() !== '' && checkUrl(url).ok;

export function AgreementPopup({ url }: { url: string }) {
  const [dismissed, setDismissed] = useState(false);
  const mounted = useMounted();
  // In the browser only: the frame's page needs the borrower's session, which the page URL or storage holds.
  const src = useMemo(() => {
    if (!mounted || !canEmbed(url)) return null;
    const check = checkUrl(url);
    if (!check.ok) return null;
    if (!check.own) return check.url.toString();
    // Our own page is told it is the pop-up's content, so the server renders it without its own bar and card.
    const own = withSession(check.url, { [FRAME_PARAM]: FRAME_POPUP });
    return `${own.pathname}${own.search}${own.hash}`;
  }, [mounted, url]);
  return (
    <Dialog
      open={src !== null && !dismissed}
      aria-label={loanConfirmText.agreements}
      closeOnEscape={false}
      flush
      actions={[
        { label: loanConfirmText.cancel, onPress: () => callNative('closeWebview') },
        { label: loanConfirmText.agree, onPress: () => setDismissed(true), primary: true },
      ]}
    >
      <iframe
        className="loan-confirm-agreement-frame"
        src={src ?? undefined}
        title={loanConfirmText.agreements}
      />
    </Dialog>
  );
}
