// The official site at "/" (spec 2 §2.12): one page of sections the navigation scrolls to (plain anchors, so it
// works before the script and without it), the active item marked as the reader scrolls, the Contact tab's form,
// the privacy policy and the loan terms in frames (lazy: they load when the reader gets there), and a footer from
// the app configuration with the lender's SEC numbers (SEC MC 19 s.2019).
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { formatPesoShort } from '@pautang/contract/format/money';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { siteText as text } from '../../../i18n/en/official-site';
import { fill } from '../../../i18n/fill';
import { useActiveSection } from '../hooks/use-active-section';
import { ContactForm } from './contact-form';
import './official-site.css';

const SECTIONS = ['home', 'about', 'contact', 'privacy', 'terms'] as const;
/** The frames ask for the embedded layout (no back button), known to the server from the address. */
const EMBED = 'embed=1';

/** What one may borrow, from the catalogue the server read (never a figure written into the page). */
const heroText = () => {
  const { minAmount, maxAmount } = env.loanRange;
  return maxAmount > 0
    ? fill(text.heroText, { min: formatPesoShort(minAmount), max: formatPesoShort(maxAmount) })
    : text.heroTextNoRange;
};

/** `about` is the about-us feature's content, composed by the route (features do not import each other). */
export function OfficialSite({ about }: { about: ReactNode }) {
  const active = useActiveSection(SECTIONS);
  const nav = useRef<HTMLUListElement>(null);
  // On a phone the sections scroll sideways in the header: keep the marked one in sight.
  useEffect(() => {
    const list = nav.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);
  const year = new Date().getFullYear();
  const style = { '--site-bg': env.backgroundColor, '--site-fg': env.fontColor } as CSSProperties;
  return (
    <div className="site" style={style}>
      <header className="site-header">
        <a className="site-brand" href="#home">
          {env.appName}
        </a>
        <nav aria-label={text.navLabel}>
          <ul className="site-nav" ref={nav}>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`} aria-current={active === id ? 'true' : undefined}>
                  {text.nav[id]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <section id="home" className="site-hero" aria-labelledby="home-h">
          <h1 id="home-h">{text.heroTitle}</h1>
          <p data-testid="site-hero-text">{heroText()}</p>
          <ul className="site-points">
            {text.heroPoints.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <div className="site-actions">
            <a
              className="site-button site-button--light"
              href={`https://play.google.com/store/apps/details?id=${encodeURIComponent(env.appStoreId)}`}
              rel="noopener"
            >
              {text.download}
            </a>
          </div>
        </section>
        <section id="about" className="site-section" aria-labelledby="about-h">
          <h2 id="about-h">{text.aboutTitle}</h2>
          {about}
        </section>
        <section id="contact" className="site-section" aria-labelledby="contact-h">
          <h2 id="contact-h">{text.contactTitle}</h2>
          <p>{text.contactIntro}</p>
          <ContactForm />
        </section>
        <section id="privacy" className="site-section" aria-labelledby="privacy-h">
          <h2 id="privacy-h">{text.privacyTitle}</h2>
          <iframe
            className="site-frame"
            title={text.privacyTitle}
            src={`${paths.privacyPolicy}?${EMBED}`}
            loading="lazy"
          />
        </section>
        <section id="terms" className="site-section" aria-labelledby="terms-h">
          <h2 id="terms-h">{text.termsTitle}</h2>
          <iframe
            className="site-frame"
            title={text.termsTitle}
            src={`${paths.loanTerms}?${EMBED}`}
            loading="lazy"
          />
        </section>
      </main>
      <footer className="site-footer">
        <p className="site-footer-name">{env.company}</p>
        <p>{fill(text.footerSec, { sec: env.secRegistrationNo })}</p>
        <p>{fill(text.footerCa, { ca: env.certificateOfAuthorityNo })}</p>
        <p>
          {text.footerEmail}: <a href={`mailto:${env.email}`}>{env.email}</a>
        </p>
        <p>
          {text.footerPhone}:{' '}
          <a href={`tel:${env.servicePhone.replace(/[^\d+]/g, '')}`}>{env.servicePhone}</a>
        </p>
        <p>
          {text.footerAddress}: {env.address}
        </p>
        <p>{fill(text.copyright, { year, company: env.company })}</p>
      </footer>
    </div>
  );
}
