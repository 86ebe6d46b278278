// The console's own routes, the only place they are spelled. The server answers /host, /host/* and /console*
// with this app (apps/server/src/plugins/static.ts), so the app routes on location.pathname alone.
export const paths = {
  host: '/host',
  backOffice: '/console',
} as const;

export function isHostPath(pathname: string): boolean {
  return pathname === paths.host || pathname.startsWith(`${paths.host}/`);
}
