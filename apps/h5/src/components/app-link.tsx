// An in-app link that keeps the session parameters and navigates without reloading the web view.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../lib/navigation';
import { appHref } from '../lib/urls';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  query?: Record<string, string | number | undefined>;
};

export function AppLink({ to, query, onClick, ...rest }: Props) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to, query ? { query } : {});
  };
  return <a href={appHref(to, query)} onClick={handle} {...rest} />;
}
