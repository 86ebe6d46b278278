import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { AgentInfo } from '@pautang/contract/back-office';
import { DemoControls } from '../../components/demo-controls/demo-controls';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { SandboxWarnings } from '../../components/sandbox-warnings/sandbox-warnings';
import { paths, SECTIONS, sectionOf, type SectionId } from '../../config/paths';
import { signOut, whoAmI } from '../../features/support/api/support-api';
import { AgentSignIn } from '../../features/support/components/agent-sign-in';
import { t } from '../../i18n/messages';
import { readRuntimeConfig } from '../../lib/runtime-config';
import './back-office.css';

type Section = ComponentType<{ agent: AgentInfo }>;

/**
 * Each section is a chunk of its own, fetched when a staff member opens it: the reports' charts never load on the
 * support desk, and a collector's browser never fetches the admin screens.
 */
const SECTION_VIEWS: Record<SectionId, Section> = {
  support: lazy(() => import('./sections/support').then((m) => ({ default: m.SupportRoute }))),
  borrowers: lazy(() => import('./sections/borrowers').then((m) => ({ default: m.BorrowersRoute }))),
  credit: lazy(() => import('./sections/credit').then((m) => ({ default: m.CreditRoute }))),
  finance: lazy(() => import('./sections/finance').then((m) => ({ default: m.FinanceRoute }))),
  collections: lazy(() => import('./sections/collections').then((m) => ({ default: m.CollectionsRoute }))),
  reports: lazy(() => import('./sections/reports').then((m) => ({ default: m.ReportsRoute }))),
  approvals: lazy(() => import('./sections/approvals').then((m) => ({ default: m.ApprovalsRoute }))),
  admin: lazy(() => import('./sections/admin').then((m) => ({ default: m.AdminRoute }))),
};

const allows = (agent: AgentInfo, id: SectionId) =>
  SECTIONS.some((s) => s.id === id && s.roles.some((role) => agent.roles.includes(role)));

/**
 * The back office at /console: sign-in, then the sections of the staff member's roles, each at its own path
 * (config/paths.ts). The route composes the features; the server checks every call's roles on its own.
 */
export function BackOfficeRoute({ pathname = window.location.pathname }: { pathname?: string }) {
  const [agent, setAgent] = useState<AgentInfo | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    whoAmI(controller.signal).then(setAgent, () => !controller.signal.aborted && setAgent(null));
    return () => controller.abort();
  }, []);

  const asked = sectionOf(pathname);
  // /console itself opens the first section the staff member may use (the support desk for support).
  const first = agent ? SECTIONS.find((s) => allows(agent, s.id))?.id : undefined;
  const current = agent && asked === 'support' && !allows(agent, 'support') && first ? first : asked;
  const View = SECTION_VIEWS[current];

  return (
    <>
      <title>{t('backOfficeTitle')}</title>
      <SandboxWarnings />
      <header className="back-office__header">
        <h1 className="back-office__title">{t('backOfficeTitle')}</h1>
        <p className="back-office__note">{t('backOfficeNote')}</p>
        <nav>
          <a href={paths.host}>{t('openHostSimulator')}</a>
        </nav>
        <LanguageSwitch />
      </header>
      <main className="back-office__main">
        {/* Busy while it loads: what waits for the page (a screen reader, a test) waits for these to go. */}
        {agent === undefined && (
          <p className="support-muted" aria-busy="true">
            …
          </p>
        )}
        {agent === null && <AgentSignIn onSignedIn={setAgent} />}
        {agent && (
          <>
            <div className="support-bar">
              <span>{t('agentSignedInAs', { name: agent.displayName })}</span>
              <button type="button" onClick={() => void signOut().finally(() => setAgent(null))}>
                {t('agentSignOut')}
              </button>
            </div>
            <nav className="back-office__sections" aria-label={t('backOfficeSections')}>
              {SECTIONS.filter((s) => allows(agent, s.id)).map((s) => (
                <a key={s.id} href={s.path} aria-current={s.id === current ? 'page' : undefined}>
                  {t(`section_${s.id}`)}
                </a>
              ))}
            </nav>
            {allows(agent, current) ? (
              <Suspense
                fallback={
                  <p className="support-muted" aria-busy="true">
                    {t('sectionLoading')}
                  </p>
                }
              >
                <View agent={agent} />
              </Suspense>
            ) : (
              <p className="support-muted">{t('sectionNotAllowed')}</p>
            )}
            {/* Moving the business date or time moves every staff member's book: a demo tool, for admins only. */}
            {readRuntimeConfig().demo === true && agent.roles.includes('admin') && <DemoControls />}
          </>
        )}
      </main>
    </>
  );
}
