import type { ProductApply } from '@pautang/contract/origination';
import type { SessionParams } from '@pautang/contract/session';
import { t } from '../../../i18n/messages';
import type { DemoBorrower } from '../api/get-demo-borrowers';
import type { NativeScreen } from '../hooks/use-host-state';
import { ownH5Url } from '../utils/h5-url';
import { CertifyListScreen, CertifyStepScreen } from './certify-screen';
import { DecisionScreen } from './decision-screen';
import { DeleteAccountScreen } from './delete-account-screen';
import { HomeScreen } from './home-screen';
import { MineScreen } from './mine-screen';
import { ProductScreen } from './product-screen';
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
    case 'certify':
      return t('screenProfile');
    case 'decision':
      return t('screenDecision');
    case 'deleteAccount':
      return t('screenDeleteAccount');
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
  /** Opens an H5 path (query included) in a new web view; returnTo is where the app goes when it closes. */
  onOpenH5: (src: string, returnTo?: NativeScreen) => void;
  /** Shows one of the app's own screens. */
  onShow: (screen: NativeScreen) => void;
  onReopen: () => void;
  onSignOut: () => void;
  /** The account was deleted: its sessions are over, so the app forgets this one without a logout. */
  onDeleted: () => void;
};

export function NativeScreenView(props: NativeScreenViewProps) {
  const { screen, session, onShow, onOpenH5 } = props;
  const home = () => onShow({ name: 'home' });
  const profile = () => onShow({ name: 'certify', step: null });
  switch (screen.name) {
    case 'home':
      return (
        <HomeScreen
          session={session}
          onOpenProduct={(product) =>
            onShow({ name: 'product', productId: product.productId, productName: product.name })
          }
          onOpenProfile={profile}
          onOpenH5={(src) => onOpenH5(src, { name: 'home' })}
        />
      );
    case 'mine':
      return (
        <MineScreen
          borrower={props.borrower}
          session={session}
          onOpenH5={(src) => onOpenH5(src)}
          onOpenProfile={profile}
          onDeleteAccount={() => onShow({ name: 'deleteAccount' })}
          onSignOut={props.onSignOut}
        />
      );
    case 'product':
      return (
        <ProductScreen
          key={screen.productId}
          session={session}
          productId={screen.productId}
          productName={screen.productName}
          onDecision={(decision: ProductApply, productName: string) =>
            onShow({ name: 'decision', decision, productName })
          }
        />
      );
    case 'certify':
      return screen.step ? (
        <CertifyStepScreen
          key={screen.step}
          session={session}
          step={screen.step}
          onSaved={(next) => onShow({ name: 'certify', step: next })}
        />
      ) : (
        <CertifyListScreen
          session={session}
          onStep={(step) => onShow({ name: 'certify', step })}
          onHome={home}
        />
      );
    case 'decision':
      return (
        <DecisionScreen
          decision={screen.decision}
          productName={screen.productName}
          // After loan confirmation the borrower's loans are on Mine.
          onConfirm={(nextUrl) => onOpenH5(ownH5Url(nextUrl, session), { name: 'mine' })}
          onHome={home}
        />
      );
    case 'deleteAccount':
      return <DeleteAccountScreen session={session} onDeleted={props.onDeleted} />;
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
