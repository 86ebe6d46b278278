// Disbursement (issue 27): a signed loan is paid out to the borrower's bound account through the payout rail
// (platform/payout), and the order moves only on real events:
// - signed (push) → 21; with a bound account the payout is sent at once → 151 (approved, disbursing);
// - the rail's postback, confirmed by its status call → 174 (repayable), disbursed on the confirmation's business
//   date, so the schedule starts the day the money went out;
// - a failure the borrower can fix (the account cannot receive) → back to 21 with the reason and the bank-card
//   prompt; the next binding sends the payout again; a failure for good (or the third for the account) → 110.
// No account, no payout; an account not in the borrower's legal name (bound before the name rule) holds it the same
// way, asking for an account in their name (issue 40). An order has at most one payout on its way or paid (payouts_one_live), and a payout's
// result is applied once, with the payout and order rows locked, so replays and races move nothing twice.
import { postPayout, postPayoutReturned, postPayoutReturnHeld } from '../../accounting/index';
import { syncOrderBooks } from '../orders/order-books';
import { randomInt } from 'node:crypto';
import { ORDER_STATUS } from '@pautang/contract/constants';
import { id } from '@pautang/contract/primitives';
import type { Db } from '../../../platform/db/client';
import type { Deps } from '../../../platform/deps';
import { emitLendingEvent } from '../events';
import {
  PAYOUT_FINAL_FAILURES,
  PAYOUT_RETURNED,
  PayoutError,
  type PayoutPostback,
  type PayoutRequest,
  type PayoutStatusAnswer,
} from '../../../platform/payout/payout';
import {
  accountsOfUser,
  findAccountForUser,
  getAccount,
  maskedAccountNo,
  type BankAccountRow,
} from '../../identity/index';
import { getBusinessDate } from '../../staff/index';
import { updateOrder } from '../orders/orders.repository';
import type { OrderRow } from '../orders/orders.repository';
import { statusOf } from '../orders/orders.service';
import { ledgerOf, lockOrder } from '../payments/payments.repository';
import { isOwnName } from '../../identity/index';
import { legalNameOfUser } from '../../identity/index';
import { mobilePhoneOf } from '../../identity/index';
import * as texts from './payout-texts';
import {
  accountFailuresOfOrder,
  claimPayout,
  findPayout,
  insertPayout,
  lastPaidAccountOfUser,
  livePayoutOfOrder,
  lockPayout,
  pendingPayoutsBefore,
  markPayoutSent,
  markPayoutUnsent,
  ordersAwaitingPayout,
  payoutsToRetry,
  recordPayoutPostback,
  updatePayout,
  type PayoutRow,
} from './payouts.repository';

/** An account that failed this many payouts of one order is not tried again: the order fails (110). */
export const MAX_ACCOUNT_FAILURES = 3;
/** A payout left 'sending' this long was being sent by a process that stopped: the sweep takes it over. */
const STALE_SENDING_MS = 2 * 60_000;

const newPayoutId = () => `PPO${String(randomInt(0, 1e12)).padStart(12, '0')}`;

export const accountLabel = (account: Pick<BankAccountRow, 'bank_name' | 'account_no'>) =>
  `${account.bank_name} ${maskedAccountNo(account.account_no)}`;

/** Signed and approved, not paid out, not failed, and not held at another status (the seeded 151, 170). */
const awaitingPayout = (order: OrderRow) =>
  order.disbursed_on === null &&
  !order.disbursement_failed &&
  order.status_override === null &&
  order.settled_on === null;

/**
 * The account a new order pays out to: the one the borrower's last loan was paid into while it is still bound,
 * else the first they bound. undefined: no account, so no payout until they bind one.
 */
export async function payoutAccountOf(db: Db, userId: string): Promise<BankAccountRow | undefined> {
  const last = await lastPaidAccountOfUser(db, userId);
  const accounts = await accountsOfUser(db, userId);
  return accounts.find((a) => a.id === last) ?? accounts[0];
}

export type SubmitOutcome = 'sent' | 'unsent' | 'failed' | 'no-account' | 'not-own-account' | 'not-awaiting';

/**
 * Sends the order's payout when it awaits one and names a bound account of its borrower: the payout row and the
 * order's 151 commit together, with the order locked; the rail is called after the commit (a connection is never
 * held over an HTTP call). Without an account the order asks for one (the bank-card prompt) and nothing is sent.
 */
export async function submitPayout(deps: Deps, orderId: string): Promise<SubmitOutcome> {
  const now = deps.clock();
  const at = now.toISOString();
  const reserved = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!awaitingPayout(order) || (await livePayoutOfOrder(trx, order.id))) {
      return { outcome: 'not-awaiting' as const };
    }
    const account = order.disbursement_account_id
      ? await findAccountForUser(trx, order.disbursement_account_id, order.user_id)
      : undefined;
    if (!account) {
      if (order.card_need_pop !== 1) {
        await updateOrder(
          trx,
          order.id,
          {
            card_need_pop: 1,
            card_pop_title: texts.bindPrompt.title,
            card_pop_msg: texts.bindPrompt.message,
          },
          at,
        );
      }
      return { outcome: 'no-account' as const };
    }
    // Checked again here, not only at binding: an account bound before the name rule may be someone else's.
    const legal = await legalNameOfUser(trx, order.user_id);
    if (!legal || !isOwnName(account.account_name, legal)) {
      await holdForOwnAccount(trx, now, order, account);
      return { outcome: 'not-own-account' as const };
    }
    const payout = {
      id: newPayoutId(),
      order_id: order.id,
      user_id: order.user_id,
      account_id: account.id,
      account_label: accountLabel(account),
      rail: account.kind,
      // Fees are paid with the instalments, never deducted: the borrower receives the principal (DECISIONS).
      amount: order.principal_amount,
      status: 'sending' as const,
      gateway: deps.payout.name,
      attempts: 1,
      created_at: at,
      updated_at: at,
    };
    await insertPayout(trx, payout);
    await updateOrder(
      trx,
      order.id,
      {
        status_override: ORDER_STATUS.approved,
        status: ORDER_STATUS.approved,
        payout_failure: '',
        card_need_pop: 0,
        disbursement_account: payout.account_label,
        disbursement_account_name: account.account_name,
      },
      at,
    );
    return { outcome: 'reserved' as const, payout, account, businessDate: await getBusinessDate(trx, now) };
  });
  if (reserved.outcome !== 'reserved') return reserved.outcome;
  return sendPayout(deps, reserved.payout, reserved.account, reserved.businessDate);
}

/**
 * A payout held because the account is not in the borrower's name: the fix-the-account path of a payout the rail
 * refused (back to 21 with the reason and the bank-card prompt; the next binding sends it), without a payout row,
 * since nothing went to the rail. Told once per account (the notification's key).
 */
async function holdForOwnAccount(db: Db, now: Date, order: OrderRow, account: BankAccountRow): Promise<void> {
  const label = accountLabel(account);
  const message = texts.notOwnAccount.message(label, account.account_name);
  const businessDate = await getBusinessDate(db, now);
  const changes = {
    status_override: null,
    payout_failure: message,
    card_need_pop: 1,
    card_pop_title: texts.notOwnAccount.title,
    card_pop_msg: message,
    disbursement_account: label,
    disbursement_account_name: account.account_name,
  };
  await updateOrder(
    db,
    order.id,
    { ...changes, status: statusOf({ ...order, ...changes }, businessDate) },
    now.toISOString(),
  );
  await emitLendingEvent(db, now, {
    type: 'payout.settled',
    payload: {
      id: `held-${order.id}-${account.id}`,
      userId: order.user_id,
      orderId: order.id,
      productId: order.product_id,
      amount: order.principal_amount,
      account: label,
      outcome: 'failed',
      reason: texts.notifyNotOwnAccount(account.account_name),
    },
  });
}

async function requestOf(
  deps: Deps,
  payout: Pick<PayoutRow, 'id' | 'amount' | 'order_id' | 'user_id'>,
  account: BankAccountRow,
  runDate: string,
): Promise<PayoutRequest> {
  return {
    txnId: payout.id,
    amount: payout.amount,
    account: {
      kind: account.kind,
      code: account.bank_code,
      number: account.account_no,
      holder: account.account_name,
    },
    description: `${deps.config.company.appName} loan ${payout.order_id}`,
    // The borrower has no e-mail on file; the rail's notices go to our support desk.
    email: deps.config.company.email,
    mobileNo: await mobilePhoneOf(deps.db, payout.user_id),
    runDate,
  };
}

/** One try at the rail: pending there, left for the sweep (unreachable), or failed (refused). */
async function sendPayout(
  deps: Deps,
  payout: Pick<PayoutRow, 'id' | 'amount' | 'order_id' | 'user_id'>,
  account: BankAccountRow,
  runDate: string,
): Promise<SubmitOutcome> {
  try {
    const { refNo } = await deps.payout.submit(await requestOf(deps, payout, account, runDate));
    const at = deps.clock().toISOString();
    await markPayoutSent(deps.db, payout.id, { gateway_ref: refNo, submitted_at: at, updated_at: at });
    return 'sent';
  } catch (error) {
    if (error instanceof PayoutError && error.kind === 'refused') {
      // The rail would not take these account details: the borrower is asked for another account.
      await applyPayoutStatus(deps, payout.id, {
        refNo: '',
        status: 'F',
        message: error.message,
        failure: 'account',
      });
      return 'failed';
    }
    await markPayoutUnsent(deps.db, payout.id, deps.clock().toISOString());
    return 'unsent';
  }
}

/**
 * The sweep's part: payouts that could not be sent are sent again under the same txnid, each taken once (a
 * second instance's sweep skips it). The rail is asked first, since a time-out may have reached it.
 */
export async function retryUnsentPayouts(deps: Deps): Promise<number> {
  const now = deps.clock();
  const staleBefore = new Date(now.getTime() - STALE_SENDING_MS).toISOString();
  let retried = 0;
  for (const row of await payoutsToRetry(deps.db, staleBefore)) {
    const claimed = await claimPayout(deps.db, row.id, now.toISOString(), staleBefore);
    if (!claimed) continue;
    retried++;
    let known: PayoutStatusAnswer | undefined;
    try {
      known = await deps.payout.fetchStatus(claimed.id);
    } catch {
      await markPayoutUnsent(deps.db, claimed.id, deps.clock().toISOString());
      continue;
    }
    if (known) {
      const at = deps.clock().toISOString();
      await markPayoutSent(deps.db, claimed.id, {
        gateway_ref: known.refNo,
        submitted_at: at,
        updated_at: at,
      });
      continue;
    }
    const account = await getAccount(deps.db, claimed.account_id);
    await sendPayout(deps, claimed, account, await getBusinessDate(deps.db, now));
  }
  return retried;
}

/** How long a sent payout waits for its postback before the sweep asks the rail itself. */
export const RECONCILE_AFTER_MS = 30 * 60_000;

/**
 * The sweep's other part: a payout whose postback never came (lost, or the rail gave up sending it) would stay
 * 151 for good. After RECONCILE_AFTER_MS the rail's status call is asked, and a result is applied exactly as a
 * confirmed postback's would be (the same locks, once). A rail that cannot answer is asked again next sweep.
 */
export async function reconcilePendingPayouts(deps: Deps): Promise<number> {
  const sentBefore = new Date(deps.clock().getTime() - RECONCILE_AFTER_MS).toISOString();
  let settled = 0;
  for (const row of await pendingPayoutsBefore(deps.db, sentBefore)) {
    const confirmed = await deps.payout.fetchStatus(row.id).catch(() => undefined);
    if (!confirmed) continue;
    const outcome = await applyPayoutStatus(deps, row.id, confirmed);
    if (outcome === 'paid' || outcome === 'failed' || outcome === 'returned') settled++;
  }
  return settled;
}

export type PayoutOutcome =
  | 'paid'
  | 'failed'
  | 'pending'
  | 'duplicate'
  | 'ignored-after-success'
  | 'ignored-after-failure'
  | 'mismatch'
  | 'returned'
  | 'returned-held';

/**
 * What the rail's status call said about a payout, applied once, with the payout and its order locked: a success
 * pays the loan out (174 from the confirmation's business date); a final failure sends the order back to the
 * borrower (21, to fix the account) or fails it (110), with the reason; anything after a result changes nothing.
 * `seen`, the postback that asked, is recorded beside the outcome.
 */
export async function applyPayoutStatus(
  deps: Deps,
  payoutId: string,
  confirmed: PayoutStatusAnswer,
  seen?: Pick<PayoutPostback, 'refno' | 'status'>,
): Promise<PayoutOutcome> {
  const now = deps.clock();
  const at = now.toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockPayout(trx, payoutId);
    if (!locked) throw new Error('payout vanished');
    const record = async (outcome: PayoutOutcome) => {
      if (seen) {
        await recordPayoutPostback(trx, {
          payout_id: locked.id,
          gateway_ref: seen.refno,
          status: seen.status,
          confirmed_status: confirmed.status,
          outcome,
          received_at: at,
        });
      }
      return outcome;
    };
    if (locked.status === 'paid') {
      if (confirmed.status === PAYOUT_RETURNED)
        return record(await returnPayout(trx, locked, confirmed, now));
      return record(confirmed.status === 'S' ? 'duplicate' : 'ignored-after-success');
    }
    if (locked.status === 'failed') {
      const final = PAYOUT_FINAL_FAILURES.includes(confirmed.status) || confirmed.status === PAYOUT_RETURNED;
      return record(final ? 'duplicate' : 'ignored-after-failure');
    }
    if (confirmed.status === 'S') {
      const refDiffers = Boolean(
        locked.gateway_ref && confirmed.refNo && confirmed.refNo !== locked.gateway_ref,
      );
      if (refDiffers || (confirmed.amount !== undefined && confirmed.amount !== locked.amount)) {
        return record('mismatch');
      }
      const order = await lockOrder(trx, locked.order_id);
      const businessDate = await getBusinessDate(trx, now);
      const changes = {
        disbursed_on: businessDate,
        status_override: null,
        disbursement_failed: false,
        payout_failure: '',
        card_need_pop: 0,
      };
      await updatePayout(trx, locked.id, {
        status: 'paid',
        gateway_ref: locked.gateway_ref || confirmed.refNo,
        settled_at: at,
        updated_at: at,
      });
      await updateOrder(
        trx,
        order.id,
        { ...changes, status: statusOf({ ...order, ...changes }, businessDate) },
        at,
      );
      // The books: the principal leaves the rail's cash, and the loan's interest and fees are charged.
      const books = { businessDate, at, orderId: order.id };
      await postPayout(trx, { ...books, payoutId: locked.id, rail: locked.rail, amount: locked.amount });
      await syncOrderBooks(trx, await lockOrder(trx, order.id), {
        ...books,
        cause: 'disbursement',
        source: `payout:${locked.id}:charges`,
      });
      await emitLendingEvent(trx, now, {
        type: 'payout.settled',
        payload: {
          id: locked.id,
          userId: order.user_id,
          orderId: order.id,
          productId: order.product_id,
          amount: locked.amount,
          account: locked.account_label,
          outcome: 'paid',
        },
      });
      return record('paid');
    }
    if (PAYOUT_FINAL_FAILURES.includes(confirmed.status)) {
      await failPayout(trx, locked, confirmed, now);
      return record('failed');
    }
    return record('pending');
  });
  // Counted once committed: a rolled-back transaction failed nothing.
  if (outcome === 'failed' || outcome === 'returned') deps.metrics.payoutsFailed.inc();
  return outcome;
}

/**
 * A payout failed for good: the order goes back to the borrower to bind another account (21, with the reason and
 * the bank-card prompt) while the account is what failed, fewer than MAX_ACCOUNT_FAILURES times; else it fails
 * (110). With the payout and its order locked. `undo`, for a payout returned after it was paid: the order's
 * columns its payment out set, put back.
 */
async function failPayout(
  trx: Db,
  locked: PayoutRow,
  confirmed: PayoutStatusAnswer,
  now: Date,
  undo: { disbursed_on?: null } = {},
): Promise<void> {
  const at = now.toISOString();
  const reason = confirmed.message || 'The payout did not go through';
  const kind = confirmed.failure ?? 'final';
  await updatePayout(trx, locked.id, {
    status: 'failed',
    failure_reason: reason,
    failure_kind: kind,
    settled_at: at,
    updated_at: at,
  });
  const order = await lockOrder(trx, locked.order_id);
  const businessDate = await getBusinessDate(trx, now);
  const fixable = kind === 'account' && (await accountFailuresOfOrder(trx, order.id)) < MAX_ACCOUNT_FAILURES;
  const changes = fixable
    ? {
        ...undo,
        status_override: null,
        payout_failure: texts.accountFailure.message(locked.account_label, reason),
        card_need_pop: 1,
        card_pop_title: texts.accountFailure.title,
        card_pop_msg: texts.accountFailure.message(locked.account_label, reason),
      }
    : {
        ...undo,
        status_override: null,
        disbursement_failed: true,
        payout_failure: texts.finalFailure(locked.account_label, reason),
        card_need_pop: 0,
      };
  await updateOrder(
    trx,
    order.id,
    { ...changes, status: statusOf({ ...order, ...changes }, businessDate) },
    at,
  );
  await emitLendingEvent(trx, now, {
    type: 'payout.settled',
    payload: {
      id: locked.id,
      userId: order.user_id,
      orderId: order.id,
      productId: order.product_id,
      amount: locked.amount,
      account: locked.account_label,
      outcome: 'failed',
      reason: fixable ? texts.notifyAccountFailure(reason) : texts.notifyFinalFailure(reason),
    },
  });
}

/**
 * The rail says a payout it reported paid came back (the receiving bank returned it). On a loan nothing was paid
 * on, the loan never reached the borrower: the payout fails as a failure of the account would have (back to the
 * borrower to bind another, the loan not started), and the books undo it whole. Once the borrower has paid on it,
 * the loan cannot simply be undone: the cash is held in suspense and the daily check names the order for finance.
 */
async function returnPayout(
  trx: Db,
  locked: PayoutRow,
  confirmed: PayoutStatusAnswer,
  now: Date,
): Promise<'returned' | 'returned-held'> {
  const order = await lockOrder(trx, locked.order_id);
  const books = {
    businessDate: await getBusinessDate(trx, now),
    at: now.toISOString(),
    orderId: order.id,
    payoutId: locked.id,
    rail: locked.rail,
    amount: locked.amount,
  };
  if ((await ledgerOf(trx, order.id)).length > 0 || order.written_off_on !== null) {
    await postPayoutReturnHeld(trx, books);
    return 'returned-held';
  }
  await postPayoutReturned(trx, books);
  await failPayout(trx, locked, { ...confirmed, failure: confirmed.failure ?? 'account' }, now, {
    disbursed_on: null,
  });
  return 'returned';
}

export type PayoutPostbackAnswer =
  { ok: true; outcome: PayoutOutcome } | { ok: false; httpStatus: number; result: string; error?: unknown };

const UNKNOWN: PayoutPostbackAnswer = { ok: false, httpStatus: 404, result: 'FAIL_UNKNOWN_TXNID' };

/**
 * One payout postback: checked (the rail's signature) before anything is looked up, confirmed by the rail's
 * status call, then applied in one transaction; `result=OK` only after the commit. A txnid that is not one of our
 * payouts, or that the rail does not know, gets the same answer as one never issued.
 */
export async function handlePayoutPostback(
  deps: Deps,
  postback: PayoutPostback,
): Promise<PayoutPostbackAnswer> {
  if (!deps.payout.verifyPostback(postback)) {
    return { ok: false, httpStatus: 400, result: 'FAIL_DIGEST_MISMATCH' };
  }
  // A txnid that cannot be one of ours (a NUL fails in PostgreSQL) finds nothing, like an unknown one.
  const payout = id.safeParse(postback.txnid).success ? await findPayout(deps.db, postback.txnid) : undefined;
  if (!payout) return UNKNOWN;
  let confirmed: PayoutStatusAnswer | undefined;
  try {
    confirmed = await deps.payout.fetchStatus(payout.id);
  } catch {
    return { ok: false, httpStatus: 503, result: 'FAIL_STATUS_UNAVAILABLE' };
  }
  if (!confirmed) return UNKNOWN;
  try {
    return { ok: true, outcome: await applyPayoutStatus(deps, payout.id, confirmed, postback) };
  } catch (error) {
    return { ok: false, httpStatus: 503, result: 'FAIL_NOT_RECORDED', error };
  }
}

/** The account chosen for an order at push, as the order names it (label) and links it (id). */
export async function accountForNewOrder(
  db: Db,
  userId: string,
): Promise<
  | { disbursement_account: string; disbursement_account_id: string; disbursement_account_name: string }
  | undefined
> {
  const account = await payoutAccountOf(db, userId);
  return account
    ? {
        disbursement_account: accountLabel(account),
        disbursement_account_id: account.id,
        disbursement_account_name: account.account_name,
      }
    : undefined;
}

/** After a binding: every order of the borrower awaiting a payout is sent one (bind-card-new). */
export async function submitAwaitingPayouts(deps: Deps, userId: string): Promise<void> {
  for (const orderId of await ordersAwaitingPayout(deps.db, userId)) await submitPayout(deps, orderId);
}

/** Whether the order's payout is on its way (its account must not change under it), and to which account. */
export async function payoutOnItsWay(db: Db, orderId: string): Promise<string | undefined> {
  const live = await livePayoutOfOrder(db, orderId);
  return live && live.status !== 'paid' ? live.account_label : undefined;
}
