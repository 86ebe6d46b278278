// Every H5 route path of both spec documents. The literal values of the spec's "configured" paths are ours
// (docs/DECISIONS.md). They sit in the contract because the server builds links to them (lendDetailsUrl, h5Url,
// demo scenarios); the H5 reads them only through apps/h5/src/config/paths.ts.
export const H5_PATHS = {
  // spec 1 §2
  landing: '/',
  complainPage: '/complainPage',
  complainPageNext: '/complainPageNext',
  complaintList: '/complaintList',
  complainDetails: '/complainDetails',
  repaymentOfCode: '/repaymentOfCode',
  repaymentOfCode2: '/repaymentOfCode2',
  testPreview: '/testPreview',
  // configured paths (spec 1 §2, spec 2 §2)
  loginFailure: '/loginFailure',
  loanDetail: '/loanDetail',
  order: '/order',
  loanConfirm: '/loanConfirm',
  confirmNew: '/confirmNew',
  confirmOfPeriod: '/confirmOfPeriod',
  repay: '/repay',
  repayDelay: '/repayDelay',
  customerService: '/customerService',
  loanAgreement: '/loanAgreement',
  aboutUs: '/aboutUs',
  privacyPolicy: '/privacyPolicy',
  complaint: '/complainPage',
  bindBank: '/bindBank',
  paymentInstructions: '/payment/dragonpayPaymentInstructions',
  // spec 2 §2
  loanTerms: '/loanTerms',
  promotion: '/promotion',
  downloadTemplate: '/downloadTemplate',
  agreementTemplate: '/agreementTemplate',
  borrowDetail: '/borrowDetail/',
  addNormalCard: '/addnormalcard',
  alipayRepayment: '/alipayrepayment',
  // beyond the spec (issue 9): an order's receipts and pending codes
  paymentRecords: '/paymentRecords',
  // beyond the spec (issue 29): the borrower's notification list, linked from the order page
  notifications: '/notifications',
} as const;

export type H5PathKey = keyof typeof H5_PATHS;
