// The one route table: each H5 path, its screen and its first calls. The client router loads the screen from
// here, and the server renderer (entry-server.tsx) renders the same screen with the answers of the same first
// calls, fetched in-process, so a screen added here is server-rendered from birth.
import type { ComponentType } from 'react';
import type { BuiltCall } from '@pautang/contract/calls';
import { paths } from '../config/paths';
import { agreementParams } from '../features/agreements/utils/agreement-params';
import { cardInitRequest } from '../features/bind-bank/api/card-init-request';
import { problemDetailRequest } from '../features/complaints/api/get-problem-detail';
import { problemInitRequest } from '../features/complaints/api/get-problem-init';
import { problemListRequest } from '../features/complaints/api/get-problem-list';
import { contactInfoRequest } from '../features/customer-service/api/get-contact-info';
import { agreementsRequest } from '../features/loan-confirm/api/get-agreements';
import { culturesRequest } from '../features/loan-confirm/api/get-cultures';
import { loanConfirmRequest } from '../features/loan-confirm/api/get-loan-confirm';
import { satireRequest } from '../features/loan-confirm/api/get-satire';
import { failureNoticeRequest } from '../features/login-failure/api/get-failure-notice';
import { templateRequest } from '../features/promotion/api/template-request';
import { repaymentWayRequest } from '../features/repayment/api/repayment-way-request';
import { repayInfoRequest } from '../features/repayment/api/get-repay-info';
import { paymentRecordsRequest } from '../features/repayment/api/payment-records';
import { orderDetailsRequest } from '../features/order-detail/api/get-order-details';

export type FirstCall = { key: BuiltCall; payload: unknown };

export type RouteEntry = {
  load: () => Promise<ComponentType>;
  /** The calls a screen needs before it can show anything, built from the page query as its hooks build them. */
  firstCalls?: (query: URLSearchParams) => FirstCall[];
  /** Code the screen will render at once for this query (loaded before rendering, so nothing suspends). */
  prepare?: (query: URLSearchParams) => Promise<void> | undefined;
};

type Loader = RouteEntry['load'];
const named =
  <M>(load: () => Promise<M>, name: keyof M): Loader =>
  () =>
    load().then((m) => m[name] as ComponentType);

const productOf = (q: URLSearchParams) => q.get('productId') || q.get('product_id') || '';
const orderDetail: RouteEntry = {
  load: named(() => import('./routes/order-detail'), 'OrderDetailRoute'),
  firstCalls: (q) => [
    { key: 'loanDetails', payload: orderDetailsRequest(q.get('orderId') ?? '', q.get('productId') ?? '') },
  ],
};
const cardRepay: RouteEntry = {
  load: named(() => import('./routes/card-repay'), 'CardRepayRoute'),
  firstCalls: (q) => [{ key: 'repaymentWay', payload: repaymentWayRequest(q.get('orderId') ?? '') }],
};
const loanConfirm: RouteEntry = {
  load: named(() => import('./routes/loan-confirm'), 'LoanConfirmRoute'),
  firstCalls: (q) => [
    { key: 'loanDetailConfirm', payload: loanConfirmRequest(productOf(q)) },
    { key: 'contract', payload: agreementsRequest(productOf(q)) },
  ],
};

export const routeTable: Record<string, RouteEntry> = {
  [paths.landing]: { load: named(() => import('./routes/official-site'), 'OfficialSiteRoute') },
  [paths.customerService]: {
    load: named(() => import('./routes/customer-service'), 'CustomerServiceRoute'),
    firstCalls: () => [{ key: 'contactKfInfo', payload: contactInfoRequest() }],
  },
  [paths.aboutUs]: { load: named(() => import('./routes/about-us'), 'AboutUsRoute') },
  [paths.privacyPolicy]: { load: named(() => import('./routes/privacy-policy'), 'PrivacyPolicyRoute') },
  [paths.testPreview]: { load: named(() => import('./routes/test-preview'), 'TestPreviewRoute') },
  [paths.loanConfirm]: loanConfirm,
  [paths.confirmOfPeriod]: loanConfirm,
  [paths.confirmNew]: {
    load: named(() => import('./routes/confirm-new'), 'ConfirmNewRoute'),
    firstCalls: (q) => [
      { key: 'satire', payload: satireRequest(productOf(q)) },
      { key: 'cultures', payload: culturesRequest(productOf(q)) },
    ],
  },
  [paths.loanDetail]: orderDetail,
  [paths.order]: orderDetail,
  // Where card repayment ends (spec 2 §2.10): the order's details.
  [paths.borrowDetail]: orderDetail,
  [paths.addNormalCard]: cardRepay,
  [paths.promotion]: {
    load: named(() => import('./routes/promotion'), 'PromotionRoute'),
    firstCalls: (q) => [{ key: 'channelTemplate', payload: templateRequest(q.get('templateId') ?? '') }],
  },
  [paths.downloadTemplate]: {
    load: named(() => import('./routes/download-template'), 'DownloadTemplateRoute'),
    firstCalls: (q) => [{ key: 'channelTemplate', payload: templateRequest(q.get('templateId') ?? '') }],
  },
  [paths.agreementTemplate]: {
    load: named(() => import('./routes/agreement-template'), 'AgreementTemplateRoute'),
  },
  [paths.bindBank]: {
    load: named(() => import('./routes/bind-bank'), 'BindBankRoute'),
    firstCalls: (q) => [{ key: 'cardInit', payload: cardInitRequest(productOf(q)) }],
  },
  [paths.alipayRepayment]: cardRepay,
  [paths.loginFailure]: {
    load: named(() => import('./routes/login-failure'), 'LoginFailureRoute'),
    firstCalls: (q) => [{ key: 'drowns', payload: failureNoticeRequest(q.get('orderId') ?? '') }],
  },
  [paths.loanAgreement]: {
    load: named(() => import('./routes/loan-agreement'), 'LoanAgreementRoute'),
    firstCalls: (q) => [{ key: 'agreement', payload: agreementParams(q) }],
    prepare: (q) =>
      agreementParams(q).kind === 'loan-agreement'
        ? import('../features/agreements/components/lazy-loan-terms').then((m) => m.preloadLoanTerms())
        : import('../features/agreements/components/lazy-loan-terms').then((m) => m.preloadDisclosure()),
  },
  [paths.complainPage]: {
    load: named(() => import('./routes/complain-page'), 'ComplainPageRoute'),
    firstCalls: (q) => [{ key: 'problemInit', payload: problemInitRequest(q.get('orderId') ?? '') }],
  },
  [paths.complainPageNext]: {
    load: named(() => import('./routes/complain-page-next'), 'ComplainPageNextRoute'),
    firstCalls: (q) => [{ key: 'problemInit', payload: problemInitRequest(q.get('orderNo') ?? '') }],
  },
  [paths.complaintList]: {
    load: named(() => import('./routes/complaint-list'), 'ComplaintListRoute'),
    firstCalls: () => [{ key: 'problemList', payload: problemListRequest() }],
  },
  [paths.complainDetails]: {
    load: named(() => import('./routes/complain-details'), 'ComplainDetailsRoute'),
    firstCalls: (q) => [{ key: 'problemDetail', payload: problemDetailRequest(q.get('problemId') ?? '') }],
  },
  [paths.repay]: {
    load: named(() => import('./routes/repay'), 'RepayRoute'),
    firstCalls: (q) => [
      { key: 'loanPlayDetail', payload: repayInfoRequest(q.get('orderId') ?? '', productOf(q)) },
    ],
  },
  [paths.repayDelay]: {
    load: named(() => import('./routes/repay-delay'), 'RepayDelayRoute'),
    firstCalls: (q) => [
      { key: 'delayInfo', payload: repayInfoRequest(q.get('orderId') ?? '', productOf(q)) },
    ],
  },
  [paths.repaymentOfCode]: {
    load: named(() => import('./routes/repayment-of-code'), 'RepaymentOfCodeRoute'),
    // A QR is drawn only without a channel image and for any showType but 1 (spec 2 §2.2).
    prepare: (q) =>
      q.get('showType') !== '1' && !q.get('payCodeImg')
        ? import('../features/repayment/components/lazy-qr-code').then((m) => m.preloadQrCode())
        : undefined,
  },
  [paths.repaymentOfCode2]: {
    load: named(() => import('./routes/repayment-of-code2'), 'RepaymentOfCode2Route'),
    firstCalls: (q) =>
      q.get('orderId')
        ? [{ key: 'loanPlayDetail', payload: repayInfoRequest(q.get('orderId') ?? '', productOf(q)) }]
        : [],
  },
  [paths.paymentRecords]: {
    load: named(() => import('./routes/payment-records'), 'PaymentRecordsRoute'),
    firstCalls: (q) => [
      { key: 'paymentRecords', payload: paymentRecordsRequest(q.get('orderId') ?? '', productOf(q)) },
    ],
  },
  [paths.paymentInstructions]: {
    load: named(() => import('./routes/payment-instructions'), 'PaymentInstructionsRoute'),
  },
  [paths.loanTerms]: {
    load: named(() => import('./routes/loan-terms'), 'LoanTermsRoute'),
    prepare: () =>
      import('../features/agreements/components/lazy-loan-terms').then((m) => m.preloadLoanTerms()),
  },
};
