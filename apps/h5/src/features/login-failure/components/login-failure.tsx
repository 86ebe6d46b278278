// Login-failure page (spec 2 §2.7): fail icon, notice, the error in red and the recommended products. A tap is
// tracked (because), then the product link (define) opens: an http(s) address only through the allow-list, a
// plain native page name through the bridge, anything else (a javascript: or data: link) not at all.
import type { RecProduct } from '@pautang/contract/loans';
import { RecommendedProducts } from '../../../components/recommended-products/recommended-products';
import { Button } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast';
import { StatusIcon } from '../../../components/status-icon/status-icon';
import { loginFailureText as text } from '../../../i18n/en/login-failure';
import { messages } from '../../../i18n/messages';
import { callNative } from '../../../lib/bridge';
import { openServerUrl } from '../../../lib/navigation';
import { nativePageName } from '../../../lib/link-checks';
import { useFailureNotice } from '../api/use-failure-notice';
import { getProductLink } from '../api/get-product-link';
import { trackProductClick } from '../api/track-product-click';
import './login-failure.css';

/* prettier-ignore */
export const ERROR_RED = '#FF4330';
/** The spec's red is too light for small text (3.4:1 on white); the error sentence uses a darker red that reads at 5.3:1. */
export const ERROR_TEXT_RED = '#CC2F1C';
const WEB_URL = /^https?:\/\//i;

export async function openProduct(product: RecProduct, index: number): Promise<void> {
  trackProductClick(product.productId, index);
  let url: string;
  try {
    ({ url } = await getProductLink(product.productId));
  } catch {
    return; // the request layer has told the borrower
  }
  if (!url) return;
  if (WEB_URL.test(url)) {
    if (!openServerUrl(url)) toast.fail(messages.urlNotAllowed);
    return;
  }
  // Anything else must be a plain page name: 'javascript:…' or 'data:…' is no page, and the host never sees it.
  const page = nativePageName(url);
  if (page) callNative('to', { page });
  else toast.fail(messages.urlNotAllowed);
}

export function LoginFailure({ orderId }: { orderId: string }) {
  const { data, error, loading, reload } = useFailureNotice(orderId);
  if (!data) {
    if (loading || !error) return <div className="login-failure-state" aria-busy="true" />;
    return (
      <div className="login-failure-state" role="alert">
        <p>{text.loadFailed}</p>
        <Button variant="primary" onClick={reload}>
          {text.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="login-failure">
      <section className="login-failure-head" aria-labelledby="login-failure-notice">
        <StatusIcon className="login-failure-icon" kind="fail" colour={ERROR_RED} />
        <h2 id="login-failure-notice" className="login-failure-notice">
          {data.noticeMsg}
        </h2>
        {data.errorMsg && (
          <p
            className="login-failure-error"
            data-testid="login-failure-error"
            style={{ color: ERROR_TEXT_RED }}
          >
            {data.errorMsg}
          </p>
        )}
      </section>
      <RecommendedProducts
        products={data.recProducts}
        title={text.recommended}
        onSelect={(p, i) => void openProduct(p, i)}
      />
    </div>
  );
}
