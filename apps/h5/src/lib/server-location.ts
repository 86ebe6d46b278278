// The page the server is rendering (renderToString is synchronous, so one page at a time). Modules that read the
// browser's location (the router, the session) read this instead when there is no browser.
let serverHref: string | undefined;

export function setServerLocation(href: string): void {
  serverHref = href;
}

export const serverLocation = (): string | undefined => serverHref;

export const isServer = typeof window === 'undefined';
