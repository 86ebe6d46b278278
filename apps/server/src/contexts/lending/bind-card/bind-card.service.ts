// Bind bank (spec 1 §2–§5, §7). card-init serves the form's items; bind-card-new and bind-card-change check
// every value against them with the item engine of every server-driven form (platform/form-items.ts: required fields,
// the option lists, digits and lengths), plus this form's own rules (e-wallet mobile numbers, each bank's account
// number length) and store the account for the borrower. The bound account becomes the disbursement account:
// of the order it was changed for (bind-card-change, from order details), or of the borrower's orders not yet
// paid out (bind-card-new), and an order awaiting its payout is sent it at once (contexts/lending/payouts). An order whose
// payout is on its way keeps its account.
import { randomBytes } from 'node:crypto';
import { normalizePhone } from '@pautang/contract/accounts';
import type { BankFormItem, BindCard, CardInit } from '@pautang/contract/bind-card';
import { BANK_ITEM_CODES as CODE } from '@pautang/contract/bind-card-codes';
import type { Deps } from '../../../platform/deps';
import { ErrorCode } from '@pautang/contract/errors';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { checkedAnswers, type ItemRules } from '../../../platform/form-items';
import { maskedAccountNo } from '../../identity/index';
import { findOrderForUser, updateOrder } from '../orders/orders.repository';
import { ORDER_NOT_FOUND } from '../orders/orders.service';
import { lockOrder } from '../payments/payments.repository';
import { payoutOnItsWay as onItsWayText } from '../payouts/payout-texts';
import { payoutOnItsWay, submitAwaitingPayouts, submitPayout } from '../payouts/payouts.service';
import { legalNameOfUser } from '../../identity/index';
import { BANK_FORM_ITEMS, BANKS, CARD_TYPES, WALLETS } from './bind-card-items';
import { isOwnName, legalNameLine, type LegalName } from '../../identity/index';
import { setDisbursementAccountOfUnpaidOrders } from './bind-card.repository';
import { findLiveAccountByNumber, insertBankAccount, updateAccountName } from '../../identity/index';

export const BIND_MESSAGES = {
  cardType: 'Please choose an account type.',
  wallet: 'Please choose your e-wallet.',
  walletNumber: (wallet: string) => `Please enter your ${wallet} mobile number, like 09171234567.`,
  bank: 'Please choose your bank.',
  bankAccount: 'Please enter your account number, digits only.',
  bankNumber: (bank: string, lengths: readonly number[]) =>
    `${bank} account numbers have ${lengths.join(' or ')} digits. Please check the number.`,
  accountName: 'Please enter the account name as the account shows it (letters only).',
  order: 'Please open this page from your order again.',
  /** Issue 40: the payout goes only to an account in the borrower's own name. */
  notOwnName: (legalName: string) =>
    `The account must be in your own name (${legalName}, as in your profile). Please bind an account in your name.`,
  noLegalName: 'Please complete your personal details first, so we can check the account is in your name.',
} as const;

export function cardInit(): CardInit {
  return [...BANK_FORM_ITEMS];
}

type Account = { kind: 'bank' | 'ewallet'; code: string; name: string; number: string; holder: string };

const walletOf = (channel: string) => WALLETS.find((w) => w.channel === channel);
const bankOf = (code: string) => BANKS.find((b) => b.code === code);

/**
 * The form's words for each item it refuses, whatever the fault the item engine found; the account name must be the
 * borrower's legal name (holder-name.ts), refused at its field with the name it must be.
 */
const bindRules = (legal: LegalName | undefined): ItemRules<BankFormItem> => ({
  message: (item, _fault, values) => {
    switch (item.code) {
      case CODE.cardType:
        return BIND_MESSAGES.cardType;
      case CODE.channel:
        return BIND_MESSAGES.wallet;
      case CODE.walletAccount:
        return BIND_MESSAGES.walletNumber(walletOf(item.channelNumber)?.name ?? 'e-wallet');
      case CODE.bankCode:
        return BIND_MESSAGES.bank;
      case CODE.bankAccount: {
        const bank = bankOf((values[CODE.bankCode] ?? '').trim());
        return bank ? BIND_MESSAGES.bankNumber(bank.name, bank.lengths) : BIND_MESSAGES.bankAccount;
      }
      default:
        return BIND_MESSAGES.accountName;
    }
  },
  check: (item, value, values) => {
    // Philippine e-wallets are keyed by a Philippine mobile number, whatever rule sign-in uses.
    if (item.code === CODE.walletAccount && !normalizePhone(value, 'ph'))
      return BIND_MESSAGES.walletNumber(walletOf(item.channelNumber)?.name ?? 'e-wallet');
    if (item.code === CODE.bankAccount) {
      const bank = bankOf((values[CODE.bankCode] ?? '').trim());
      if (bank && !(bank.lengths as readonly number[]).includes(value.length))
        return BIND_MESSAGES.bankNumber(bank.name, bank.lengths);
    }
    if (item.code === CODE.accountName) {
      if (!/^[\p{L}][\p{L} .',-]{1,79}$/u.test(value)) return BIND_MESSAGES.accountName;
      if (!legal) return BIND_MESSAGES.noLegalName;
      if (!isOwnName(value, legal)) return BIND_MESSAGES.notOwnName(legalNameLine(legal));
    }
    return undefined;
  },
});

/** Every value checked against the items by the item engine (platform/form-items.ts); the first fault is the message. */
function accountOf(values: Record<string, string>, legal: LegalName | undefined): Account {
  const answers = checkedAnswers(BANK_FORM_ITEMS, values, bindRules(legal));
  const get = (code: string) => answers[code] ?? '';
  const holder = get(CODE.accountName);
  if (get(CODE.cardType) === CARD_TYPES.ewallet) {
    const wallet = walletOf(get(CODE.channel));
    const number = normalizePhone(get(CODE.walletAccount), 'ph');
    if (!wallet || !number) throw invalid(BIND_MESSAGES.wallet);
    return { kind: 'ewallet', code: wallet.code, name: wallet.name, number, holder };
  }
  const bank = bankOf(get(CODE.bankCode));
  if (!bank) throw invalid(BIND_MESSAGES.bank);
  return { kind: 'bank', code: bank.code, name: bank.name, number: get(CODE.bankAccount), holder };
}

/** The borrower's account for these details: the one already bound, or a new one. */
async function saveAccount(
  deps: Deps,
  userId: string,
  account: Account,
): Promise<{ id: string; label: string; holder: string }> {
  const label = `${account.name} ${maskedAccountNo(account.number)}`;
  const existing = await findLiveAccountByNumber(deps.db, userId, account.code, account.number);
  if (existing) {
    await updateAccountName(deps.db, existing.id, account.holder);
    return { id: existing.id, label, holder: account.holder };
  }
  const id = `ba-${randomBytes(9).toString('base64url')}`;
  await insertBankAccount(deps.db, {
    id,
    user_id: userId,
    kind: account.kind,
    bank_code: account.code,
    bank_name: account.name,
    account_no: account.number,
    account_name: account.holder,
    debit_authorized_at: null,
    created_at: deps.clock().toISOString(),
    deleted_at: null,
  });
  return { id, label, holder: account.holder };
}

export async function bindCardNew(
  deps: Deps,
  userId: string,
  values: Record<string, string>,
): Promise<BindCard> {
  const saved = await saveAccount(deps, userId, accountOf(values, await legalNameOfUser(deps.db, userId)));
  await setDisbursementAccountOfUnpaidOrders(deps.db, userId, {
    label: saved.label,
    accountId: saved.id,
    holder: saved.holder,
    at: deps.clock().toISOString(),
  });
  await submitAwaitingPayouts(deps, userId);
  return { account: saved.label };
}

export async function bindCardChange(
  deps: Deps,
  userId: string,
  values: Record<string, string>,
): Promise<BindCard> {
  const orderId = (values.orderId ?? '').trim();
  if (!orderId) throw invalid(BIND_MESSAGES.order);
  // Another borrower's order reads exactly like a missing one, before anything is stored.
  const order = await findOrderForUser(deps.db, orderId, userId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const account = accountOf(values, await legalNameOfUser(deps.db, userId));
  // The money is already on its way to the account the order names: it cannot be redirected mid-payout.
  const early = await payoutOnItsWay(deps.db, order.id);
  if (early) throw new AppError(ErrorCode.Conflict, onItsWayText(early));
  const saved = await saveAccount(deps, userId, account);
  // Checked again with the order locked, where a payout is reserved: the account a payout goes to is the one the
  // order names when it leaves, and never changes after.
  const onItsWay = await deps.db.transaction().execute(async (trx) => {
    await lockOrder(trx, order.id);
    const live = await payoutOnItsWay(trx, order.id);
    if (live) return live;
    await updateOrder(
      trx,
      order.id,
      {
        disbursement_account: saved.label,
        disbursement_account_id: saved.id,
        disbursement_account_name: saved.holder,
        card_need_pop: 0,
      },
      deps.clock().toISOString(),
    );
    return undefined;
  });
  if (onItsWay) throw new AppError(ErrorCode.Conflict, onItsWayText(onItsWay));
  // The fix-the-account path: a payout the old account could not receive is sent to this one.
  await submitPayout(deps, order.id);
  return { account: saved.label };
}
