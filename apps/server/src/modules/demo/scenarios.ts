// Demo scenarios: each opens one H5 screen as a demo borrower in a given state. Names are relied on by tools
// outside the project (the host simulator, /testPreview, browser tests): never rename one.
import { H5_PATHS } from '@pautang/contract/h5-paths';

export type Scenario = {
  name: string;
  title: string;
  userId: string;
  path: string;
  query?: Record<string, string>;
  orderId?: string;
  productId?: string;
};

export const SCENARIOS: Scenario[] = [
  { name: 'customer-service', title: 'Customer service', userId: '10001', path: H5_PATHS.customerService },
  { name: 'about-us', title: 'About us', userId: '10002', path: H5_PATHS.aboutUs },
  { name: 'privacy-policy', title: 'Privacy policy', userId: '10003', path: H5_PATHS.privacyPolicy },
];

export function findScenario(name: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.name === name);
}
