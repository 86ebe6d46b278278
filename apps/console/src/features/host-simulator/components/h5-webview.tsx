import type { Ref } from 'react';
import { t } from '../../../i18n/messages';
import './h5-webview.css';

export type H5WebviewProps = {
  ref: Ref<HTMLIFrameElement>;
  src: string;
  /** Kept mounted but hidden under a pushed native page, so the H5 keeps its state as under a real app. */
  hidden: boolean;
  onLoad: () => void;
};

export function H5Webview({ ref, src, hidden, onLoad }: H5WebviewProps) {
  return (
    <iframe
      ref={ref}
      className="h5-webview"
      title={t('frameTitle')}
      src={src}
      hidden={hidden}
      onLoad={onLoad}
    />
  );
}
