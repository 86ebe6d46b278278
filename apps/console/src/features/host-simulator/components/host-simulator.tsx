import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t, type MessageKey } from '../../../i18n/messages';
import { borrowerSession, onSignInAgain } from '../../../lib/app-call';
import { errorText } from '../../../lib/request';
import { openDemoScenario } from '../api/get-demo-scenarios';
import { useNotificationTrayPoll } from '../api/poll-notification-tray';
import { signOutSession } from '../api/phone-sign-in';
import { useBridgeMessages, type InboundCall } from '../hooks/use-bridge-messages';
import { useFramePath } from '../hooks/use-frame-path';
import { useHostState } from '../hooks/use-host-state';
import { frameCanGoBack, useNativeBack, type BackOutcome } from '../hooks/use-native-back';
import { framePath, ownH5Url, readFramePath, withLanguage } from '../utils/h5-url';
import { BridgeLog } from './bridge-log';
import { CallDialog } from './call-dialog';
import { DemoScenarios } from './demo-scenarios';
import { DemoControls } from '../../../components/demo-controls/demo-controls';
import { LanguageSwitch } from '../../../components/language-switch/language-switch';
import { useLanguage } from '../../../i18n/language';
import { SandboxWarnings } from '../../../components/sandbox-warnings/sandbox-warnings';
import { H5Webview } from './h5-webview';
import { NotificationTray } from './notification-tray';
import { NativeScreenView, screenTitle } from './native-screen';
import { PhoneFrame } from './phone-frame';
import { SignInScreen } from './sign-in-screen';
import { UrlBox } from './url-box';
import './host-simulator.css';

const OUTCOME_TEXT: Record<BackOutcome, MessageKey> = {
  waiting: 'backWaiting',
  handled: 'backHandled',
  history: 'backHistory',
  closed: 'backClosed',
};

/** The desktop page at /host: a phone playing the native app around the H5, with the bridge log beside it. */
export function HostSimulator() {
  const [state, dispatch] = useHostState();
  const [scenarioError, setScenarioError] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // history.length when the current web view first loaded: the baseline for "does the frame have history".
  const historyAtLoad = useRef<{ key: number; length: number } | null>(null);

  const getFrame = useCallback(() => frameRef.current?.contentWindow ?? null, []);

  // A native screen's call found the session over: back to sign-in, as the H5's offToLogin does.
  useEffect(() => onSignInAgain(() => dispatch({ type: 'signedOut' })), [dispatch]);

  const onUnhandledBack = useCallback(
    (frame: Window): 'history' | 'closed' => {
      if (frameCanGoBack(frame, historyAtLoad.current?.length)) {
        // The console never pushes history entries of its own, so stepping back lands inside the frame.
        frame.history.back();
        return 'history';
      }
      dispatch({ type: 'webviewClosed' });
      return 'closed';
    },
    [dispatch],
  );
  const back = useNativeBack({ getFrame, onUnhandled: onUnhandledBack });

  useBridgeMessages(getFrame, (call: InboundCall) => {
    dispatch({ type: 'bridgeCall', call, at: new Date().toISOString() });
    if (call.ok && call.message.action === 'eventResult') back.receiveEventResult(call.message.payload);
  });

  const onFramePath = useCallback((path: string) => dispatch({ type: 'framePathRead', path }), [dispatch]);
  useFramePath(getFrame, state.webview?.key ?? null, onFramePath);

  const onFrameLoad = (key: number) => {
    const frame = getFrame();
    if (!frame) return;
    if (historyAtLoad.current?.key !== key) historyAtLoad.current = { key, length: frame.history.length };
    const path = readFramePath(frame);
    if (path) onFramePath(path);
  };

  const onBack = () => {
    if (state.screen.name === 'h5' && state.webview) {
      // No window to talk to (the frame is still being created): the H5 cannot handle it, so close.
      if (back.pressBack() === null) dispatch({ type: 'webviewClosed' });
      return;
    }
    back.clearOutcome();
    dispatch({ type: 'nativeBack' });
  };

  const language = useLanguage();
  // The app passes its language to every H5 page it opens (the lang session parameter): the one chosen here, even
  // when it changes after sign-in.
  const session = useMemo(
    () => (state.session ? { ...state.session, lang: language } : null),
    [state.session, language],
  );
  const { screen, webview } = state;
  const polled = useMemo(() => (session ? borrowerSession(session) : null), [session]);
  useNotificationTrayPoll(polled, (items) => dispatch({ type: 'trayReceived', items }));
  const activeTab = screen.name === 'home' || screen.name === 'mine' ? screen.name : null;

  return (
    <div className="host">
      <SandboxWarnings />
      <header className="host__header">
        <h1 className="host__title">{t('hostTitle')}</h1>
        <p className="host__intro">{t('hostIntro')}</p>
        <LanguageSwitch />
      </header>
      <div className="host__body">
        <main className="host__main">
          <PhoneFrame
            title={screenTitle(screen, session !== null)}
            bankFlowActive={state.bankFlowActive}
            showTabs={session !== null}
            activeTab={activeTab}
            onTab={(tab) => dispatch({ type: 'showTab', tab })}
          >
            {session === null ? (
              <SignInScreen
                onSignedIn={(borrower, params) => dispatch({ type: 'signedIn', borrower, session: params })}
              />
            ) : (
              <>
                {webview && (
                  <H5Webview
                    key={webview.key}
                    ref={frameRef}
                    src={webview.src}
                    hidden={screen.name !== 'h5'}
                    onLoad={() => onFrameLoad(webview.key)}
                  />
                )}
                {screen.name !== 'h5' && (
                  <NativeScreenView
                    // A switch of language reads the screen again: its texts come from the server in it.
                    key={language}
                    screen={screen}
                    borrower={state.borrower}
                    session={session}
                    canReopen={state.framePath !== null}
                    onOpenH5={(src, returnTo) =>
                      dispatch(returnTo ? { type: 'openH5', src, returnTo } : { type: 'openH5', src })
                    }
                    onShow={(next) => dispatch({ type: 'show', screen: next })}
                    onReopen={() => dispatch({ type: 'reopenH5' })}
                    onSignOut={() => {
                      void signOutSession(session);
                      dispatch({ type: 'signedOut' });
                    }}
                    onDeleted={() => dispatch({ type: 'signedOut' })}
                  />
                )}
              </>
            )}
          </PhoneFrame>
          <div className="host__controls">
            <button type="button" className="host__back" disabled={session === null} onClick={onBack}>
              {t('back')}
            </button>
            <p className="host__outcome" role="status">
              {back.outcome ? t(OUTCOME_TEXT[back.outcome]) : ''}
            </p>
            {scenarioError && (
              <p className="host__outcome" role="alert">
                {scenarioError}
              </p>
            )}
          </div>
        </main>
        <aside className="host__sidebar" aria-label={t('sidebarLabel')}>
          <UrlBox path={webview ? state.framePath : null} />
          <NotificationTray
            items={state.tray}
            canOpen={session !== null}
            onOpen={(item) =>
              session &&
              dispatch({
                type: 'trayOpened',
                key: item.key,
                // A message without a link is only dismissed.
                src: item.link ? ownH5Url(item.link, session) : '',
              })
            }
          />
          <BridgeLog entries={state.log} />
          <DemoScenarios
            signedIn={session !== null}
            onOpenScenario={(name) => {
              setScenarioError(null);
              openDemoScenario(name).then(
                (url) =>
                  dispatch({
                    type: 'openH5',
                    src: withLanguage(framePath(url, window.location.origin), language),
                  }),
                (error: unknown) => setScenarioError(errorText(error)),
              );
            }}
          />
          <DemoControls />
        </aside>
      </div>
      {state.calling !== null && (
        <CallDialog phone={state.calling} onClose={() => dispatch({ type: 'callEnded' })} />
      )}
    </div>
  );
}
