// Which section the reader is in, for the navigation's mark: the last section whose top has passed a line a
// third of the way down the viewport. An IntersectionObserver wakes the check only when a section crosses it.
import { useEffect, useState } from 'react';

export function useActiveSection(ids: readonly string[]): string {
  const [active, setActive] = useState(ids[0] ?? '');
  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id)).filter((e): e is HTMLElement => !!e);
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const pick = () => {
      const line = window.innerHeight / 3;
      let current = sections[0]?.id ?? '';
      for (const s of sections) if (s.getBoundingClientRect().top <= line) current = s.id;
      // At the very bottom the last section is the one being read, however short it is.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        current = sections.at(-1)?.id ?? current;
      }
      setActive(current);
    };
    const observer = new IntersectionObserver(pick, { rootMargin: '0px 0px -66% 0px', threshold: [0, 1] });
    for (const s of sections) observer.observe(s);
    window.addEventListener('scroll', pick, { passive: true });
    pick();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', pick);
    };
  }, [ids]);
  return active;
}
