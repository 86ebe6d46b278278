// Runtime configuration: the server writes it into index.html as <meta name="pautang-config">, so one build
// serves either wire mode and any company settings. The defaults are for `vite dev` without a server.
import { RUNTIME_CONFIG_META, type H5RuntimeConfig } from '@pautang/contract/runtime-config';

export type RuntimeConfig = H5RuntimeConfig;

const defaults: RuntimeConfig = {
  wireMode: 'plain',
  demo: true,
  allowedHosts: [],
  servicePhone: '',
  email: '',
  whatsapp: '',
  company: 'Pautang',
  appName: 'Pautang',
  address: '',
  grievanceOfficer: '',
  phoneRule: 'ph',
  appSchemeUrl: '',
  appStoreId: '',
  secRegistrationNo: '',
  certificateOfAuthorityNo: '',
  backgroundColor: '#3D5AFF',
  fontColor: '#FFFFFF',
  loanRange: { minAmount: 0, maxAmount: 0 },
};

/** The configuration the page carries now: tests set the page, then hand this to setRuntimeConfig. */
export function readRuntimeConfig(): RuntimeConfig {
  const meta =
    typeof document === 'undefined' ? null : document.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`);
  // Always a new object: env is written into (setRuntimeConfig), and the defaults must stay as they are.
  try {
    return { ...defaults, ...(JSON.parse(meta?.getAttribute('content') || '{}') as Partial<RuntimeConfig>) };
  } catch {
    return { ...defaults };
  }
}

// Read once when the app starts. The one object is shared by reference, so the server renderer (and a test)
// injects a configuration with setRuntimeConfig instead of loading the modules again.
export const env: RuntimeConfig = readRuntimeConfig();

/** The server renderer has no <meta>: it hands the same configuration over before rendering. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  Object.assign(env, config);
}
