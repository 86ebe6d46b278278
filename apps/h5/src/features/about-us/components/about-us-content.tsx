import { legalVars } from '../../../components/legal-document';
import { aboutUs } from '../../../i18n/en/about-us';
import { fill } from '../../../i18n/messages';
import './about-us-content.css';

export function AboutUsContent() {
  const vars = legalVars();
  return (
    <article className="about">
      <p className="about-welcome">{fill(aboutUs.welcome, vars)}</p>
      <section className="card" aria-labelledby="about-mission">
        <h2 id="about-mission">{aboutUs.mission.heading}</h2>
        <p>{fill(aboutUs.mission.text, vars)}</p>
      </section>
      <section className="card" aria-labelledby="about-advantages">
        <h2 id="about-advantages">{aboutUs.advantages.heading}</h2>
        <ul className="about-advantages">
          {aboutUs.advantages.items.map((a) => (
            <li key={a.title}>
              <h3>{a.title}</h3>
              <p>{fill(a.text, vars)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="about-team">
        <h2 id="about-team">{aboutUs.team.heading}</h2>
        <p>{fill(aboutUs.team.text, vars)}</p>
      </section>
      <section className="card" aria-labelledby="about-contact">
        <h2 id="about-contact">{aboutUs.contact.heading}</h2>
        <p>{fill(aboutUs.contact.text, vars)}</p>
      </section>
      <p className="about-slogan">{aboutUs.slogan}</p>
    </article>
  );
}
