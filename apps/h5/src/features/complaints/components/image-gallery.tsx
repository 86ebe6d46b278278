// Complaint and reply images as thumbnails; a tap opens one full size (spec 1 §2). The images are the
// borrower's own or their reply's, fetched with the page's session (utils/image-src.ts).
import { useState } from 'react';
import { Overlay } from '../../../components/ui/overlay/overlay';
import { complaintText as text } from '../../../i18n/en/complaints';
import { fill } from '../../../i18n/fill';
import { imageSrc } from '../utils/image-src';

export function ImageGallery({ urls, label }: { urls: string[]; label: string }) {
  const [open, setOpen] = useState<number | undefined>(undefined);
  const current = open === undefined ? undefined : urls[open];
  return (
    <>
      <ul className="complaint-gallery" aria-label={label}>
        {urls.map((url, i) => (
          <li key={url}>
            <button
              type="button"
              className="complaint-thumb"
              aria-label={fill(text.openImage, { n: i + 1 })}
              onClick={() => setOpen(i)}
            >
              <img src={imageSrc(url)} alt="" width={76} height={76} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <Overlay
          className="complaint-viewer"
          label={text.imageViewer}
          onMask={() => setOpen(undefined)}
          onEscape={() => setOpen(undefined)}
        >
          <button
            type="button"
            className="complaint-viewer-close"
            aria-label={text.closeImage}
            onClick={() => setOpen(undefined)}
          >
            <img className="complaint-viewer-img" src={imageSrc(current)} alt={text.imageViewer} />
          </button>
        </Overlay>
      )}
    </>
  );
}
