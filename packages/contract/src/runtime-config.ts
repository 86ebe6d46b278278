// The configuration the server hands the H5 at run time (a <meta name="pautang-config"> tag in index.html).
import type { PhoneRule } from './format/phone';
import type { WireMode } from './wire-names';

export type H5RuntimeConfig = {
  wireMode: WireMode;
  demo: boolean;
  /** Hosts (besides our own origin) the H5 may navigate to with server-supplied URLs. */
  allowedHosts: string[];
  servicePhone: string;
  email: string;
  whatsapp: string;
  company: string;
  appName: string;
  address: string;
  grievanceOfficer: string;
  /** Which mobile numbers forms accept (PHONE_RULE). */
  phoneRule: PhoneRule;
  /** The app's address scheme (opens it when installed) and its Play Store id, for the download page. */
  appSchemeUrl: string;
  appStoreId: string;
  /** SEC MC 19 s.2019: shown on every public page. */
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
  /** The public site's colours (spec 2 §3 environment config): its background and the text on it. */
  backgroundColor: string;
  fontColor: string;
  /**
   * The smallest and largest amounts our products lend (centavos), from the catalogue: what the public pages say
   * one may borrow. 0 and 0 when nothing is offered.
   */
  loanRange: { minAmount: number; maxAmount: number };
};

export const RUNTIME_CONFIG_META = 'pautang-config';

/**
 * The console's pages (/host, /console) get the same, and the warnings of production running on a stand-in it was
 * told to use (the sandbox gateway or bank, the SMS outbox): the borrower's pages never carry them.
 */
export type ConsoleRuntimeConfig = H5RuntimeConfig & { sandboxWarnings: string[] };

/**
 * A page's title and description, which the server writes into its head (the H5 declares each public page's in
 * i18n/en/page-heads.ts). `public`: opened in a browser, so the page has the site's icon; a borrower screen lives
 * in the app's web view, which shows none.
 */
export type PageHead = { title: string; description: string; public?: boolean };
