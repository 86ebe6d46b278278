// Home: the borrower's limit, what stands in the way of a loan (each with where to go about it), and the products
// within reach. Demo scenarios are not here: they live in the simulator's demo panel, outside the phone.
import type { Blocker, HomeProduct } from '@pautang/contract/origination';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { SessionParams } from '@pautang/contract/session';
import { formatPeso } from '@pautang/contract/format/money';
import { t, type MessageKey } from '../../../i18n/messages';
import { borrowerSession } from '../../../lib/app-call';
import { useHome } from '../api/get-home';
import { h5Url, ownH5Url } from '../utils/h5-url';
import { ResourceState } from './resource-state';

export type HomeScreenProps = {
  session: SessionParams;
  onOpenProduct: (product: HomeProduct) => void;
  onOpenProfile: () => void;
  /** Opens an H5 page; the app comes back to Home when the page closes its web view. */
  onOpenH5: (src: string) => void;
};

export function HomeScreen({ session, onOpenProduct, onOpenProfile, onOpenH5 }: HomeScreenProps) {
  const home = useHome(borrowerSession(session));
  return (
    <div className="native-screen">
      <ResourceState resource={home} loading={t('loadingHome')}>
        {(data) => (
          <>
            <section className="native-screen__card native-screen__limit" aria-label={t('homeLimitLabel')}>
              <p className="native-screen__note">{t('homeLimit')}</p>
              <p className="native-screen__big" data-testid="home-limit">
                {formatPeso(data.limit)}
              </p>
              {data.nextLimit > data.limit && (
                <p className="native-screen__note">
                  {t('homeNextLimit', { amount: formatPeso(data.nextLimit) })}
                </p>
              )}
            </section>
            {data.blockers.length > 0 && (
              <section aria-label={t('homeBlockersHeading')}>
                <h3 className="native-screen__heading">{t('homeBlockersHeading')}</h3>
                <ul className="native-screen__list">
                  {data.blockers.map((blocker) => (
                    <BlockerRow
                      key={blocker.kind}
                      blocker={blocker}
                      act={blockerAction(blocker, session, data.products[0]?.productId ?? '', {
                        onOpenProfile,
                        onOpenH5,
                      })}
                    />
                  ))}
                </ul>
              </section>
            )}
            <h3 className="native-screen__heading">{t('homeProductsHeading')}</h3>
            {data.products.length === 0 && <p>{t('homeNoProducts')}</p>}
            <ul className="native-screen__list">
              {data.products.map((product) => (
                <li key={product.productId} className="native-screen__card">
                  <ProductSummary product={product} />
                  <button
                    type="button"
                    className="native-screen__action"
                    onClick={() => onOpenProduct(product)}
                  >
                    {t('homeSeeProduct', { name: product.name })}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </ResourceState>
    </div>
  );
}

/** A product's ranges as Home and product detail show them. */
export function ProductSummary({ product }: { product: HomeProduct }) {
  return (
    <>
      <h4 className="native-screen__product">{product.name}</h4>
      <p className="native-screen__note">
        {/* One amount when that is all the borrower may take (issue 40: "₱10,000.00 to ₱10,000.00"). */}
        {product.maxAmount > product.minAmount
          ? t('productRange', { min: formatPeso(product.minAmount), max: formatPeso(product.maxAmount) })
          : formatPeso(product.minAmount)}{' '}
        · {t('productTerms', { terms: product.termOptions.join(', ') })}
      </p>
      {product.rateText && <p className="native-screen__note">{product.rateText}</p>}
      {product.available === 0 && product.reason && <p className="native-screen__reason">{product.reason}</p>}
    </>
  );
}

type BlockerAction = { label: string; run: () => void } | null;

const BLOCKER_LABELS: Record<Blocker['kind'], MessageKey> = {
  profile: 'blockerProfile',
  account: 'blockerAccount',
  'open-loan': 'blockerOpenLoan',
  review: 'blockerOpen',
  'cooling-off': 'blockerOpen',
};

/**
 * Where a blocker leads. An H5 page it names (bind bank, the open loan's order) opens with the session; with no
 * page, the app acts on the kind: the profile steps, or bind bank for a payout account (for the first product, so
 * the form knows what it is for). Others without a page (a review) are only read.
 */
function blockerAction(
  blocker: Blocker,
  session: SessionParams,
  productId: string,
  go: { onOpenProfile: () => void; onOpenH5: (src: string) => void },
): BlockerAction {
  const label = t(BLOCKER_LABELS[blocker.kind]);
  if (blocker.url) {
    const src = ownH5Url(blocker.url, session);
    return { label, run: () => go.onOpenH5(src) };
  }
  switch (blocker.kind) {
    case 'profile':
      return { label, run: go.onOpenProfile };
    case 'account':
      return {
        label,
        run: () => go.onOpenH5(h5Url(H5_PATHS.bindBank, session, productId ? { productId } : {})),
      };
    default:
      return null;
  }
}

function BlockerRow({ blocker, act }: { blocker: Blocker; act: BlockerAction }) {
  return (
    <li className="native-screen__card native-screen__blocker" data-blocker={blocker.kind}>
      <p className="native-screen__reason">{blocker.message}</p>
      {act && (
        <button type="button" className="native-screen__action" onClick={act.run}>
          {act.label}
        </button>
      )}
    </li>
  );
}
