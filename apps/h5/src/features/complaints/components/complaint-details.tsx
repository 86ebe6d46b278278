// Complaint details (/complainDetails, titled 'Online service', spec 1 §2, §6): type and sub-type, the content
// (read-only, n/200), the images, 'Process Result' (hidden when the reply has neither text nor images), the
// status timeline with the resolution deadline, and, 3 s after load when isNeedScore is nonzero, the rating
// modal that a tap outside does not close.
import { useEffect, useState } from 'react';
import type { ProblemDetail } from '@pautang/contract/complaints';
import { COMPLAINT_RATING_DELAY_MS, COMPLAINT_TEXT_MAX } from '@pautang/contract/constants';
import { formatDate } from '@pautang/contract/format/date';
import { LoadError } from '../../../components/load-error';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { StarRating } from '../../../components/ui/star-rating/star-rating';
import { toast } from '../../../components/ui/toast/toast';
import { complaintText as text } from '../../../i18n/en/complaints';
import { fill } from '../../../i18n/fill';
import { saveScore } from '../api/complaint-actions';
import { useProblemDetail } from '../api/use-complaints';
import { ImageGallery } from './image-gallery';
import './complaints.css';

export function ComplaintDetails({ problemId }: { problemId: string }) {
  const { data, error, reload } = useProblemDetail(problemId);
  if (!data) {
    return error ? (
      <LoadError className="complaint-load-error" error={error} onRetry={reload} />
    ) : (
      <div className="complaint-state" aria-busy="true" />
    );
  }
  return <DetailsBody data={data} />;
}

function DetailsBody({ data }: { data: ProblemDetail }) {
  const hasResult = data.disposeDetail !== '' || data.disposeImages.length > 0;
  return (
    <div className="complaint-details">
      <ul className="complaint-tags" aria-label={text.questionType}>
        {data.type && <li className="complaint-tag">{data.type}</li>}
        {data.sonType && <li className="complaint-tag">{data.sonType}</li>}
      </ul>

      <section className="complaint-card" aria-labelledby="complaint-content-title">
        <h2 id="complaint-content-title" className="complaint-card-title">
          {text.content}
        </h2>
        <p className="complaint-content" data-testid="complaint-content">
          {data.content}
        </p>
        <span className="complaint-counter">
          {fill(text.counter, { n: data.content.length, max: COMPLAINT_TEXT_MAX })}
        </span>
        {data.images.length > 0 && <ImageGallery urls={data.images} label={text.attached} />}
      </section>

      {hasResult && (
        <section className="complaint-card complaint-result" aria-labelledby="complaint-result-title">
          <h2 id="complaint-result-title" className="complaint-card-title">
            {text.processResult}
          </h2>
          {data.disposeDetail && (
            <p className="complaint-content" data-testid="complaint-reply">
              {data.disposeDetail}
            </p>
          )}
          {data.disposeImages.length > 0 && (
            <ImageGallery urls={data.disposeImages} label={text.processResult} />
          )}
        </section>
      )}

      <section className="complaint-card" aria-labelledby="complaint-progress-title">
        <h2 id="complaint-progress-title" className="complaint-card-title">
          {text.progress}
        </h2>
        <ol className="complaint-timeline">
          {data.timeline.map((step) => (
            <li key={step.status} className="complaint-step" data-done={step.time !== null}>
              <span className="complaint-step-title">{step.title}</span>
              {step.time ? (
                <time dateTime={step.time}>{formatDate(step.time)}</time>
              ) : (
                <span className="complaint-muted">{text.pending}</span>
              )}
            </li>
          ))}
        </ol>
        {data.status !== 'closed' && (
          <p className="complaint-muted">
            {data.status === 'submitted' || data.status === 'in_progress'
              ? `${fill(text.replyDue, { date: formatDate(data.replyDueOn, { dateOnly: true }) })}. `
              : ''}
            {fill(text.resolveDeadline, { date: formatDate(data.resolveBy, { dateOnly: true }) })}
          </p>
        )}
      </section>

      <RatingModal problemId={data.problemId} asks={data.isNeedScore !== 0} />
    </div>
  );
}

function RatingModal({ problemId, asks }: { problemId: string; asks: boolean }) {
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  useEffect(() => {
    if (!asks) return;
    const timer = setTimeout(() => setOpen(true), COMPLAINT_RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [asks]);

  const close = () => {
    setOpen(false);
    setStars(0);
  };
  const send = async () => {
    const score = stars;
    close();
    try {
      await saveScore({ score, problemId });
      toast.success(text.rateSuccess);
    } catch {
      // Another code: the request layer showed the server's message.
    }
  };

  return (
    <Dialog
      open={open}
      title={text.rateTitle}
      maskClosable={false}
      closeOnEscape={false}
      actions={[
        { label: text.cancel, onPress: close },
        { label: text.send, onPress: () => void send(), primary: true, disabled: stars === 0 },
      ]}
    >
      <div className="complaint-rating">
        <StarRating value={stars} onChange={setStars} aria-label={text.rateTitle} />
      </div>
    </Dialog>
  );
}
