// The demo context's door: the only file of it another context, a flow, app.ts or a test elsewhere may import.
export { registerDemoRoutes } from './demo/demo.routes';
export { SCENARIOS } from './demo/scenarios';
export { DEMO_AUTHORIZED_ACCOUNT, resetDemoBankAccounts } from './seed/demo-bank-accounts';
export { DEMO_PRODUCTS, productRows } from './seed/demo-catalogue';
export { DEMO_AGENT, DEMO_COMPLAINTS, DEMO_COMPLAINT_USER, DEMO_STAFF } from './seed/demo-complaints';
export { approveOffer, saveSignerProfile } from './seed/demo-offers';
export type { SignerProfile } from './seed/demo-offers';
export { DEMO_ORDER_SPECS, demoOrderRow } from './seed/demo-orders';
export { DEMO_PROFILES, demoProfileSteps } from './seed/demo-profiles';
export { DEMO_TEMPLATE, DEMO_TEMPLATE_ID } from './seed/demo-promotion';
export { resetDemoOrder, seedDemo } from './seed/demo-seed';
export { seedBook } from './seed/overdue-book';
export type { BookOrder } from './seed/overdue-book';
