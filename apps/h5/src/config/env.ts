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
};

function read(): RuntimeConfig {
  const meta =
    typeof document === 'undefined' ? null : document.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`);
  const content = meta?.getAttribute('content');
  if (!content) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(content) as Partial<RuntimeConfig>) };
  } catch {
    return defaults;
  }
}

export const env: RuntimeConfig = read();

/** The server renderer has no <meta>: it hands the same configuration over before rendering. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  Object.assign(env, config);
}
