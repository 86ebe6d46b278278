// Mine: who is signed in (name and masked phone from the user menu), the menu (H5 pages, and the items the app
// handles itself), My loans (the order list, each opening its order page), sign out and delete account. Every
// item a borrower taps to go somewhere looks the same, whether the app or an H5 page answers it (issue 40: links
// and buttons were styled apart); only Sign out and Delete account, which act, are buttons of their own.
import { useEffect, useState, type MouseEvent } from 'react';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { UserMenu } from '@pautang/contract/origination';
import type { SessionParams } from '@pautang/contract/session';
import { formatPeso } from '@pautang/contract/format/money';
import { maskedPhone } from '@pautang/contract/format/phone';
import { LanguageSwitch } from '../../../components/language-switch/language-switch';
import { switchLanguage, type Language } from '../../../i18n/language';
import { t, type MessageKey } from '../../../i18n/messages';
import { borrowerSession } from '../../../lib/app-call';
import type { DemoBorrower } from '../api/get-demo-borrowers';
import { downloadStatement } from '../api/download-statement';
import { useOrderList } from '../api/get-order-list';
import { useUserMenu } from '../api/get-user-menu';
import { setLanguage } from '../api/set-language';
import { setMarketingOptOut } from '../api/set-marketing-opt-out';
import { h5Url, ownH5Url } from '../utils/h5-url';

/** Pages the app always links to, whatever the menu answers (or when it cannot be read). */
const HELP_LINKS: { label: MessageKey; path: string }[] = [
  { label: 'customerService', path: H5_PATHS.customerService },
  { label: 'aboutUs', path: H5_PATHS.aboutUs },
  { label: 'privacyPolicy', path: H5_PATHS.privacyPolicy },
];

/** What a menu item without a page does in the app, read from its key. */
type NativeItem = 'profile' | 'account' | 'loans' | 'delete';
export function nativeItemOf(key: string): NativeItem | null {
  if (/delete/i.test(key)) return 'delete';
  if (/profile|certify/i.test(key)) return 'profile';
  if (/bank|card|account/i.test(key)) return 'account';
  if (/loan|order/i.test(key)) return 'loans';
  return null;
}

export type MineScreenProps = {
  borrower: DemoBorrower | null;
  session: SessionParams;
  onOpenH5: (src: string) => void;
  onOpenProfile: () => void;
  onDeleteAccount: () => void;
  onSignOut: () => void;
};

export function MineScreen(props: MineScreenProps) {
  const { borrower, session, onOpenH5, onSignOut, onDeleteAccount } = props;
  const menu = useUserMenu(borrowerSession(session));
  // Real links, so a modified click can still open the H5 page in a browser tab for debugging.
  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenH5(href);
  };
  const data = menu.status === 'ready' ? menu.data : null;
  const menuPaths = new Set(
    (data?.items ?? []).filter((i) => i.url).map((i) => new URL(i.url, 'http://h5.invalid').pathname),
  );

  return (
    <div className="native-screen">
      <section className="native-screen__card" aria-label={t('mineBorrowerHeading')}>
        {/* The number is masked everywhere on Mine (issue 40): a borrower without a name yet is named by it. */}
        <p className="native-screen__name">
          {data?.name ||
            (borrower?.name && borrower.name !== session.mobilePhone ? borrower.name : '') ||
            maskedPhone(session.mobilePhone ?? '')}
        </p>
        {data?.phone && <p className="native-screen__note">{data.phone}</p>}
        <dl className="native-screen__facts native-screen__dev">
          <dt>{t('mineUserId')}</dt>
          <dd>{session.userId}</dd>
          <dt>{t('mineMobilePhone')}</dt>
          <dd>{maskedPhone(session.mobilePhone ?? '')}</dd>
          {borrower?.clientType && (
            <>
              <dt>{t('mineClientType')}</dt>
              <dd>{borrower.clientType}</dd>
            </>
          )}
        </dl>
      </section>
      {menu.status === 'loading' && <p role="status">{t('loadingMenu')}</p>}
      {menu.status === 'error' && (
        <p role="alert" className="native-screen__reason">
          {t('loadFailed', { error: menu.error })}
        </p>
      )}
      {data && data.items.length > 0 && <MenuItems {...props} menu={data} open={open} />}
      {/* The profile is always one tap from Mine, whether or not the menu lists it. */}
      {!data?.items.some((i) => i.url === '' && nativeItemOf(i.key) === 'profile') && (
        <button type="button" className="native-screen__item" onClick={props.onOpenProfile}>
          {t('mineProfile')}
        </button>
      )}
      {data && <MarketingSwitch session={session} optedOut={data.marketingOptOut} />}
      <AppLanguage session={session} />
      <MyLoans session={session} open={open} />
      <h3 className="native-screen__heading">{t('mineLinksHeading')}</h3>
      <ul className="native-screen__list">
        {HELP_LINKS.filter(({ path }) => !menuPaths.has(path)).map(({ label, path }) => {
          const href = h5Url(path, session);
          return (
            <li key={path}>
              <a className="native-screen__item" href={href} onClick={(event) => open(event, href)}>
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
      <button type="button" className="native-screen__action native-screen__danger" onClick={onDeleteAccount}>
        {t('mineDelete')}
      </button>
    </div>
  );
}

function MenuItems({
  menu,
  session,
  open,
  onOpenProfile,
  onOpenH5,
  onDeleteAccount,
}: MineScreenProps & {
  menu: UserMenu;
  open: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}) {
  const act = (item: NativeItem) => {
    switch (item) {
      case 'profile':
        return onOpenProfile();
      case 'account':
        return onOpenH5(h5Url(H5_PATHS.bindBank, session));
      case 'delete':
        return onDeleteAccount();
      case 'loans':
        return document.getElementById(LOANS_HEADING_ID)?.scrollIntoView();
    }
  };
  return (
    <>
      <h3 className="native-screen__heading">{t('mineMenuHeading')}</h3>
      <ul className="native-screen__list">
        {menu.items
          // Delete account has its own button below.
          .filter((item) => item.url !== '' || nativeItemOf(item.key) !== 'delete')
          .map((item) => {
            if (item.url) {
              const href = ownH5Url(item.url, session);
              return (
                <li key={item.key}>
                  <a className="native-screen__item" href={href} onClick={(event) => open(event, href)}>
                    {item.title}
                  </a>
                </li>
              );
            }
            const native = nativeItemOf(item.key);
            return (
              <li key={item.key}>
                <button
                  type="button"
                  className="native-screen__item"
                  disabled={native === null}
                  onClick={() => native && act(native)}
                >
                  {item.title}
                </button>
              </li>
            );
          })}
      </ul>
    </>
  );
}

const LOANS_HEADING_ID = 'mine-loans';

/** The order's statement of account (issue 42): the server's PDF, saved as the app saves a download. */
function StatementButton({
  session,
  orderId,
  productId,
}: {
  session: SessionParams;
  orderId: string;
  productId: string;
}) {
  const [error, setError] = useState('');
  const download = () => {
    setError('');
    downloadStatement(borrowerSession(session), { orderId, productId }).catch((e: unknown) =>
      setError(e instanceof Error ? e.message : String(e)),
    );
  };
  return (
    <>
      <button type="button" className="native-screen__item" onClick={download}>
        {t('mineStatement')}
      </button>
      {error && (
        <p role="alert" className="native-screen__reason">
          {error}
        </p>
      )}
    </>
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
  const orders = useOrderList(borrowerSession(session));
  return (
    <>
      <h3 className="native-screen__heading" id={LOANS_HEADING_ID}>
        {t('mineLoansHeading')}
      </h3>
      {orders.status === 'loading' && <p>{t('loadingLoans')}</p>}
      {orders.status === 'error' && <p role="alert">{orders.error}</p>}
      {orders.status === 'ready' && orders.data.list.length === 0 && <p>{t('noLoans')}</p>}
      {orders.status === 'ready' && orders.data.list.length > 0 && (
        <ul className="native-screen__list">
          {orders.data.list.map((order) => {
            const href = ownH5Url(order.lendDetailsUrl, session);
            return (
              <li key={order.orderId}>
                <a className="native-screen__item" href={href} onClick={(event) => open(event, href)}>
                  {t('loanLine', {
                    product: order.productName,
                    status: order.statusText,
                    amount: formatPeso(order.outstandingAmount || order.loanAmount),
                  })}
                </a>
                <StatementButton session={session} orderId={order.orderId} productId={order.productId} />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** Offers by text, on unless the borrower opted out; the server keeps the choice (a failed save says so and reverts). */
function MarketingSwitch({ session, optedOut }: { session: SessionParams; optedOut: boolean }) {
  const [off, setOff] = useState(optedOut);
  const [error, setError] = useState('');
  useEffect(() => setOff(optedOut), [optedOut]);
  const toggle = (allow: boolean) => {
    setOff(!allow);
    setError('');
    setMarketingOptOut(borrowerSession(session), !allow).then(setOff, (e: unknown) => {
      // Not saved: the switch shows what the server still holds.
      setOff(allow);
      setError(e instanceof Error ? e.message : String(e));
    });
  };
  return (
    <div className="native-screen__row">
      <label>
        <input type="checkbox" checked={!off} onChange={(event) => toggle(event.target.checked)} />{' '}
        {t('mineMarketing')}
      </label>
      <p className="native-screen__note">{t('mineMarketingNote')}</p>
      {error && (
        <p role="alert" className="native-screen__reason">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The app's language, as a borrower changes it in the app: the pages it opens show it at once (the lang session
 * parameter), and the server stores it (setLanguage), since texts and notifications are sent while no page is open.
 * A failed save says so and puts the language back, so the app never reads one language while the server keeps
 * another.
 */
function AppLanguage({ session }: { session: SessionParams }) {
  const [error, setError] = useState('');
  const save = (language: Language, before: Language) => {
    setError('');
    setLanguage(borrowerSession(session), language).catch((e: unknown) => {
      void switchLanguage(before);
      setError(e instanceof Error ? e.message : String(e));
    });
  };
  return (
    <div className="native-screen__row">
      <LanguageSwitch label="mineLanguage" onSwitched={save} />
      <p className="native-screen__note">{t('mineLanguageNote')}</p>
      {error && (
        <p role="alert" className="native-screen__reason">
          {error}
        </p>
      )}
    </div>
  );
}
