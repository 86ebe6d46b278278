// Card/SMS repayment (spec 2 §2.11, §4.6, §7, §8): a debit from one of the borrower's own accounts.
// - repayment-way lists the accounts and hands out a repayToken, signed by us and bound to the borrower and the
//   order: it names one repayment attempt, and commits with the same token are that one attempt.
// - repayment-commit checks the amount against the engine. An account the borrower has already authorised
//   for debits is debited at once (needValid 0); otherwise a one-time code goes to the borrower's phone
//   (needValid 1) and repayment-confirm debits after the right code, which also authorises the account.
// - The debit, the payment row, the ledger entry, the order and the attempt commit in one transaction with the
//   attempt and the order locked: a double tap, a retry or 50 parallel commits pay once.
// - repayment-huichao is the third-party option: a code at the gateway, its page as the url.
import { randomBytes, randomInt } from 'node:crypto';
import { ErrorCode } from '@pautang/contract/errors';
import { formatPeso } from '@pautang/contract/format/money';
import type {
  RepaymentCommit,
  RepaymentCommitRequestSchema,
  RepaymentWay,
} from '@pautang/contract/repayment';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import type { Deps } from '../../../platform/deps';
import { hmac, sameText, underAnyKey, verifyingKeys } from '../../../platform/hmac';
import { inLang } from '../../../platform/i18n/localize';
import { AppError, invalid, notFound } from '../../../platform/errors';
import {
  accountsOfUser,
  authorizeDebits,
  findAccountForUser,
  getAccount,
  maskedAccountNo,
  type BankAccountRow,
} from '../../identity/index';
import { getBusinessDate } from '../../staff/index';
import { findOrderForUser } from '../orders/orders.repository';
import { ORDER_NOT_FOUND } from '../orders/orders.service';
import { issueCode, liveCode, OtpError, otpDepsOf, verifyCode } from '../../identity/index';
import { DEBIT_CHANNEL, THIRD_PARTY_CHANNEL } from '../payments/channels';
import { insertPayment, lockLiveCodes, lockOrder } from '../payments/payments.repository';
import { assertPayable, generateVcode, postToLedger, voidAtGateway } from '../payments/payments.service';
import { langOfUser, mobilePhoneOf } from '../../identity/index';
import {
  findAwaitingAttempt,
  findRepayment,
  findRepaymentByToken,
  insertRepaymentOnce,
  lockRepayment,
  updateRepayment,
  type CardRepaymentRow,
} from './card-repayment.repository';

export const CARD_MESSAGES = {
  noAccount: 'Please choose your bank account again.',
  noRepayment: 'We could not find this repayment.',
  staleToken: 'This page has expired. Please open it again.',
  noCoupon: 'This coupon is not available.',
  otherAttempt: 'This payment has already been submitted.',
  failedBefore: 'This repayment did not go through. Please start again.',
  declined: (reason: string) =>
    `Your bank declined the debit. ${reason} Please choose another account or pay by code.`,
  sms: (code: string, centavos: number, appName: string) =>
    `${appName}: ${code} is your code to pay ${formatPeso(centavos)} from your account. It expires in 5 minutes. Never share it with anyone.`,
} as const;

/** How long a repayment page's token can be used: long enough to pick an account and read a text. */
export const REPAY_TOKEN_MINUTES = 30;
const OTP_PURPOSE = 'card-repay';

// The token: base64url of "user:order:expiry:nonce", a dot, and its HMAC under the app secret.
const mac = (secret: string, body: string) => hmac(secret, `repay-token:${body}`, 'base64url');

function issueToken(deps: Deps, userId: string, orderId: string): string {
  const expires = deps.clock().getTime() + REPAY_TOKEN_MINUTES * 60_000;
  const body = Buffer.from(
    `${userId}:${orderId}:${expires}:${randomBytes(12).toString('base64url')}`,
  ).toString('base64url');
  return `${body}.${mac(deps.config.appSecret, body)}`;
}

function tokenMatches(deps: Deps, token: string, userId: string, orderId: string): boolean {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return false;
  const keys = verifyingKeys(deps.config.appSecret, deps.config.appSecretPrevious);
  if (!underAnyKey(keys, (key) => sameText(mac(key, body), signature))) return false;
  const [user, order, expires] = Buffer.from(body, 'base64url').toString().split(':');
  return user === userId && order === orderId && Number(expires) > deps.clock().getTime();
}

export async function repaymentWay(deps: Deps, userId: string, orderId: string): Promise<RepaymentWay> {
  const order = await findOrderForUser(deps.db, orderId, userId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const accounts = await accountsOfUser(deps.db, userId);
  return {
    alipay: 1,
    repayToken: issueToken(deps, userId, order.id),
    bankCards: accounts.map((a) => ({
      id: a.id,
      bankName: a.bank_name,
      cardNo: maskedAccountNo(a.account_no),
      bankCode: a.bank_code,
    })),
  };
}

const newRecordId = () => `PCR${String(randomInt(0, 1e12)).padStart(12, '0')}`;
const answerOf = (row: CardRepaymentRow): RepaymentCommit => ({
  needValid: row.need_valid === 1 ? 1 : 0,
  repayRecordId: row.id,
  codeStillValid: 0,
  resendIn: 0,
});

export async function repaymentCommit(
  deps: Deps,
  userId: string,
  input: z.output<typeof RepaymentCommitRequestSchema>,
  ip: string,
): Promise<RepaymentCommit> {
  const order = await findOrderForUser(deps.db, input.orderId, userId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!tokenMatches(deps, input.repayToken, userId, order.id)) throw invalid(CARD_MESSAGES.staleToken);
  if (input.couponId) throw invalid(CARD_MESSAGES.noCoupon);
  const account = await findAccountForUser(deps.db, input.cardId, userId);
  if (!account) throw notFound(CARD_MESSAGES.noAccount);
  const existing = await findRepaymentByToken(deps.db, input.repayToken);
  // A paid attempt answers the same without the engine's check, which would now find less to pay.
  if (existing?.status === 'paid') return commitAgain(deps, existing, account, 0, input, ip);

  const now = deps.clock();
  assertPayable(order, 'repay', input.amount, await getBusinessDate(deps.db, now));
  const needValid = account.debit_authorized_at ? 0 : 1;
  if (existing) return commitAgain(deps, existing, account, needValid, input, ip);
  if (needValid === 1) {
    const resumed = await resumeAttempt(deps, userId, order.id, account.id, input, ip);
    if (resumed) return resumed;
  }
  const row = {
    id: newRecordId(),
    repay_token: input.repayToken,
    user_id: userId,
    order_id: order.id,
    bank_account_id: account.id,
    amount: input.amount,
    need_valid: needValid,
    status: 'awaiting_code' as const,
    payment_id: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  // The unique token decides which of several simultaneous commits is the attempt; the others answer as it.
  if (!(await insertRepaymentOnce(deps.db, row))) {
    const winner = await findRepaymentByToken(deps.db, input.repayToken);
    if (!winner) throw new AppError(ErrorCode.Conflict, CARD_MESSAGES.otherAttempt);
    return commitAgain(deps, winner, account, needValid, { ...input, sendMsg: 0 }, ip);
  }
  return proceed(deps, { ...row, failure: '' }, ip);
}

/**
 * The page opened again (a new token) for the same account and amount while the code sent for the earlier
 * attempt is live: that attempt goes on, so the borrower types the code they hold instead of being told to wait
 * a minute for a new one (the send gap is per phone). With sendMsg 1 the countdown is over: a new code is sent.
 */
async function resumeAttempt(
  deps: Deps,
  userId: string,
  orderId: string,
  accountId: string,
  input: z.output<typeof RepaymentCommitRequestSchema>,
  ip: string,
): Promise<RepaymentCommit | undefined> {
  const earlier = await findAwaitingAttempt(deps.db, userId, orderId);
  if (!earlier || earlier.bank_account_id !== accountId || earlier.amount !== input.amount) return undefined;
  const live = await liveCode(otpDepsOf(deps), { purpose: OTP_PURPOSE, subject: codeSubject(earlier) });
  if (!live) return undefined;
  if (input.sendMsg === 1) {
    await sendCode(deps, earlier, ip);
    return answerOf(earlier);
  }
  return { ...answerOf(earlier), codeStillValid: 1, resendIn: live.resendIn };
}

/**
 * A commit whose token already made an attempt. The same account and amount get the same answer (and the code
 * again with sendMsg 1); a paid attempt takes nothing else. An attempt that failed, or one still waiting for
 * its code that the borrower points at another account, is aimed again and goes on from there.
 */
async function commitAgain(
  deps: Deps,
  existing: CardRepaymentRow,
  account: BankAccountRow,
  needValid: 0 | 1,
  input: z.output<typeof RepaymentCommitRequestSchema>,
  ip: string,
): Promise<RepaymentCommit> {
  const same = existing.amount === input.amount && existing.bank_account_id === account.id;
  if (existing.status === 'paid') {
    if (same) return answerOf(existing);
    throw new AppError(ErrorCode.RepayRepeated, CARD_MESSAGES.otherAttempt);
  }
  if (same && existing.status === 'awaiting_code') {
    if (input.sendMsg === 1 && existing.need_valid === 1) await sendCode(deps, existing, ip);
    return answerOf(existing);
  }
  const at = deps.clock().toISOString();
  const aimed = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockRepayment(trx, existing.id);
    if (!locked || locked.status === 'paid') {
      throw new AppError(ErrorCode.RepayRepeated, CARD_MESSAGES.otherAttempt);
    }
    const changes = {
      bank_account_id: account.id,
      amount: input.amount,
      need_valid: needValid,
      status: 'awaiting_code' as const,
      failure: '',
      updated_at: at,
    };
    await updateRepayment(trx, locked.id, changes);
    return { ...locked, ...changes };
  });
  return proceed(deps, aimed, ip);
}

async function proceed(deps: Deps, row: CardRepaymentRow, ip: string): Promise<RepaymentCommit> {
  if (row.need_valid === 1) await sendCode(deps, row, ip);
  else await debitAndPost(deps, row.id);
  return answerOf(row);
}

// A code confirms one account and one amount: aiming the attempt elsewhere makes an earlier code useless.
const codeSubject = (row: Pick<CardRepaymentRow, 'id' | 'bank_account_id' | 'amount'>) =>
  `${row.id}:${row.bank_account_id}:${row.amount}`;

async function sendCode(deps: Deps, row: CardRepaymentRow, ip: string) {
  const [phone, lang] = await Promise.all([
    mobilePhoneOf(deps.db, row.user_id),
    langOfUser(deps.db, row.user_id),
  ]);
  await issueCode(otpDepsOf(deps), {
    purpose: OTP_PURPOSE,
    subject: codeSubject(row),
    phone,
    ip,
    // In the borrower's language (issue 30).
    message: (code) => inLang(CARD_MESSAGES.sms(code, row.amount, deps.config.company.appName), lang),
  });
}

export async function repaymentConfirm(
  deps: Deps,
  userId: string,
  input: { orderId: string; verifyCode: string; repaymentRecordId: string },
): Promise<null> {
  const found = await findRepayment(deps.db, input.repaymentRecordId);
  if (!found || found.user_id !== userId || found.order_id !== input.orderId) {
    throw notFound(CARD_MESSAGES.noRepayment);
  }
  if (found.status === 'paid') throw new AppError(ErrorCode.RepayRepeated, CARD_MESSAGES.otherAttempt);
  if (found.status === 'failed' || found.need_valid !== 1) {
    throw new AppError(ErrorCode.Conflict, CARD_MESSAGES.failedBefore);
  }
  // The code is checked with the attempt locked, so of two confirms at once the second sees it paid (800005).
  // A wrong code's lost try must survive: it is thrown only after the transaction commits.
  const wrong = await debitAndPost(deps, found.id, async (trx, locked) => {
    try {
      await verifyCode(otpDepsOf(deps, trx), {
        purpose: OTP_PURPOSE,
        subject: codeSubject(locked),
        code: input.verifyCode,
      });
      return undefined;
    } catch (error) {
      if (error instanceof OtpError) return error;
      throw error;
    }
  });
  if (wrong) {
    throw wrong.reason === 'wrong' ? new AppError(ErrorCode.RepayCodeWrong, wrong.message) : wrong;
  }
  return null;
}

/**
 * Debits the attempt's account and posts it, in one transaction with the attempt and the order locked. `gate`
 * runs first under the lock (the code check); what it returns stops the debit and is handed back.
 */
async function debitAndPost<T>(
  deps: Deps,
  recordId: string,
  gate?: (trx: Db, locked: CardRepaymentRow) => Promise<T | undefined>,
): Promise<T | undefined> {
  const now = deps.clock();
  const at = now.toISOString();
  const declined = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockRepayment(trx, recordId);
    if (!locked) throw notFound(CARD_MESSAGES.noRepayment);
    if (locked.status === 'paid') throw new AppError(ErrorCode.RepayRepeated, CARD_MESSAGES.otherAttempt);
    if (locked.status !== 'awaiting_code') throw new AppError(ErrorCode.Conflict, CARD_MESSAGES.failedBefore);
    const stop = gate ? await gate(trx, locked) : undefined;
    if (stop !== undefined) return { stop };
    await lockLiveCodes(trx, locked.order_id);
    const order = await lockOrder(trx, locked.order_id);
    assertPayable(order, 'repay', locked.amount, await getBusinessDate(trx, now));
    const account = await getAccount(trx, locked.bank_account_id);
    const result = await deps.debit.debit({
      reference: locked.id,
      bankCode: account.bank_code,
      accountNo: account.account_no,
      amount: locked.amount,
    });
    if (!result.approved) {
      await updateRepayment(trx, locked.id, { status: 'failed', failure: result.reason, updated_at: at });
      return { reason: result.reason };
    }
    await insertPayment(trx, {
      id: locked.id,
      user_id: locked.user_id,
      order_id: locked.order_id,
      kind: 'repay',
      channel: DEBIT_CHANNEL,
      amount: locked.amount,
      status: 'paid',
      gateway: deps.debit.name,
      gateway_ref: result.ref,
      pay_url: '',
      expires_at: at,
      paid_at: at,
      created_at: at,
      updated_at: at,
    });
    const toVoid = await postToLedger(trx, { ...locked, kind: 'repay' }, now, 'card');
    await authorizeDebits(trx, account.id, at);
    await updateRepayment(trx, locked.id, { status: 'paid', payment_id: locked.id, updated_at: at });
    return { toVoid };
  });
  if ('toVoid' in declined && declined.toVoid) deps.metrics.paymentsPosted.inc({ source: 'card' });
  // The order was paid another way: its pay codes die at the gateway too.
  if ('toVoid' in declined && declined.toVoid) await voidAtGateway(deps, declined.toVoid);
  if ('reason' in declined && declined.reason) {
    throw new AppError(ErrorCode.Conflict, CARD_MESSAGES.declined(declined.reason));
  }
  return 'stop' in declined ? declined.stop : undefined;
}

/** The third-party option: a code at the gateway for the amount, whose page the borrower is sent to. */
export async function repaymentHuichao(
  deps: Deps,
  userId: string,
  input: { userId: string; orderId: string; amount: number },
): Promise<{ url: string }> {
  // The body's userId is the page's; the session decides whose order it is, and another's reads as missing.
  const order = await findOrderForUser(deps.db, input.orderId, userId);
  if (!order || input.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  const { payUrl } = await generateVcode(deps, userId, {
    productId: order.product_id,
    orderId: order.id,
    amount: input.amount,
    channelNumber: THIRD_PARTY_CHANNEL,
  });
  return { url: payUrl };
}
