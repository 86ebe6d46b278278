// Demo scenarios: each opens one H5 screen as a demo borrower in a given state. Names are relied on by tools
// outside the project (the host simulator, /testPreview, browser tests): never rename one.
import { H5_PATHS } from '@pautang/contract/h5-paths';
import { DEMO_AUTHORIZED_ACCOUNT } from '../seed/demo-bank-accounts';
import { DEMO_TEMPLATE_ID } from '../seed/demo-promotion';
import { DEMO_COMPLAINT_USER, DEMO_COMPLAINTS } from '../seed/demo-complaints';
import { DEMO_ORDER_SPECS } from '../seed/demo-orders';

export type Scenario = {
  name: string;
  title: string;
  userId: string;
  path: string;
  query?: Record<string, string>;
  orderId?: string;
  productId?: string;
  /**
   * What opening it resets: its seeded order (the one of `orderSpec`, else of its own name), the borrower's
   * pushed orders (and an approval of the offered product's default offer), or the demo complaints.
   */
  prepare?: 'order' | 'offer' | 'complaints' | 'pay-code' | 'card' | 'signed-out' | 'refund-owed';
  /** A visitor's page (promotion, the official site): opened without a session. */
  visitor?: boolean;
  /** The anchor the page opens at (the official site's sections). */
  hash?: string;
  /** prepare 'card': the borrower's account already authorised for debits (none: every debit asks a code). */
  authorizedAccount?: string | null;
  orderSpec?: string;
};

/** A screen of a seeded order, which opening the scenario puts back in its stated state. */
const orderScreen = (
  name: string,
  title: string,
  path: string,
  orderScenario = name,
  prepare: Scenario['prepare'] = 'order',
): Scenario => {
  const spec = DEMO_ORDER_SPECS[orderScenario];
  if (!spec) throw new Error(`no demo order for ${orderScenario}`);
  return {
    name,
    title,
    userId: spec.userId,
    path,
    orderId: spec.id,
    productId: spec.productId,
    prepare,
    orderSpec: orderScenario,
  };
};

const order = (name: string, title: string): Scenario => orderScreen(name, title, H5_PATHS.loanDetail);

const confirm = (name: string, title: string, path: string, productId: string): Scenario => ({
  name,
  title,
  userId: '10003',
  path,
  productId,
  prepare: 'offer',
});

const complaints = (name: string, title: string, path: string, problemId?: string): Scenario => ({
  name,
  title,
  userId: DEMO_COMPLAINT_USER,
  path,
  ...(problemId ? { query: { problemId } } : {}),
  prepare: 'complaints',
});

export const SCENARIOS: Scenario[] = [
  { name: 'customer-service', title: 'Customer service', userId: '10001', path: H5_PATHS.customerService },
  { name: 'about-us', title: 'About us', userId: '10002', path: H5_PATHS.aboutUs },
  { name: 'privacy-policy', title: 'Privacy policy', userId: '10003', path: H5_PATHS.privacyPolicy },
  confirm(
    'loan-confirm',
    'Loan confirmation (₱5,000, 91 days, SEC caps apply)',
    H5_PATHS.loanConfirm,
    'prod-quick-5k',
  ),
  confirm(
    'loan-confirm-agreement-popup',
    'Loan confirmation with agreement pop-up (₱20,000)',
    H5_PATHS.loanConfirm,
    'prod-plus-20k',
  ),
  confirm(
    'loan-confirm-retention',
    'Instalment confirmation with retention pop-up',
    H5_PATHS.confirmOfPeriod,
    'prod-flex-12k',
  ),
  confirm('loan-confirm-v32', 'Loan confirmation V32 (peso)', H5_PATHS.confirmNew, 'prod-quick-5k'),
  confirm(
    'loan-confirm-v32-rupee',
    'Loan confirmation V32 (region flag 1)',
    H5_PATHS.confirmNew,
    'prod-regional-8k',
  ),
  order('order-21', 'Order in progress (21)'),
  order('order-151', 'Order approved, disbursing (151)'),
  order('order-110', 'Order failed (110)'),
  order('order-170', 'Repayment processing (170)'),
  order('order-174-delay', 'Repayable with rollover (174, isDelay 1)'),
  order('order-174', 'Repayable instalments (174)'),
  order('order-180', 'Overdue, uncovered ₱20,000 loan (180)'),
  order('order-200', 'Finished (200)'),
  order('order-redirect', 'Order with redirect URL (playeduL)'),
  order('order-card-prompt', 'Order with bank-card prompt'),
  order('order-kind-tips', 'Order with kind tips'),
  order('order-score', 'Finished order asking for a score'),
  // Issue 28: a code paid after its debt was gone, ₱350.00 owed back, for the finance pair to refund.
  orderScreen(
    'order-refund-owed',
    'Overdue order with ₱350.00 owed back (finance refunds it)',
    H5_PATHS.loanDetail,
    'order-180',
    'refund-owed',
  ),
  { name: 'login-failure', title: 'Login failure', userId: '10003', path: H5_PATHS.loginFailure },
  { name: 'loan-terms', title: 'Loan terms and conditions', userId: '10003', path: H5_PATHS.loanTerms },
  orderScreen(
    'complaint-entry',
    'Complaint entry (overdue order, collection allowed)',
    H5_PATHS.complainPage,
    'order-180',
  ),
  orderScreen(
    'complaint-entry-no-collection',
    'Complaint entry (order in progress, no collection complaints)',
    H5_PATHS.complainPage,
    'order-21',
  ),
  complaints('complaint-list', 'My complaints (processing and completed)', H5_PATHS.complaintList),
  complaints(
    'complaint-detail-replied',
    'Complaint replied, asking for a rating',
    H5_PATHS.complainDetails,
    DEMO_COMPLAINTS.replied,
  ),
  complaints(
    'complaint-detail-unreplied',
    'Complaint in progress, not yet replied',
    H5_PATHS.complainDetails,
    DEMO_COMPLAINTS.inProgress,
  ),
  orderScreen(
    'repay-instalment',
    'Instalment repayment (channels and pay codes)',
    H5_PATHS.repay,
    'order-174',
  ),
  orderScreen('repay-delay', 'Rollover repayment (delay)', H5_PATHS.repayDelay, 'order-174-delay'),
  {
    name: 'repay-code',
    title: 'Repayment by code (e-wallet code)',
    userId: '10001',
    path: H5_PATHS.repaymentOfCode,
    query: {
      showType: '1',
      payCode: 'DP7QK2M9',
      payCodeImg: '/static/channels/gcsh.svg',
      repayAmount: '152500',
    },
  },
  {
    name: 'repay-code-qr',
    title: 'Repayment by code (QR Ph)',
    userId: '10001',
    path: H5_PATHS.repaymentOfCode,
    query: { showType: '2', payCode: 'PTX000000424242', payCodeImg: '', repayAmount: '152500' },
  },
  orderScreen(
    'repay-code-stored',
    'Repayment code page (the code of the overdue order)',
    H5_PATHS.repaymentOfCode2,
    'order-180',
    'pay-code',
  ),
  {
    ...orderScreen(
      'card-repay',
      'Card repayment (an authorised account, no SMS code)',
      H5_PATHS.addNormalCard,
      'order-180',
      'card',
    ),
    authorizedAccount: DEMO_AUTHORIZED_ACCOUNT,
    query: { couponMoney: '0', couponId: '', from: 'payway' },
  },
  {
    ...orderScreen(
      'card-repay-sms',
      'Card repayment with an SMS code',
      H5_PATHS.alipayRepayment,
      'order-180',
      'card',
    ),
    authorizedAccount: null,
    query: { from: 'payway' },
  },
  {
    name: 'promotion-landing',
    title: 'Promotion landing: register with picture code and SMS',
    userId: '',
    visitor: true,
    path: H5_PATHS.promotion,
    query: {
      templateId: DEMO_TEMPLATE_ID,
      invite_code: 'INV42',
      user_from: 'ad7',
      app_from: 'facebook',
      utm_tag: 'nov-payday',
    },
  },
  {
    name: 'register-download',
    title: 'After registration: download the app',
    userId: '',
    visitor: true,
    path: H5_PATHS.downloadTemplate,
    query: { templateId: DEMO_TEMPLATE_ID },
  },
  {
    name: 'bind-bank',
    title: 'Bind a bank account or e-wallet (the app’s own flow)',
    userId: '10002',
    path: H5_PATHS.bindBank,
    query: { product_id: 'prod-quick-5k' },
    // Jose's order awaiting its payout is put back, so the binding pays it out every time the scenario runs.
    prepare: 'order',
    orderSpec: 'order-21',
  },
  {
    ...orderScreen(
      'bind-bank-from-loan-detail',
      'Bind an account from order details (the order’s disbursement account)',
      H5_PATHS.bindBank,
      'order-card-prompt',
    ),
    query: { source: 'loanDetail' },
  },
  {
    ...orderScreen(
      'sign-in',
      'Session ended: the H5 sends the borrower back to sign in',
      H5_PATHS.loanDetail,
      'order-174-delay',
    ),
    prepare: 'signed-out',
  },
  {
    name: 'official-site',
    title: 'Official site: home, about, contact, privacy and loan terms',
    userId: '',
    visitor: true,
    path: H5_PATHS.landing,
  },
  {
    name: 'official-site-contact',
    title: 'Official site: the Contact us form',
    userId: '',
    visitor: true,
    path: H5_PATHS.landing,
    hash: 'contact',
  },
  {
    name: 'test-preview',
    title: 'Developer page: jump to every screen, device tests',
    userId: '',
    visitor: true,
    path: H5_PATHS.testPreview,
  },
  {
    name: 'dragonpay-instructions',
    title: 'Dragonpay payment instructions',
    userId: '10001',
    path: H5_PATHS.paymentInstructions,
  },
];

export function findScenario(name: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.name === name);
}
