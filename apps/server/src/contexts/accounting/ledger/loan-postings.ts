// The posting rules of a loan's money (issue 42): which accounts each event debits and credits. Lending calls them
// inside the transaction of the event, with the engine's figures; the rules know accounts, not loans.
// - A payout: the principal lent leaves the payout rail's cash.
// - A payment: the collection rail's cash (or the refund balance it came from) settles each receivable by the
//   engine's allocation; what no loan took is owed back (refunds payable).
// - Between events, and after each: the books are brought to what the engine says the loan holds (syncLoanBooks):
//   interest charged goes to unearned interest and is earned day by day; fees are income when charged; penalties
//   and late interest are income as they accrue; a waiver's penalty goes to waivers (contra-income).
import type { Db } from '../../../platform/db/client';
import {
  ACCOUNTS,
  orderNets,
  postEntry,
  prefetchOrderNets,
  takeOrderNetsAsKnown,
  type JournalLine,
  type NewEntry,
  type Posted,
} from './ledger.service';
import { allOrderBalances, orderBalances } from './ledger.repository';

/** What the books hold for a loan: its receivables and its unearned interest (the engine's bookPosition). */
export type LoanPosition = {
  principalAmount: number;
  interestAmount: number;
  feesAmount: number;
  penaltiesAmount: number;
  unearnedInterestAmount: number;
};

/** A loan the books hold nothing of. */
export const NO_POSITION: Readonly<LoanPosition> = Object.freeze({
  principalAmount: 0,
  interestAmount: 0,
  feesAmount: 0,
  penaltiesAmount: 0,
  unearnedInterestAmount: 0,
});

/** The accounts a loan's position is kept in, each line of them naming the order, and its figure in each. */
export const FIELD_OF: Readonly<Record<string, keyof LoanPosition>> = {
  [ACCOUNTS.loansReceivable]: 'principalAmount',
  [ACCOUNTS.interestReceivable]: 'interestAmount',
  [ACCOUNTS.feesReceivable]: 'feesAmount',
  [ACCOUNTS.penaltiesReceivable]: 'penaltiesAmount',
  [ACCOUNTS.unearnedInterest]: 'unearnedInterestAmount',
};
export const LOAN_ACCOUNTS = Object.keys(FIELD_OF);

export const COLLECTION_CASH = {
  gateway: ACCOUNTS.cashCollectionsGateway,
  card: ACCOUNTS.cashCollectionsCard,
  // A refund balance applied to a loan: no cash moves, what was owed back pays the loan.
  'refund-balance': ACCOUNTS.refundsPayable,
} as const;
export type CollectionSource = keyof typeof COLLECTION_CASH;

export const PAYOUT_CASH = { bank: ACCOUNTS.cashPayoutsBank, ewallet: ACCOUNTS.cashPayoutsEwallet } as const;
export type PayoutRail = keyof typeof PAYOUT_CASH;

/** Each rail's cash account: what the check holds to the money records of each order (see cashOfOrders). */
export const RAIL_CASH = {
  gateway: ACCOUNTS.cashCollectionsGateway,
  card: ACCOUNTS.cashCollectionsCard,
  ...PAYOUT_CASH,
} as const;
export type CashRail = keyof typeof RAIL_CASH;
const CASH_ACCOUNTS = Object.values(RAIL_CASH);

/**
 * Why the books of a loan move to the engine's figures: the event decides what the other side of a change is.
 * opening: a loan the books did not hold yet (the demo book, a migration), against opening balances.
 */
export type SyncCause =
  'disbursement' | 'accrual' | 'payment' | 'rollover' | 'waiver' | 'opening' | 'restructure';

type Event = { businessDate: string; at: string; orderId: string };

/** A loan's position from its balances per loan account (debits less credits, as the repository nets them). */
function positionFromNets(nets: Iterable<readonly [string, number]>): LoanPosition {
  const position = { ...NO_POSITION };
  for (const [account, net] of nets) {
    const field = FIELD_OF[account];
    // Unearned interest is credit-normal: its balance is its credits less its debits.
    if (field) position[field] += field === 'unearnedInterestAmount' ? -net : net;
  }
  return position;
}

/** Each order's position from its balances per loan account. */
function positionsOf(rows: readonly { order_id: string; account_code: string; net: number }[]) {
  const byOrder = new Map<string, [string, number][]>();
  for (const row of rows) {
    const nets = byOrder.get(row.order_id) ?? [];
    nets.push([row.account_code, row.net]);
    byOrder.set(row.order_id, nets);
  }
  return new Map([...byOrder].map(([orderId, nets]) => [orderId, positionFromNets(nets)]));
}

/**
 * The order's balances held now, per loan account; undefined when the books hold no line of them (a loan lent
 * before they were kept; a payment owed back in full names the order on other accounts only).
 */
export async function loanBooksOf(trx: Db, orderId: string): Promise<LoanPosition | undefined> {
  const { nets, rows } = await orderNets(trx, LOAN_ACCOUNTS, orderId);
  return rows === 0 ? undefined : positionFromNets(nets);
}

/** Reads the books of many loans at once for a batch of posts in the transaction (the daily accrual). */
export const prefetchLoanBooks = (trx: Db, orderIds: readonly string[]): Promise<void> =>
  prefetchOrderNets(trx, LOAN_ACCOUNTS, orderIds);

/** Whether the books hold the loan (see loanBooksOf). */
export const hasLoanBooks = async (trx: Db, orderId: string): Promise<boolean> =>
  (await loanBooksOf(trx, orderId)) !== undefined;

/**
 * A move of `amount` (either sign) into `account`, the other side `counter`: `account` is debited when it is
 * positive, credited when negative.
 */
function move(account: string, counter: string, amount: number): JournalLine[] {
  if (amount === 0) return [];
  return amount > 0
    ? [
        { account, debit: amount },
        { account: counter, credit: amount },
      ]
    : [
        { account: counter, debit: -amount },
        { account, credit: -amount },
      ];
}

/**
 * Brings the books of one loan to `target`, the engine's figures for the day, with one entry (none when they agree).
 * Principal moves only by a payout, a payment or an opening: a difference elsewhere is a defect, refused. With
 * `openIfNew`, a loan the books hold nothing of is first opened at `target` against opening balances (its own
 * entry, `opening:<order>`): what it earned and charged before is not this event's.
 *
 * Inside a posting batch, the first look at a loan the books keep current (`openIfNew`: a payment's catch-up) takes
 * them to hold `target` already, as they do once the day's accrual has run, and the batch's write checks it (the
 * catch-up is then nothing, and reading them would be the payment's only other trip to the books).
 */
export async function syncLoanBooks(
  trx: Db,
  e: Event & { cause: SyncCause; source: string; target: LoanPosition; openIfNew?: boolean },
): Promise<Posted | undefined> {
  if (
    e.openIfNew &&
    e.cause !== 'opening' &&
    takeOrderNetsAsKnown(trx, {
      orderId: e.orderId,
      accounts: LOAN_ACCOUNTS,
      nets: netsOf(e.target),
      catchUp: ({ nets, rows }) =>
        rows === 0
          ? syncEntry({ ...e, cause: 'opening', source: `opening:${e.orderId}` }, NO_POSITION)
          : syncEntry(e, positionFromNets(nets)),
    })
  ) {
    return undefined;
  }
  const held = await loanBooksOf(trx, e.orderId);
  if (held) return postSync(trx, e, held);
  if (!e.openIfNew || e.cause === 'opening') return postSync(trx, e, NO_POSITION);
  // Opened at the target, the books then hold what the event's own sync would move them to: nothing more to post.
  await postSync(trx, { ...e, cause: 'opening', source: `opening:${e.orderId}` }, NO_POSITION);
  return undefined;
}

/** A position as its balances per loan account (debits less credits). */
function netsOf(position: LoanPosition): Map<string, number> {
  return new Map(
    Object.entries(FIELD_OF).map(([account, field]) => [
      account,
      field === 'unearnedInterestAmount' ? -position[field] : position[field],
    ]),
  );
}

/** Posts the entry that moves the loan's books from `held` to `e.target` (syncEntry). */
function postSync(
  trx: Db,
  e: Event & { cause: SyncCause; source: string; target: LoanPosition },
  held: LoanPosition,
): Promise<Posted | undefined> {
  return postEntry(trx, syncEntry(e, held));
}

/** The entry that moves the loan's books from `held` to `e.target`, its other sides chosen by the cause. */
function syncEntry(
  e: Event & { cause: SyncCause; source: string; target: LoanPosition },
  held: LoanPosition,
): NewEntry {
  const opening = e.cause === 'opening';
  const principal = e.target.principalAmount - held.principalAmount;
  if (principal !== 0 && !opening) {
    throw new Error(`order ${e.orderId}: principal differs by ${principal} outside a payout or a payment`);
  }
  const interest = e.target.interestAmount - held.interestAmount;
  // Interest charged (or no longer charged) is unearned first; what the days have earned then moves to income.
  const earned = held.unearnedInterestAmount + interest - e.target.unearnedInterestAmount;
  const income = (account: string) => (opening ? ACCOUNTS.openingBalances : account);
  const penalties = e.target.penaltiesAmount - held.penaltiesAmount;
  const lines = [
    ...move(ACCOUNTS.loansReceivable, ACCOUNTS.openingBalances, principal),
    ...move(ACCOUNTS.interestReceivable, ACCOUNTS.unearnedInterest, interest),
    ...move(ACCOUNTS.unearnedInterest, income(ACCOUNTS.interestIncome), earned),
    ...move(
      ACCOUNTS.feesReceivable,
      income(e.cause === 'rollover' ? ACCOUNTS.rolloverFeeIncome : ACCOUNTS.serviceFeeIncome),
      e.target.feesAmount - held.feesAmount,
    ),
    ...move(
      ACCOUNTS.penaltiesReceivable,
      penalties < 0 && e.cause === 'waiver' ? ACCOUNTS.waivers : income(ACCOUNTS.penaltyIncome),
      penalties,
    ),
  ];
  return {
    source: e.source,
    kind: `loan-${e.cause}`,
    businessDate: e.businessDate,
    orderId: e.orderId,
    at: e.at,
    lines,
  };
}

/** A loan paid out: the principal leaves the rail's cash. */
export function postPayout(
  trx: Db,
  e: Event & { payoutId: string; rail: PayoutRail; amount: number },
): Promise<Posted | undefined> {
  return postEntry(trx, {
    source: `payout:${e.payoutId}`,
    kind: 'payout',
    businessDate: e.businessDate,
    orderId: e.orderId,
    payoutId: e.payoutId,
    at: e.at,
    lines: move(ACCOUNTS.loansReceivable, PAYOUT_CASH[e.rail], e.amount),
  });
}

/** What a payment settled on each receivable, and what no loan took. */
export type PaidBuckets = {
  principalAmount: number;
  interestAmount: number;
  feesAmount: number;
  penaltiesAmount: number;
  remainderAmount: number;
};

/** A payment to a loan: the rail's cash in, each receivable settled by the engine's allocation, the rest owed back. */
export function postLoanPayment(
  trx: Db,
  e: Event & { paymentId: string; from: CollectionSource; amount: number; paid: PaidBuckets; kind: string },
): Promise<Posted | undefined> {
  const { paid } = e;
  const settled =
    paid.principalAmount +
    paid.interestAmount +
    paid.feesAmount +
    paid.penaltiesAmount +
    paid.remainderAmount;
  if (settled !== e.amount) throw new Error(`payment ${e.paymentId}: ${e.amount} paid, ${settled} allocated`);
  return postEntry(trx, {
    source: `payment:${e.paymentId}`,
    kind: e.kind,
    businessDate: e.businessDate,
    orderId: e.orderId,
    paymentId: e.paymentId,
    at: e.at,
    lines: [
      { account: COLLECTION_CASH[e.from], debit: e.amount },
      { account: ACCOUNTS.loansReceivable, credit: paid.principalAmount },
      { account: ACCOUNTS.interestReceivable, credit: paid.interestAmount },
      { account: ACCOUNTS.feesReceivable, credit: paid.feesAmount },
      { account: ACCOUNTS.penaltiesReceivable, credit: paid.penaltiesAmount },
      // Owed back to the borrower: not one of the loan's accounts (LOAN_ACCOUNTS), though the line names the order.
      { account: ACCOUNTS.refundsPayable, credit: paid.remainderAmount },
    ],
  });
}

/**
 * A loan closed into a restructure plan (issue 42): the old order's receivables, as the plan settles them, move to
 * the plan's order: its principal still owed to the plan's principal, its other charges to the plan's fees (owed
 * again there, without interest), and late charges forgiven under the plan's rule to waivers. No cash moves.
 */
export function postRestructure(
  trx: Db,
  e: Omit<Event, 'orderId'> & {
    source: string;
    fromOrderId: string;
    toOrderId: string;
    settled: Omit<PaidBuckets, 'remainderAmount'>;
    principalAmount: number;
    carriedAmount: number;
    waivedAmount: number;
  },
): Promise<Posted | undefined> {
  const { settled } = e;
  const from = (account: string, credit: number): JournalLine => ({
    account,
    credit,
    orderId: e.fromOrderId,
  });
  return postEntry(trx, {
    source: e.source,
    kind: 'restructure',
    businessDate: e.businessDate,
    orderId: e.toOrderId,
    at: e.at,
    lines: [
      { account: ACCOUNTS.loansReceivable, debit: e.principalAmount, orderId: e.toOrderId },
      { account: ACCOUNTS.feesReceivable, debit: e.carriedAmount, orderId: e.toOrderId },
      { account: ACCOUNTS.waivers, debit: e.waivedAmount, orderId: e.fromOrderId },
      from(ACCOUNTS.loansReceivable, settled.principalAmount),
      from(ACCOUNTS.interestReceivable, settled.interestAmount),
      from(ACCOUNTS.feesReceivable, settled.feesAmount),
      from(ACCOUNTS.penaltiesReceivable, settled.penaltiesAmount),
    ],
  });
}

/** A payment whose debt no longer existed (a code paid after the loan was settled another way): owed back whole. */
export function postStalePayment(
  trx: Db,
  e: Event & { paymentId: string; amount: number; source?: string },
): Promise<Posted | undefined> {
  return postEntry(trx, {
    source: e.source ?? `payment:${e.paymentId}`,
    kind: 'payment-stale',
    businessDate: e.businessDate,
    orderId: e.orderId,
    paymentId: e.paymentId,
    at: e.at,
    lines: move(ACCOUNTS.cashCollectionsGateway, ACCOUNTS.refundsPayable, e.amount),
  });
}

/** The accounts a loan's income is kept in: each line of them names the order it was earned on. */
const LOAN_INCOME_ACCOUNTS = [
  ACCOUNTS.interestIncome,
  ACCOUNTS.serviceFeeIncome,
  ACCOUNTS.rolloverFeeIncome,
  ACCOUNTS.penaltyIncome,
  ACCOUNTS.waivers,
];

/**
 * A payout the receiving bank sent back after the rail reported it paid, on a loan nothing was paid on: the loan
 * never reached the borrower, so the books undo it whole. The cash is back in the rail, and every receivable, the
 * unearned interest and each income the loan made are taken back out (the payout's entry and every charge and
 * accrual since, in one entry that names the payout's).
 */
export async function postPayoutReturned(
  trx: Db,
  e: Event & { payoutId: string; rail: PayoutRail; amount: number },
): Promise<Posted | undefined> {
  const { nets } = await orderNets(trx, [...LOAN_ACCOUNTS, ...LOAN_INCOME_ACCOUNTS], e.orderId);
  const lines: JournalLine[] = [{ account: PAYOUT_CASH[e.rail], debit: e.amount }];
  for (const [account, net] of nets) {
    if (net > 0) lines.push({ account, credit: net });
    else if (net < 0) lines.push({ account, debit: -net });
  }
  return postEntry(trx, {
    source: `payout-return:${e.payoutId}`,
    kind: 'payout-returned',
    businessDate: e.businessDate,
    orderId: e.orderId,
    payoutId: e.payoutId,
    at: e.at,
    lines,
  });
}

/**
 * A payout returned after the borrower had already paid on the loan: the loan cannot simply be undone (their
 * payments settled it in part), so the cash back in the rail is held in gateway suspense, and the daily check lists
 * the order (its payout rail's cash no longer what its payout moved) until finance settles it with the borrower.
 */
export function postPayoutReturnHeld(
  trx: Db,
  e: Event & { payoutId: string; rail: PayoutRail; amount: number },
): Promise<Posted | undefined> {
  return postEntry(trx, {
    source: `payout-return:${e.payoutId}`,
    kind: 'payout-return-held',
    businessDate: e.businessDate,
    orderId: e.orderId,
    payoutId: e.payoutId,
    at: e.at,
    lines: move(PAYOUT_CASH[e.rail], ACCOUNTS.gatewaySuspense, e.amount),
  });
}

/** Money owed back, paid out through the payout rail. */
export function postRefundPaid(
  trx: Db,
  e: Event & { refundId: string; rail: PayoutRail; amount: number },
): Promise<Posted | undefined> {
  return postEntry(trx, {
    source: `refund:${e.refundId}`,
    kind: 'refund',
    businessDate: e.businessDate,
    orderId: e.orderId,
    refundId: e.refundId,
    at: e.at,
    lines: move(ACCOUNTS.refundsPayable, PAYOUT_CASH[e.rail], e.amount),
  });
}

/**
 * Money owed back that the books did not hold (positive: it appears) or no longer owe (negative: the demo put an
 * order back, removing its payments), against opening balances.
 */
export function postRefundsOpening(
  trx: Db,
  e: Event & { source: string; amount: number },
): Promise<Posted | undefined> {
  return postEntry(trx, {
    source: e.source,
    kind: 'refunds-opening',
    businessDate: e.businessDate,
    orderId: e.orderId,
    at: e.at,
    lines: move(ACCOUNTS.openingBalances, ACCOUNTS.refundsPayable, e.amount),
  });
}

/**
 * The cash each order moved through each rail, as the books hold it: the lines naming an order on a rail's cash
 * account (money events name their order; an accountant's entry, a transfer or a bank charge, names none). One
 * order's, or every order's.
 */
export async function cashOfOrders(db: Db, orderId?: string): Promise<Map<string, Map<CashRail, number>>> {
  const railOf = new Map<string, CashRail>(
    Object.entries(RAIL_CASH).map(([rail, code]) => [code, rail as CashRail]),
  );
  const cash = new Map<string, Map<CashRail, number>>();
  const rows =
    orderId === undefined ? allOrderBalances(db, CASH_ACCOUNTS) : orderBalances(db, CASH_ACCOUNTS, orderId);
  for (const row of await rows) {
    const rail = railOf.get(row.account_code);
    if (!rail || row.net === 0) continue;
    cash.set(row.order_id, (cash.get(row.order_id) ?? new Map()).set(rail, row.net));
  }
  return cash;
}

/**
 * The cash an order's records no longer hold taken out of the books, against opening balances: the demo puts a
 * scenario's order back, deleting its payments, payouts and refunds. Call before they are deleted.
 */
export async function clearOrderCash(trx: Db, e: Event & { source: string }): Promise<Posted | undefined> {
  const held = (await cashOfOrders(trx, e.orderId)).get(e.orderId) ?? new Map<CashRail, number>();
  return postEntry(trx, {
    source: e.source,
    kind: 'cash-opening',
    businessDate: e.businessDate,
    orderId: e.orderId,
    at: e.at,
    lines: [...held].flatMap(([rail, net]) => move(ACCOUNTS.openingBalances, RAIL_CASH[rail], net)),
  });
}

/** Every order's balances per loan account, as the books hold them (the check reads them all at once). */
export async function allLoanBooks(db: Db): Promise<Map<string, LoanPosition>> {
  return positionsOf(await allOrderBalances(db, LOAN_ACCOUNTS));
}

/**
 * A loan written off: its receivables leave the books. The part of its interest not yet earned was never income,
 * so it goes back out of unearned interest; the rest is the loss (loans written off, an expense: there is no
 * allowance to take it from until provisioning is kept). Answers the loss.
 */
export async function postWriteOff(
  trx: Db,
  e: Event & { source: string; postedBy: string | null },
): Promise<number> {
  const held = (await loanBooksOf(trx, e.orderId)) ?? NO_POSITION;
  const receivable = held.principalAmount + held.interestAmount + held.feesAmount + held.penaltiesAmount;
  const loss = receivable - held.unearnedInterestAmount;
  await postEntry(trx, {
    source: e.source,
    kind: 'write-off',
    businessDate: e.businessDate,
    orderId: e.orderId,
    postedBy: e.postedBy,
    at: e.at,
    lines: [
      { account: ACCOUNTS.unearnedInterest, debit: held.unearnedInterestAmount },
      { account: ACCOUNTS.loansWrittenOff, debit: loss },
      { account: ACCOUNTS.loansReceivable, credit: held.principalAmount },
      { account: ACCOUNTS.interestReceivable, credit: held.interestAmount },
      { account: ACCOUNTS.feesReceivable, credit: held.feesAmount },
      { account: ACCOUNTS.penaltiesReceivable, credit: held.penaltiesAmount },
    ],
  });
  return loss;
}

/** A payment to a loan written off: a recovery, the cash in; what no loan took is still owed back. */
export function postRecovery(
  trx: Db,
  e: Event & { paymentId: string; from: CollectionSource; amount: number; remainderAmount: number },
): Promise<Posted | undefined> {
  return postEntry(trx, {
    source: `payment:${e.paymentId}`,
    kind: 'recovery',
    businessDate: e.businessDate,
    orderId: e.orderId,
    paymentId: e.paymentId,
    at: e.at,
    lines: [
      { account: COLLECTION_CASH[e.from], debit: e.amount },
      { account: ACCOUNTS.recoveries, credit: e.amount - e.remainderAmount },
      { account: ACCOUNTS.refundsPayable, credit: e.remainderAmount },
    ],
  });
}
