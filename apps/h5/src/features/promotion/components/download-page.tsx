// After registration (spec 2 §2.9): the app by its configured scheme (opens it when installed) and its store page.
import type { CSSProperties } from 'react';
import { env } from '../../../config/env';
import { promotionText as text } from '../../../i18n/en/promotion';
import { appLinkHref } from '../../../lib/link-checks';
import { useChannelTemplate } from '../api/promotion-api';
import './promotion.css';

export function DownloadPage({ templateId }: { templateId: string }) {
  // The template of the landing page, for its colours; the page stands without it too.
  const { data } = useChannelTemplate(templateId);
  const t = data?.template;
  // The scheme URL is an agent's setting: it still passes the one allow-list (no javascript: or foreign host).
  const openHref = appLinkHref(env.appSchemeUrl);
  const style = (
    t ? { '--promo-bg': t.backgroundColor, '--promo-fg': t.fontColor, '--promo-btn': t.buttonColor } : {}
  ) as CSSProperties;
  return (
    <div className="promo" style={style}>
      <h1 className="promo-title">{text.downloadTitle}</h1>
      <p className="promo-subtitle">{text.downloadText}</p>
      <div className="promo-links">
        {openHref && (
          <a className="promo-link" href={openHref}>
            {text.openApp}
          </a>
        )}
        {env.appStoreId && (
          <a
            className="promo-link"
            href={`https://play.google.com/store/apps/details?id=${encodeURIComponent(env.appStoreId)}`}
            rel="noopener noreferrer"
          >
            {text.getOnPlay}
          </a>
        )}
      </div>
    </div>
  );
}
