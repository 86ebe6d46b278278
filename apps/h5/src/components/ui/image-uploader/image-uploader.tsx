import { fill, uiText } from '../strings';
import '../theme.css';
import './image-uploader.css';

export interface ImageUploaderProps {
  files: { url: string }[];
  /** Default 9; the add control shows only while fewer files are present. */
  maxCount?: number;
  /** One image per pick. Leave out for a read-only gallery. */
  onAdd?: (file: File) => void;
  /** Leave out for a read-only gallery. */
  onRemove?: (index: number) => void;
  /** Shows a spinner in the add tile and disables it. */
  uploading?: boolean;
}

export function ImageUploader({
  files,
  maxCount = 9,
  onAdd,
  onRemove,
  uploading = false,
}: ImageUploaderProps) {
  return (
    <ul className="ui-uploader">
      {files.map((f, i) => (
        <li key={i} className="ui-uploader-tile">
          <img
            src={f.url}
            alt={fill(uiText.image, i + 1)}
            width={76}
            height={76}
            className="ui-uploader-img"
          />
          {onRemove && (
            <button
              type="button"
              className="ui-uploader-remove"
              aria-label={fill(uiText.removeImage, i + 1)}
              onClick={() => onRemove(i)}
            />
          )}
        </li>
      ))}
      {onAdd && files.length < maxCount && (
        <li className="ui-uploader-tile">
          <label className="ui-uploader-add" aria-busy={uploading}>
            <input
              type="file"
              accept="image/*"
              className="ui-sr-only"
              disabled={uploading}
              aria-label={uploading ? uiText.uploading : uiText.addImage}
              onChange={(e) => {
                const file = e.target.files?.[0];
                // Reset so picking the same photo again still fires change.
                e.target.value = '';
                if (file) onAdd(file);
              }}
            />
            <span className={uploading ? 'ui-spinner' : 'ui-uploader-plus'} aria-hidden="true" />
          </label>
        </li>
      )}
    </ul>
  );
}
