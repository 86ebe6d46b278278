import type { ReactNode } from 'react';
import { t } from '../../../i18n/messages';
import './phone-frame.css';

export type PhoneTab = 'home' | 'mine';

export type PhoneFrameProps = {
  title: string;
  bankFlowActive: boolean;
  activeTab: PhoneTab | null;
  /** False on the sign-in screen, which has no tab bar in a real app either. */
  showTabs: boolean;
  onTab: (tab: PhoneTab) => void;
  children: ReactNode;
};

/** The device: status line with the current screen's name, a 360×740 screen, and the app's tab bar. */
export function PhoneFrame({ title, bankFlowActive, activeTab, showTabs, onTab, children }: PhoneFrameProps) {
  return (
    <section className="phone" aria-label={t('phoneLabel')}>
      <div className="phone__status">
        <span className="phone__carrier">{t('carrier')}</span>
        <h2 className="phone__title">{title}</h2>
        <span className="phone__badges">
          {bankFlowActive && <span className="phone__badge">{t('bankFlowActive')}</span>}
        </span>
      </div>
      <div className="phone__screen">{children}</div>
      {showTabs && (
        <nav className="phone__tabs" aria-label={t('tabBarLabel')}>
          {(['home', 'mine'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              className="phone__tab"
              aria-current={activeTab === tab ? 'page' : undefined}
              onClick={() => onTab(tab)}
            >
              {t(tab === 'home' ? 'tabHome' : 'tabMine')}
            </button>
          ))}
        </nav>
      )}
    </section>
  );
}
