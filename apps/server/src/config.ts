// Server configuration from the environment, read once at start. Defaults are the `npm start` demo.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WireMode } from '@pautang/contract/wire-names';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type CompanyConfig = {
  legalName: string;
  appName: string;
  email: string;
  servicePhone: string;
  whatsapp: string;
  address: string;
  grievanceOfficer: string;
  /** SEC MC 19 s.2019: a lending company shows these on its disclosures and public pages. */
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
};

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  wireMode: WireMode;
  demo: boolean;
  sessionTtlMinutes: number;
  /** Demo mode: seconds before the demo lender disburses (or refuses) a pushed order. */
  demoLenderDelaySeconds: number;
  /** Hosts (besides our own origin) the H5 may navigate to with server-supplied URLs. */
  allowedHosts: string[];
  company: CompanyConfig;
  h5Dist: string;
  consoleDist: string;
  logLevel: string;
  /** Behind a reverse proxy: trust its X-Forwarded-* headers for the origin of links we hand out. */
  trustProxy: boolean;
};

export const defaultCompany: CompanyConfig = {
  legalName: 'Pautang Lending Corporation',
  appName: 'Pautang',
  email: 'support@pautang.ph',
  servicePhone: '+63 2 8123 4567',
  whatsapp: '639171234567',
  address: '18F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
  grievanceOfficer: 'Data Protection Officer',
  // Demo values; production sets SEC_REGISTRATION_NO and CERTIFICATE_OF_AUTHORITY_NO.
  secRegistrationNo: 'CS202400001',
  certificateOfAuthorityNo: '3601',
};

function wireModeFrom(value: string | undefined): WireMode {
  if (value === undefined || value === '' || value === 'plain') return 'plain';
  if (value === 'obfuscated') return 'obfuscated';
  throw new Error(`WIRE_MODE must be plain or obfuscated, not ${value}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(root, 'data', 'pglite'),
    wireMode: wireModeFrom(env.WIRE_MODE),
    demo: env.DEMO ? env.DEMO === '1' : !production,
    sessionTtlMinutes: Number(env.SESSION_TTL_MINUTES ?? 60 * 24 * 7),
    demoLenderDelaySeconds: Number(env.DEMO_LENDER_DELAY_SECONDS ?? 15),
    allowedHosts: (env.ALLOWED_HOSTS ?? 'pay.dragonpay.ph,test.dragonpay.ph,www.gcash.com,www.paymaya.com')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    company: {
      ...defaultCompany,
      ...(env.SERVICE_PHONE ? { servicePhone: env.SERVICE_PHONE } : {}),
      ...(env.SEC_REGISTRATION_NO ? { secRegistrationNo: env.SEC_REGISTRATION_NO } : {}),
      ...(env.CERTIFICATE_OF_AUTHORITY_NO
        ? { certificateOfAuthorityNo: env.CERTIFICATE_OF_AUTHORITY_NO }
        : {}),
    },
    h5Dist: env.H5_DIST ?? path.join(root, 'apps/h5/dist'),
    consoleDist: env.CONSOLE_DIST ?? path.join(root, 'apps/console/dist'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: env.TRUST_PROXY === '1',
  };
}
