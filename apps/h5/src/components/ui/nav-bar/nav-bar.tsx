import type { ReactNode } from 'react';
import { uiText } from '../strings';
import '../theme.css';
import './nav-bar.css';

export interface NavBarProps {
  title: ReactNode;
  onBack?: () => void;
  /** Optional content on the right (e.g. a text link). */
  right?: ReactNode;
}

export function NavBar({ title, onBack, right }: NavBarProps) {
  return (
    <header className="ui-nav-bar">
      {onBack && (
        <button type="button" className="ui-nav-bar-back" aria-label={uiText.back} onClick={onBack} />
      )}
      <h1 className="ui-nav-bar-title">{title}</h1>
      {right && <div className="ui-nav-bar-right">{right}</div>}
    </header>
  );
}
