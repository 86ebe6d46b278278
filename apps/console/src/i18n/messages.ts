// The one message catalogue of the console, in English. The back office's sections keep their strings in files of
// their own beside this one (*.messages.ts), spread in here. The Filipino twin (fil/) composes its files the same
// way; language.ts decides which one t() reads.
import { borrowerFileMessages } from './borrower-file.messages';
import { collectionsMessages } from './collections.messages';
import { financeMessages } from './finance.messages';
import { notificationTemplatesMessages } from './notification-templates.messages';
import { hostTrayMessages } from './host-tray.messages';
import { hostConsentMessages } from './host-consent.messages';
import { jobsMessages } from './jobs.messages';
import { reportsMessages } from './reports.messages';
import { staffAdminMessages } from './staff-admin.messages';

export const messages = {
  ...borrowerFileMessages,
  ...financeMessages,
  ...collectionsMessages,
  ...reportsMessages,
  ...staffAdminMessages,
  ...notificationTemplatesMessages,
  ...hostTrayMessages,
  ...hostConsentMessages,
  ...jobsMessages,
  // app shell
  hostTitle: 'Pautang host simulator',
  hostIntro:
    'Plays the native app around the H5: signs a demo borrower in, frames the H5 and answers its bridge calls.',
  backOfficeTitle: 'Pautang back office',
  backOfficeNote: 'The book, run by its staff: each sees the sections of their roles.',
  backOfficeSections: 'Sections',
  section_support: 'Support',
  section_borrowers: 'Borrowers',
  section_credit: 'Credit review',
  section_finance: 'Finance',
  section_collections: 'Collections',
  section_reports: 'Reports',
  section_approvals: 'Approvals',
  section_admin: 'Admin',
  sectionNotAllowed: 'Your roles do not include this section.',
  sectionLoading: 'Loading…',
  openHostSimulator: 'Open the host simulator',
  sandboxWarningsLabel: 'Production is running on a sandbox',
  // the language switch: each language named in itself, so a reader finds theirs whichever is showing
  languageLabel: 'Language',
  languageEnglish: 'English',
  languageFilipino: 'Filipino',

  // shared
  retry: 'Retry',
  close: 'Close',
  loadFailed: 'Could not load: {error}',

  // sign-in (the native app's own login)
  signInTitle: 'Sign in',
  signInIntro: 'Sign in with a mobile number and the code texted to it, as the app does.',
  mobileLabel: 'Mobile number',
  codeLabel: 'SMS code',
  getCode: 'Get code',
  codeSent: 'Code sent. In the demo, texts arrive in the back office’s SMS outbox.',
  resendIn: 'Resend in {n}s',
  signInByPhone: 'Sign in',
  demoShortcut: 'Demo shortcut: pick a demo borrower (no code needed).',
  borrowersLabel: 'Demo borrowers',
  loadingBorrowers: 'Loading demo borrowers…',
  noBorrowers: 'No demo borrowers. Is the server running in demo mode?',
  borrowerDetails: '{mobilePhone} · {clientType} client · user {userId}',
  signingIn: 'Signing in…',
  signInFailed: 'Sign-in failed: {error}',

  // phone shell
  phoneLabel: 'Simulated phone',
  carrier: 'Pautang',
  bankFlowActive: 'bank flow active',
  tabBarLabel: 'App tabs',
  tabHome: 'Home',
  tabMine: 'Mine',
  back: 'Back',
  backWaiting: 'Back sent to the H5, waiting for its answer…',
  backHandled: 'The H5 handled Back.',
  backHistory: 'Not handled: went back in the web view.',
  backClosed: 'Not handled: closed the web view.',
  urlLabel: 'H5 URL',
  urlNone: '(no web view)',
  frameTitle: 'H5',

  // native screens (the title shows once, in the phone's top bar)
  screenSignIn: 'Sign in',
  screenH5: 'Web view',
  screenHome: 'Home',
  screenMine: 'Mine',
  screenProduct: 'Product',
  screenClosed: 'Web view closed',
  screenPage: 'Native page: {page}',
  screenProfile: 'Your profile',
  screenDecision: 'Your application',
  screenDeleteAccount: 'Delete account',
  mineBorrowerHeading: 'Signed in',
  mineUserId: 'User id',
  mineMobilePhone: 'Mobile phone',
  mineClientType: 'Client type',
  mineLinksHeading: 'Help and information',
  mineLoansHeading: 'My loans',
  mineStatement: 'Statement of account (PDF)',
  loadingLoans: 'Loading your loans…',
  noLoans: 'No loans yet.',
  loanLine: '{product}: {status}, {amount}',
  customerService: 'Customer service',
  aboutUs: 'About us',
  privacyPolicy: 'Privacy policy',
  signOut: 'Sign out',
  pageName: 'Page',
  pageParams: 'Parameters',
  noParams: 'none',
  closedNote: 'The H5 closed its web view.',
  reopen: 'Reopen last page',

  // Home (homePage)
  loadingHome: 'Loading your offers…',
  homeLimitLabel: 'Your limit',
  homeLimit: 'You can borrow up to',
  homeNextLimit: 'Repay on time and your limit rises to {amount}.',
  homeBlockersHeading: 'Before you can borrow',
  homeProductsHeading: 'Loans for you',
  homeNoProducts: 'No loans to offer right now.',
  homeSeeProduct: 'See {name}',
  productRange: '{min} to {max}',
  productTerms: '{terms} days',
  blockerOpen: 'Open',
  blockerProfile: 'Complete your profile',
  blockerAccount: 'Add a payout account',
  blockerOpenLoan: 'See your loan',

  // product detail and apply (productDetail, productApply)
  loadingQuote: 'Loading the offer…',
  amountLabel: 'Amount',
  amountLess: 'Less by {step}',
  amountMore: 'More by {step}',
  termLabel: 'Term',
  termDays: '{n} days',
  quoteHeading: 'Your quote',
  plansHeading: 'Repayment',
  planLine: '{title}: {amount} on {date}',
  requirementsHeading: 'Who may apply',
  apply: 'Apply',
  applying: 'Applying…',

  // the decision
  decisionApproved: 'Approved',
  decisionDeclined: 'Not approved',
  decisionReview: 'Under review',
  decisionOffer: '{amount} for {days} days',
  decisionConfirm: 'Confirm your loan',
  decisionHome: 'Back to Home',

  // the profile steps (certify)
  loadingProfile: 'Loading your profile…',
  certifyIntro: 'Tell us about yourself, step by step. Each answer says what it is for and who sees it.',
  certifyComplete: 'Your profile is complete.',
  certifyStepsLabel: 'Profile steps',
  certifyDone: 'Done',
  certifyTodo: 'To do',
  certifyContinue: 'Continue',
  certifySave: 'Save and continue',
  certifySaving: 'Saving…',
  certifyOptional: '(optional)',
  certifyChoose: 'Choose…',
  certifySearch: 'Search {title}',
  certifySearchPlaceholder: 'Type to search',
  certifyUploading: 'Uploading the photo…',
  certifyUploaded: 'Photo saved.',
  certifyPreview: '{title}: the photo saved',

  // Mine (userMenu, userDelete)
  loadingMenu: 'Loading your account…',
  mineMenuHeading: 'My account',
  mineDelete: 'Delete account',
  mineMarketing: 'Offers and promotions by text',
  mineMarketingNote: 'Reminders of due dates and receipts of payments are always sent.',
  mineLanguage: 'App language',
  mineLanguageNote: 'Your texts and notifications are written in it.',
  mineProfile: 'My profile',
  deleteIntro:
    'Deleting your account signs you out on every device. If you never received a loan from us, your personal data is erased at once. If you did, we keep your loan records for as long as the law requires, then anonymise your personal data.',
  deleteTypeLabel: 'Type {word} to confirm',
  deleteConfirm: 'Delete my account',
  deleteDone: 'Your account is deleted. Your personal data will be anonymised on {date}.',
  deleteErased: 'Your account is deleted and your personal data has been erased.',

  // demo scenarios (the side panel: a developer's tool, outside the app)
  scenariosHeading: 'Demo scenarios',
  scenariosIntro:
    'Developer tool, not part of the app: each opens an H5 screen in the phone with a fresh session for the scenario’s borrower.',
  scenariosSignInFirst: 'Sign in on the phone first.',
  scenarioBorrower: 'as user {userId}',
  scenarioOrder: 'order {orderId}',
  loadingScenarios: 'Loading scenarios…',
  noScenarios: 'No demo scenarios.',
  scenarioOpenFailed: 'The scenario could not be opened.',
  demoSessionMissing: 'No session',

  // phone call
  calling: 'Calling {phone}',
  callingNote: 'A real phone would open its dialler now.',

  // sidebar
  sidebarLabel: 'Simulator panels',
  bridgeLogHeading: 'Bridge log',
  bridgeLogIntro: 'Calls from the H5, newest first.',
  bridgeLogEmpty: 'No calls yet.',
  problemUnknownAction: 'unknown action: no effect',
  problemBadPayload: 'malformed payload: no effect',
  problemUnsupportedVersion: 'unsupported bridge version: no effect',
  demoControlsHeading: 'Demo controls',
  demoControlsNote:
    'Accrual and overdue status follow the business date. Move it forward to reach any state; reload the H5 page to see it.',
  businessDateLabel: 'Business date',
  businessDateSet: 'Set date',
  businessDateForward: '+{days} days',
  businessDateReset: 'Back to today',
  businessDateFailed: 'Could not change the business date: {reason}',

  // support desk: sign-in
  agentSignInTitle: 'Support sign-in',
  agentUsername: 'Username',
  agentPassword: 'Password',
  agentSignIn: 'Sign in',
  agentSigningIn: 'Signing in…',
  agentSignedInAs: 'Signed in as {name}',
  agentSignOut: 'Sign out',

  // support desk: inbox
  inboxTitle: 'Complaints',
  inboxStatus: 'Status',
  inboxType: 'Type',
  inboxAll: 'All',
  inboxOverdue: 'Overdue only',
  inboxEmpty: 'No complaints match these filters.',
  inboxBusinessDate: 'Business date {date}',
  colFiled: 'Filed',
  colBorrower: 'Borrower',
  colType: 'Type',
  colStatus: 'Status',
  colReplyDue: 'Reply due',
  colResolveBy: 'Resolve by',
  overdueBadge: 'Overdue',
  statusSubmitted: 'Submitted',
  statusInProgress: 'In progress',
  statusReplied: 'Replied',
  statusClosed: 'Closed',
  statusCount: '{status} ({n})',

  // support desk: complaint
  complaintPick: 'Pick a complaint from the list.',
  complaintTitle: 'Complaint {id}',
  complaintBorrower: 'Borrower',
  complaintOrder: 'Order',
  complaintNoOrder: 'Not linked to an order.',
  complaintText: 'Complaint',
  complaintImages: 'Images',
  complaintDeadlines: 'Reply due {reply} · resolve by {resolve}',
  complaintStart: 'Start handling',
  complaintClose: 'Close complaint',
  repliesTitle: 'Replies',
  replyBy: '{agent}, {at}',
  replyRating: 'Rating: {score} of 5',
  replyRatingWanted: 'Rating asked, not given yet',
  replyRatingNotWanted: 'No rating asked',
  historyTitle: 'Record',
  historyAt: 'When',
  historyWho: 'Who',
  historyWhat: 'What',
  replyTitle: 'Reply',
  replyText: 'Reply to the borrower',
  replyCounter: '{n}/{max}',
  replyImages: 'Images (up to {max})',
  replyAddImage: 'Add image',
  replyRemoveImage: 'Remove image {n}',
  replyWantsRating: 'Ask the borrower to rate this reply',
  replySend: 'Send reply',
  replySending: 'Sending…',
  replyEmpty: 'Write a reply first.',
  replySent: 'Reply sent.',
  actionFailed: 'Could not do that: {error}',
  uploadFailed: 'Upload failed: {error}',
  complaintImage: 'Image {n} of the complaint',
  replyImage: 'Image {n} of the reply',
  complaintReload: 'Reload this complaint',
  complaintReloadHint: 'Shows a rating the borrower gave, or what another agent did, since this opened.',

  // SMS outbox
  outboxTitle: 'SMS outbox',
  outboxRefresh: 'Refresh outbox',
  outboxEmpty: 'No messages yet.',
  outboxMasked: 'Codes in texts are hidden: only the borrower they were sent to may see them.',
  outboxPhone: 'Phone',
  outboxMessage: 'Message',

  // landing-template editor (promotion pages)
  templatesTitle: 'Promotion landing pages',
  templatesIntro:
    'Edit what visitors see on a promotion landing page. A saved change shows on the next visit; nothing is rebuilt.',
  templatesEmpty: 'No landing templates yet.',
  templatePick: 'Template',
  templateSavedBy: 'Last saved {at} by {by}',
  templateSeeded: 'the demo seed',
  template_backgroundColor: 'Background colour',
  template_fontColor: 'Text colour',
  template_buttonColor: 'Button colour',
  template_title: 'Title',
  template_subtitle: 'Subtitle',
  template_buttonText: 'Button text',
  template_texts: 'Selling points (one per line, up to 6)',
  template_images: 'Images (our own /static/ paths, one per line, up to 5)',
  templateSave: 'Save template',
  templateSaving: 'Saving…',
  templateOpen: 'Open the landing page',

  // the official site's contact messages
  contactTitle: 'Messages from the website',
  contactEmpty: 'No messages from the website yet.',
  contactFrom: 'From',
  contactRefresh: 'Refresh website messages',
  contactShow: 'Show',
  contactShowAll: 'All',
  contactEmptyOpen: 'No open messages from the website.',
  contactEmptyHandled: 'No handled messages from the website yet.',
  contact_open: 'Open',
  contact_handled: 'Handled',
  contactStatus: 'Status',
  contactHandledBy: 'Handled by {agent}, {at}',
  contactMarkHandled: 'Mark handled',
  contactAnswer: 'Answer by SMS',
  contactAnswerLabel: 'Answer to {phone} by SMS',
  contactAnswerSend: 'Send answer',
  contactAnswerSending: 'Sending…',
  contactAnswerEmpty: 'Write an answer first.',
  contactAnswered: 'Answered by {agent}, {at}, by SMS to {phone}:',
  contactNoEmail:
    'E-mail is not configured: an answer goes by SMS to the phone the visitor left, never to their e-mail address.',

  // refunds owed to borrowers (issue 25)
  refundsPaidTitle: 'Refunds paid',
  refundsPaidEmpty: 'No refund has been paid yet.',
  refundsPaidOn: 'Paid on',
  refundsPaidTo: 'Paid to',
  refundsTitle: 'Refunds owed to borrowers',
  refundsRefresh: 'Refresh refunds',
  refundsEmpty: 'Nothing is owed back to any borrower.',
  refundsPaidAt: 'Paid',
  refundsBorrower: 'Borrower',
  refundsPayment: 'Payment',
  refundsAmount: 'To return',
  refundsOrder: 'Order {order}',
  refundsStale: 'paid after its code was cancelled (nothing went to the loan)',
  refundsOverpaid: 'paid more than the loan could take',
  refundsOf: 'of {amount} paid',

  // app settings (spec 2 §3 environment config)
  settingsTitle: 'App settings',
  settingsIntro:
    'The site’s colours, the service phone and the app’s link, id and name. The website and the borrower app use them from the next page they open; nothing is rebuilt.',
  settingsDefaults: 'Showing the server’s defaults: nobody has saved settings yet.',
  settings_backgroundColor: 'Background colour',
  settings_fontColor: 'Text colour',
  settings_servicePhone: 'Service phone',
  settings_appSchemeUrl: 'App scheme URL',
  settings_appStoreId: 'App id (Play Store)',
  settings_appName: 'App name',
  settingsSave: 'Save settings',
  settingsOpenSite: 'Open the website',
} as const;

export type MessageKey = keyof typeof messages;

/** A whole catalogue in one language: every English key, each a string. */
export type Catalogue = Record<MessageKey, string>;

let active: Catalogue = messages;

/** Makes `catalogue` the one t() reads (language.ts: before the first render, and on a switch). */
export function setCatalogue(catalogue: Catalogue): void {
  active = catalogue;
}

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = active[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
