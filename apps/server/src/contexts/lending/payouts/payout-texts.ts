// What the borrower reads about a payout (order details' notice text and bank-card prompt, spec 2 §4.4).
const reasonOf = (reason: string) => reason.trim().replace(/[.\s]+$/, '') || 'the payout did not go through';

/** A signed order with no account to pay into: the bank-card prompt asks for one. */
export const bindPrompt = {
  title: 'Where should we send your loan?',
  message:
    'Bind the bank account or e-wallet in your name that should receive the money. We send it as soon as you do.',
} as const;

/** The account could not receive the money: the borrower binds another, and the payout is sent again. */
export const accountFailure = {
  title: 'We could not send your loan',
  message: (account: string, reason: string) =>
    `We could not send your loan to ${account}: ${reasonOf(reason)}. Please bind another account in your name, and we will send it again.`,
} as const;

/**
 * The account the order names is not in the borrower's legal name (bound before the name rule, issue 40): the
 * payout is held, and the borrower binds an account in their own name, as after an account the rail refused.
 */
export const notOwnAccount = {
  title: 'Bind an account in your name',
  message: (account: string, holder: string) =>
    `We have not sent your loan to ${account}: that account is in the name of ${holder}, and your loan can only go to an account in your own name, as in your profile. Please bind an account in your name, and we will send it then.`,
} as const;

/** The held payout's notification {reason}. */
export const notifyNotOwnAccount = (holder: string) =>
  `that account is in the name of ${holder}, not yours. Please bind an account in your name, and we will send it then.`;

/** The payout failed for good: the loan is not paid out and nothing is owed. */
export const finalFailure = (account: string, reason: string) =>
  `We could not send your loan to ${account}: ${reasonOf(reason)}. This loan is cancelled and you owe nothing on it.`;

/** The payout-failed notification's {reason}: what went wrong and what the borrower does now. */
export const notifyAccountFailure = (reason: string) =>
  `${reasonOf(reason)}. Please bind another account in your name, and we will send it again.`;
export const notifyFinalFailure = (reason: string) =>
  `${reasonOf(reason)}. This loan is cancelled and you owe nothing on it.`;

/** bind-card-change while the loan is on its way to the account already named. */
export const payoutOnItsWay = (account: string) =>
  `Your loan is already on its way to ${account}. You can change the account if this payout fails.`;
