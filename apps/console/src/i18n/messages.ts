// The one message catalogue of the console. The console is a developer and staff tool, so English only.
export const messages = {
  // app shell
  hostTitle: 'Pautang host simulator',
  hostIntro:
    'Plays the native app around the H5: signs a demo borrower in, frames the H5 and answers its bridge calls.',
  backOfficeTitle: 'Pautang back office',
  backOfficeNote: 'Support desk: complaints from borrowers, with replies and ratings.',
  openHostSimulator: 'Open the host simulator',

  // shared
  retry: 'Retry',
  close: 'Close',
  loadFailed: 'Could not load: {error}',

  // sign-in (the native app's own login)
  signInTitle: 'Sign in',
  signInIntro: 'Pick a demo borrower. The host signs them in and hands the H5 their session parameters.',
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
  scenariosHeading: 'Demo scenarios',
  scenariosIntro: 'Each opens an H5 screen with a fresh session for the scenario’s borrower.',
  scenarioBorrower: 'as user {userId}',
  scenarioOrder: 'order {orderId}',
  loadingScenarios: 'Loading scenarios…',
  noScenarios: 'No demo scenarios.',
  mineBorrowerHeading: 'Signed in',
  mineUserId: 'User id',
  mineMobilePhone: 'Mobile phone',
  mineClientType: 'Client type',
  mineLinksHeading: 'Help and information',
  customerService: 'Customer service',
  aboutUs: 'About us',
  privacyPolicy: 'Privacy policy',
  signOut: 'Sign out',
  productId: 'Product id',
  productName: 'Product name',
  pageName: 'Page',
  pageParams: 'Parameters',
  noParams: 'none',
  closedNote: 'The H5 closed its web view.',
  reopen: 'Reopen last page',

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

  // SMS outbox
  outboxTitle: 'SMS outbox',
  outboxRefresh: 'Refresh outbox',
  outboxEmpty: 'No messages yet.',
  outboxPhone: 'Phone',
  outboxMessage: 'Message',
} as const;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text: string = messages[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
