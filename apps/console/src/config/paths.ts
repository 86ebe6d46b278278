// The console's own routes, the only place they are spelled. The server answers /host, /host/* and /console*
// with this app (apps/server/src/platform/http/static.ts), so the app routes on location.pathname alone.
import type { StaffRole } from '@pautang/contract/call';

export const paths = {
  host: '/host',
  backOffice: '/console',
} as const;

/** A borrower's file in the back office (the borrowers section reads ?borrower=ID). */
export const borrowerFileHref = (userId: string) =>
  `${paths.backOffice}/borrowers?borrower=${encodeURIComponent(userId)}`;

export function isHostPath(pathname: string): boolean {
  return pathname === paths.host || pathname.startsWith(`${paths.host}/`);
}

/**
 * The back office's sections, each at its own path, offered to the roles that work in it (the server checks every
 * call on its own: the menu only spares a staff member a refusal).
 */
export const SECTIONS = [
  { id: 'support', path: '/console', roles: ['support'] },
  { id: 'borrowers', path: '/console/borrowers', roles: ['support', 'credit', 'collections', 'finance'] },
  { id: 'credit', path: '/console/credit', roles: ['credit'] },
  { id: 'finance', path: '/console/finance', roles: ['finance'] },
  { id: 'collections', path: '/console/collections', roles: ['collections'] },
  {
    id: 'reports',
    path: '/console/reports',
    roles: ['support', 'credit', 'collections', 'finance', 'admin'],
  },
  { id: 'approvals', path: '/console/approvals', roles: ['credit', 'collections', 'finance', 'admin'] },
  { id: 'admin', path: '/console/admin', roles: ['admin'] },
] as const satisfies readonly { id: string; path: string; roles: readonly StaffRole[] }[];

export type SectionId = (typeof SECTIONS)[number]['id'];

/** The section a path is in: its longest matching path, the support desk for /console itself. */
export function sectionOf(pathname: string): SectionId {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = SECTIONS.filter((s) => path === s.path || path.startsWith(`${s.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
  return match?.id ?? 'support';
}

export const sectionPath = (id: SectionId) => SECTIONS.find((s) => s.id === id)?.path ?? paths.backOffice;
