// The one route table: each H5 path and the screen it renders. The client router loads the screen from here, and
// the server renderer (entry-server.tsx) renders the same screen with the answers of its first calls, fetched
// in-process: a route file declares its page query and first calls beside its screen (its `screenData`, see
// lib/screen-call.ts), so a screen added here is server-rendered from birth. The build imports this module in Node
// (build-tools/route-table.mjs) to know each path's screen: it stays plain data, without React or styles.
import { paths } from '../config/paths';

export type RouteEntry = {
  /**
   * The screen's file under app/routes/: it exports the screen as its PascalCase name + 'Route', and the code it
   * renders at once, if any, in its `screenData` (lib/screen-call.ts), so every route does not carry it here.
   */
  screen: string;
};

const route = (screen: string): RouteEntry => ({ screen });

const orderDetail = route('order-detail');
const cardRepay = route('card-repay');
const loanConfirm = route('loan-confirm');

export const routeTable: Record<string, RouteEntry> = {
  [paths.landing]: route('official-site'),
  [paths.customerService]: route('customer-service'),
  [paths.aboutUs]: route('about-us'),
  [paths.privacyPolicy]: route('privacy-policy'),
  [paths.testPreview]: route('test-preview'),
  [paths.loanConfirm]: loanConfirm,
  [paths.confirmOfPeriod]: loanConfirm,
  [paths.confirmNew]: route('confirm-new'),
  [paths.loanDetail]: orderDetail,
  [paths.order]: orderDetail,
  // Where card repayment ends (spec 2 §2.10): the order's details.
  [paths.borrowDetail]: orderDetail,
  [paths.addNormalCard]: cardRepay,
  [paths.promotion]: route('promotion'),
  [paths.downloadTemplate]: route('download-template'),
  [paths.agreementTemplate]: route('agreement-template'),
  [paths.bindBank]: route('bind-bank'),
  [paths.alipayRepayment]: cardRepay,
  [paths.loginFailure]: route('login-failure'),
  [paths.loanAgreement]: route('loan-agreement'),
  [paths.complainPage]: route('complain-page'),
  [paths.complainPageNext]: route('complain-page-next'),
  [paths.complaintList]: route('complaint-list'),
  [paths.complainDetails]: route('complain-details'),
  [paths.repay]: route('repay'),
  [paths.repayDelay]: route('repay-delay'),
  [paths.repaymentOfCode]: route('repayment-of-code'),
  [paths.repaymentOfCode2]: route('repayment-of-code2'),
  [paths.paymentRecords]: route('payment-records'),
  [paths.paymentInstructions]: route('payment-instructions'),
  [paths.loanTerms]: route('loan-terms'),
  [paths.notifications]: route('notifications'),
};
