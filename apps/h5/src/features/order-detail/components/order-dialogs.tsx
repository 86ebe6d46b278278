// The order screen's dialogs (spec 2 §2.8, §4.3, §4.4), shown one at a time from the queue of use-dialog-queue.
import { useId, useState } from 'react';
import { NATIVE_RATING_MIN_SCORE } from '@pautang/contract/constants';
import type { OrderDetails } from '@pautang/contract/loans';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { StarRating } from '../../../components/ui/star-rating/star-rating';
import { toast } from '../../../components/ui/toast/toast';
import { paths } from '../../../config/paths';
import { orderDetailText as text } from '../../../i18n/en/order-detail';
import { callNative } from '../../../lib/bridge';
import { navigate } from '../../../lib/navigation';
import { closeCardPop } from '../api/close-card-pop';
import { sendGoogleScore } from '../api/send-google-score';
import type { DialogKind } from '../hooks/use-dialog-queue';
import { NATIVE_RATING_PROMPT } from '../settings';
import './order-dialogs.css';

type Props = {
  order: OrderDetails;
  current: DialogKind | undefined;
  next: () => void;
  replace: (kind: DialogKind) => void;
};

export function OrderDialogs({ order, current, next, replace }: Props) {
  switch (current) {
    case 'withdraw':
      return (
        <Dialog
          open
          title={text.withdrawTitle}
          onClose={next}
          actions={[{ label: text.ok, onPress: next, primary: true }]}
        >
          {text.withdrawText}
        </Dialog>
      );
    case 'cardPrompt':
      return <CardPrompt order={order} next={next} />;
    case 'kindTips':
      return (
        <Dialog
          open
          title={text.kindTips}
          onClose={next}
          actions={[{ label: text.ok, onPress: next, primary: true }]}
        >
          <p className="order-dialog-text">{order.KindTipsMsg}</p>
        </Dialog>
      );
    case 'score':
      return <ScoreDialog orderId={order.orderId} next={next} replace={replace} />;
    case 'scoreThanks':
      return (
        <Dialog
          open
          title={text.scoreThanksTitle}
          onClose={next}
          actions={[
            { label: text.scoreContact, onPress: () => navigate(paths.customerService) },
            { label: text.ok, onPress: next, primary: true },
          ]}
        >
          {text.scoreThanksText}
        </Dialog>
      );
    default:
      return null;
  }
}

/** Closing and going to bind both tell the server (cardPopClose), so the prompt does not come back. */
function CardPrompt({ order, next }: { order: OrderDetails; next: () => void }) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    closeCardPop(order.orderId).catch(() => undefined);
    next();
  };
  const bind = () => {
    setBusy(true);
    closeCardPop(order.orderId)
      .catch(() => undefined)
      .finally(() =>
        navigate(paths.bindBank, {
          query: { source: 'loanDetail', orderId: order.orderId, productId: order.productId },
        }),
      );
  };
  return (
    <Dialog
      open
      title={order.cardPopTitle}
      aria-label={order.cardPopTitle ? undefined : text.bindTitle}
      onClose={close}
      actions={[
        { label: text.bindClose, onPress: close, disabled: busy },
        { label: text.bindGo, onPress: bind, primary: true, disabled: busy },
      ]}
    >
      <p className="order-dialog-text">{order.cardPopMsg}</p>
    </Dialog>
  );
}

/** spec 2 §4.3 with the borrower's real pick sent (the spec always sent 5). */
function ScoreDialog({
  orderId,
  next,
  replace,
}: {
  orderId: string;
  next: () => void;
  replace: (kind: DialogKind) => void;
}) {
  const [score, setScore] = useState(0);
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const submit = async () => {
    if (score < 1) {
      toast.info(text.scorePick);
      return;
    }
    setBusy(true);
    try {
      await sendGoogleScore(orderId, score);
    } catch {
      setBusy(false);
      return;
    }
    if (score >= NATIVE_RATING_MIN_SCORE && NATIVE_RATING_PROMPT) {
      callNative('toRate', { score });
      next();
    } else {
      replace('scoreThanks');
    }
  };
  return (
    <Dialog
      open
      title={text.scoreTitle}
      onClose={busy ? undefined : next}
      actions={[
        { label: text.scoreCancel, onPress: next, disabled: busy },
        { label: text.scoreSubmit, onPress: () => void submit(), primary: true, disabled: busy },
      ]}
    >
      <p id={labelId} className="order-dialog-text">
        {text.scoreText}
      </p>
      <div className="order-dialog-stars">
        <StarRating value={score} onChange={setScore} aria-labelledby={labelId} />
      </div>
    </Dialog>
  );
}
