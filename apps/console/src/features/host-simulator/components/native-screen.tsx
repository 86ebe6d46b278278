import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { SessionParams } from '@pautang/contract/session';
import type { MouseEvent } from 'react';
import { formatPeso } from '@pautang/contract/format/money';
import { t } from '../../../i18n/messages';
import type { DemoBorrower } from '../api/get-demo-borrowers';
import { useDemoScenarios } from '../api/get-demo-scenarios';
import { useOrderList } from '../api/get-order-list';
import type { NativeScreen } from '../hooks/use-host-state';
import { h5Url } from '../utils/h5-url';
import './native-screen.css';

/** The title the phone's top bar shows for a screen; each native screen's name appears only there. */
export function screenTitle(screen: NativeScreen, signedIn: boolean): string {
  if (!signedIn) return t('screenSignIn');
  switch (screen.name) {
    case 'h5':
      return t('screenH5');
    case 'home':
      return t('screenHome');
    case 'mine':
      return t('screenMine');
    case 'product':
      return t('screenProduct');
    case 'page':
      return t('screenPage', { page: screen.page });
    case 'closed':
      return t('screenClosed');
  }
}

export type NativeScreenViewProps = {
  screen: Exclude<NativeScreen, { name: 'h5' }>;
  borrower: DemoBorrower | null;
  session: SessionParams;
  canReopen: boolean;
  /** Opens an H5 path (query included) in a new web view. */
  onOpenH5: (src: string) => void;
  /** Opens the named demo scenario in the web view. */
  onOpenScenario: (name: string) => void;
  onReopen: () => void;
  onSignOut: () => void;
  h5Href: (path: string) => string;
};

export function NativeScreenView(props: NativeScreenViewProps) {
  const { screen } = props;
  switch (screen.name) {
    case 'home':
      return <HomeScreen onOpenScenario={props.onOpenScenario} />;
    case 'mine':
      return <MineScreen {...props} />;
    case 'product':
      return (
        <div className="native-screen">
          <dl className="native-screen__facts">
            <dt>{t('productId')}</dt>
            <dd>{screen.productId}</dd>
            <dt>{t('productName')}</dt>
            <dd>{screen.productName ?? t('noParams')}</dd>
          </dl>
        </div>
      );
    case 'page':
      return (
        <div className="native-screen">
          <dl className="native-screen__facts">
            <dt>{t('pageName')}</dt>
            <dd>{screen.page}</dd>
            <dt>{t('pageParams')}</dt>
            <dd>
              {screen.params && Object.keys(screen.params).length > 0 ? (
                <pre className="native-screen__json">{JSON.stringify(screen.params, null, 2)}</pre>
              ) : (
                t('noParams')
              )}
            </dd>
          </dl>
        </div>
      );
    case 'closed':
      return (
        <div className="native-screen">
          <p>{t('closedNote')}</p>
          <button
            type="button"
            className="native-screen__action"
            disabled={!props.canReopen}
            onClick={props.onReopen}
          >
            {t('reopen')}
          </button>
        </div>
      );
  }
}

function HomeScreen({ onOpenScenario }: { onOpenScenario: (name: string) => void }) {
  const scenarios = useDemoScenarios();
  return (
    <div className="native-screen">
      <h3 className="native-screen__heading">{t('scenariosHeading')}</h3>
      <p className="native-screen__note">{t('scenariosIntro')}</p>
      {scenarios.status === 'loading' && <p role="status">{t('loadingScenarios')}</p>}
      {scenarios.status === 'error' && (
        <div role="alert">
          <p>{t('loadFailed', { error: scenarios.error })}</p>
          <button type="button" onClick={scenarios.reload}>
            {t('retry')}
          </button>
        </div>
      )}
      {scenarios.status === 'ready' && scenarios.data.length === 0 && <p>{t('noScenarios')}</p>}
      {scenarios.status === 'ready' && scenarios.data.length > 0 && (
        <ul className="native-screen__list">
          {scenarios.data.map((scenario) => (
            <li key={scenario.name}>
              <button
                type="button"
                className="native-screen__action"
                data-scenario={scenario.name}
                onClick={() => onOpenScenario(scenario.name)}
              >
                {scenario.title}
              </button>
              <span className="native-screen__note">
                {t('scenarioBorrower', { userId: scenario.userId })}
                {scenario.orderId ? ` · ${t('scenarioOrder', { orderId: scenario.orderId })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The borrower's orders (the order list call), each opening its details in the web view as the app does. */
function MyLoans({
  session,
  open,
}: {
  session: SessionParams;
  open: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}) {
  const orders = useOrderList(session);
  return (
    <>
      <h3 className="native-screen__heading">{t('mineLoansHeading')}</h3>
      {orders.status === 'loading' && <p>{t('loadingLoans')}</p>}
      {orders.status === 'error' && <p role="alert">{orders.error}</p>}
      {orders.status === 'ready' && orders.data.list.length === 0 && <p>{t('noLoans')}</p>}
      {orders.status === 'ready' && orders.data.list.length > 0 && (
        <ul className="native-screen__list">
          {orders.data.list.map((order) => {
            const details = new URL(order.lendDetailsUrl);
            const href = h5Url(details.pathname, session, Object.fromEntries(details.searchParams));
            return (
              <li key={order.orderId}>
                <a className="native-screen__link" href={href} onClick={(event) => open(event, href)}>
                  {t('loanLine', {
                    product: order.productName,
                    status: order.statusText,
                    amount: formatPeso(order.outstandingAmount || order.loanAmount),
                  })}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

const MINE_LINKS = [
  { label: 'customerService', path: H5_PATHS.customerService },
  { label: 'aboutUs', path: H5_PATHS.aboutUs },
  { label: 'privacyPolicy', path: H5_PATHS.privacyPolicy },
] as const;

function MineScreen({ borrower, session, onOpenH5, onSignOut, h5Href }: NativeScreenViewProps) {
  // Real links, so a modified click can still open the H5 page in a browser tab for debugging.
  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenH5(href);
  };

  return (
    <div className="native-screen">
      <h3 className="native-screen__heading">{t('mineBorrowerHeading')}</h3>
      <p className="native-screen__name">{borrower?.name ?? session.mobilePhone}</p>
      <dl className="native-screen__facts">
        <dt>{t('mineUserId')}</dt>
        <dd>{session.userId}</dd>
        <dt>{t('mineMobilePhone')}</dt>
        <dd>{session.mobilePhone}</dd>
        {borrower && (
          <>
            <dt>{t('mineClientType')}</dt>
            <dd>{borrower.clientType}</dd>
          </>
        )}
      </dl>
      <MyLoans session={session} open={open} />
      <h3 className="native-screen__heading">{t('mineLinksHeading')}</h3>
      <ul className="native-screen__list">
        {MINE_LINKS.map(({ label, path }) => {
          const href = h5Href(path);
          return (
            <li key={path}>
              <a className="native-screen__link" href={href} onClick={(event) => open(event, href)}>
                {t(label)}
              </a>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="native-screen__action native-screen__action--quiet"
        onClick={onSignOut}
      >
        {t('signOut')}
      </button>
    </div>
  );
}
