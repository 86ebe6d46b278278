// Complaint form (/complainPageNext, spec 1 §2, §5, §6): the chosen type tags, the description (n/200, extra
// typing ignored, empty refused), up to 9 images sent one at a time, and Send. After a save: local storage is
// cleared, 'Successfully Sent' shows for 1.5 s, then the entry page replaces this one.
import { useEffect, useRef, useState } from 'react';
import {
  COMPLAINT_IMAGE_MAX,
  COMPLAINT_SENT_MODAL_MS,
  COMPLAINT_TEXT_MAX,
} from '@pautang/contract/constants';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button/button';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { ImageUploader } from '../../../components/ui/image-uploader/image-uploader';
import { toast } from '../../../components/ui/toast/toast';
import { paths } from '../../../config/paths';
import { complaintText as text } from '../../../i18n/en/complaints';
import { fill } from '../../../i18n/fill';
import { navigate } from '../../../lib/navigation';
import { saveProblem, uploadProblemImage } from '../api/complaint-actions';
import { useProblemInit } from '../api/use-complaints';
import { clearComplaintOrder, keptComplaintOrder } from '../utils/complaint-storage';
import { imageSrc } from '../utils/image-src';
import { newRequestId } from '../utils/request-id';
import './complaints.css';

export type ComplaintFormProps = { problemType: number; problemSonType: number | undefined; orderNo: string };

export function ComplaintForm({ problemType, problemSonType, orderNo: queryOrderNo }: ComplaintFormProps) {
  const { data, error, reload } = useProblemInit(queryOrderNo);
  const [detail, setDetail] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  // One id per filled form: a double tap or a retry files the complaint once.
  const requestId = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!data) {
    return error ? (
      <LoadError className="complaint-load-error" error={error} onRetry={reload} />
    ) : (
      <div className="complaint-state" aria-busy="true" />
    );
  }
  const type = data.problemType.find((t) => t.value === problemType);
  const sub = data.problemSonType.find((t) => t.value === problemSonType);

  const add = async (file: File) => {
    setUploading(true);
    try {
      const { url } = await uploadProblemImage(file);
      setImages((list) => (list.length < COMPLAINT_IMAGE_MAX ? [...list, url] : list));
      toast.success(text.uploadSucceeded);
    } catch {
      // The request layer showed the server's message.
    } finally {
      setUploading(false);
    }
  };

  const send = async () => {
    if (detail.trim() === '') {
      toast.fail(text.emptyText);
      return;
    }
    if (sending) return;
    setSending(true);
    requestId.current ||= newRequestId();
    try {
      await saveProblem({
        problemType,
        problemSonType: problemSonType ?? '',
        problemDetail: detail,
        problemImage: images.join(','),
        orderNo: queryOrderNo || keptComplaintOrder(),
        requestId: requestId.current,
      });
    } catch {
      setSending(false);
      return;
    }
    clearComplaintOrder();
    setSent(true);
    timer.current = setTimeout(() => {
      navigate(paths.complainPage, { replace: true, query: { orderId: queryOrderNo || undefined } });
    }, COMPLAINT_SENT_MODAL_MS);
  };

  return (
    <div className="complaint-form">
      <ul className="complaint-tags" aria-label={text.questionType}>
        {type && <li className="complaint-tag">{type.title}</li>}
        {sub && <li className="complaint-tag">{sub.title}</li>}
      </ul>

      <label className="complaint-card complaint-field">
        <span className="complaint-card-title">{text.description}</span>
        <textarea
          className="complaint-textarea"
          value={detail}
          rows={6}
          maxLength={COMPLAINT_TEXT_MAX}
          placeholder={text.placeholder}
          // Extra typing is ignored (a paste too): the text stops at 200.
          onChange={(e) => setDetail(e.target.value.slice(0, COMPLAINT_TEXT_MAX))}
        />
        <span className="complaint-counter" aria-live="polite">
          {fill(text.counter, { n: detail.length, max: COMPLAINT_TEXT_MAX })}
        </span>
      </label>

      <section className="complaint-card" aria-labelledby="complaint-images-title">
        <h2 id="complaint-images-title" className="complaint-card-title">
          {fill(text.images, { max: COMPLAINT_IMAGE_MAX })}
        </h2>
        <ImageUploader
          files={images.map((url) => ({ url: imageSrc(url) }))}
          maxCount={COMPLAINT_IMAGE_MAX}
          uploading={uploading}
          onAdd={(file) => void add(file)}
          onRemove={(i) => setImages((list) => list.filter((_, k) => k !== i))}
        />
      </section>

      <p className="complaint-promise">{fill(text.replyPromise, { n: data.replyWithinWeekdays })}</p>

      <div className="complaint-actions">
        <Button variant="primary" block disabled={sending} onClick={() => void send()}>
          {text.send}
        </Button>
      </div>

      <Dialog open={sent} aria-label={text.sent}>
        <p className="complaint-sent">{text.sent}</p>
      </Dialog>
    </div>
  );
}
