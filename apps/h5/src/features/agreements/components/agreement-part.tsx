import type { ReactNode } from 'react';
import './agreement-part.css';

/** One titled part of an agreement document: a plain flowing card (nothing fixed, so it reads in a small frame). */
export function AgreementPart({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="agreements-part" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
