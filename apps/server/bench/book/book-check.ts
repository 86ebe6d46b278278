// The proof that the app accepts the book: the real app (buildApp, as the tests build it) on the book's database,
// called as a borrower for random borrowers (order details, loan confirmation, repayment info, the complaint list:
// api-load.ts's calls) and as staff for the borrower file. Each must answer 200 with code 0, and the figures must be
// the ledger's: each order's ledger, replayed through the server's own posting (loan-posting.ts) from the loan as
// disbursed, gives every entry's balance_after, the order row's stored state, and the status, amount due and
// outstanding balance the borrower is shown.
import { accrue, loanAtDisbursement, orderStatus, overdueSince, type LoanState } from '@pautang/loan-engine';
import { AGENT_SESSION_PATHS } from '@pautang/contract/back-office';
import { calls } from '@pautang/contract/calls';
import { API_PREFIX, endpoints, type EndpointKey } from '@pautang/contract/endpoints';
import { createFullWire } from '@pautang/contract/native-wire';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import type { Db } from '../../src/platform/db/client';
import { MemoryStore } from '../../src/platform/storage';
import { getBusinessDate } from '../../src/contexts/staff/index';
import { loanStateOf } from '../../src/contexts/lending/index';
import type { OrderRow } from '../../src/contexts/lending/index';
import { postPayment } from '../../src/contexts/lending/index';
import { BOOK_DEVICE_ID, BOOK_SEED, bookUserId, sessionTokenFor } from './book-keys';
import { randomFor, seedNumber } from './book-random';
import { BOOK_STAFF, BOOK_STAFF_PASSWORD } from './book-rows';

export type CheckResult = {
  borrowers: number;
  calls: number;
  ordersReplayed: number;
  ledgerEntriesReplayed: number;
  borrowerFiles: number;
  failures: string[];
};

const ACTIVE = [170, 174, 180];

export async function checkBook(
  db: Db,
  options: {
    databaseUrl?: string | undefined;
    borrowers: number;
    sample?: number;
    files?: number;
    seed?: string;
  },
): Promise<CheckResult> {
  const seed = options.seed ?? BOOK_SEED;
  const config = {
    ...loadConfig({ ...process.env, NODE_ENV: 'test' }),
    databaseUrl: options.databaseUrl,
    dataDir: undefined,
    storage: { kind: 'disk' as const, directory: undefined },
    h5Dist: '/nonexistent',
    h5ServerDist: '/nonexistent',
    consoleDist: '/nonexistent',
    publicOrigin: 'http://localhost',
    redisUrl: undefined,
    jobs: false,
    payoutSweepSeconds: 0,
  };
  config.rateLimit = {
    ...config.rateLimit,
    perIp: 1e9,
    perSession: 1e9,
    authFailuresPerIp: 1e9,
    sessionMintsPerIp: 1e9,
  };
  const app = await buildApp({ db, config, files: new MemoryStore(), logger: false });
  const wire = createFullWire(config.wireMode);
  const result: CheckResult = {
    borrowers: 0,
    calls: 0,
    ordersReplayed: 0,
    ledgerEntriesReplayed: 0,
    borrowerFiles: 0,
    failures: [],
  };
  const fail = (what: string) => result.failures.push(what);
  try {
    const businessDate = await getBusinessDate(db, new Date());
    // As the H5 sends a call (test-helper.ts call): the session in the query, the input in the query of a GET and
    // as the JSON body of a POST.
    const call = async (
      key: EndpointKey,
      session: Record<string, string>,
      input: Record<string, string>,
      what: string,
    ) => {
      const q = new URLSearchParams();
      const get = endpoints[key].method === 'GET';
      for (const [k, v] of Object.entries(get ? { ...session, ...input } : session))
        q.set(wire.keyToWire(k), v);
      const res = await app.inject({
        method: endpoints[key].method,
        url: `${API_PREFIX}${wire.pathToWire(endpoints[key].path)}?${q}`,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        ...(get ? {} : { payload: wire.toWire(input) as Record<string, unknown> }),
      });
      result.calls++;
      const body = res.json() as { code: unknown; message: string; data: unknown };
      if (res.statusCode !== 200 || Number(body.code) !== 0) {
        fail(`${what}: HTTP ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
        return undefined;
      }
      return wire.fromWire(body.data) as Record<string, unknown>;
    };

    const r = randomFor(seedNumber(`${seed}:check`), 0);
    const sample = Math.min(options.sample ?? 50, options.borrowers);
    const picked = new Set<number>();
    while (picked.size < sample) picked.add(r.int(0, options.borrowers - 1));
    for (const i of picked) {
      result.borrowers++;
      const userId = bookUserId(i);
      const session = { sessionId: sessionTokenFor(i, seed), userId, deviceId: BOOK_DEVICE_ID };
      const orders = (await db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute()) as OrderRow[];
      if (orders.length === 0) fail(`borrower ${i}: no orders`);
      for (const order of orders) {
        const replayed = await replayLedger(db, order, businessDate, fail);
        result.ordersReplayed++;
        result.ledgerEntriesReplayed += replayed.entries;
        const status = order.status_override ?? orderStatus(replayed.state, businessDate);
        const details = await call(
          'loanDetails',
          session,
          { orderId: order.id },
          `order details ${order.id}`,
        );
        if (details && details.orderStatus !== status) {
          fail(
            `order details ${order.id}: status ${String(details.orderStatus)}, the ledger gives ${status}`,
          );
        }
        if (ACTIVE.includes(status) && order.disbursed_on) {
          const info = await call(
            'loanPlayDetail',
            session,
            { orderId: order.id, productId: order.product_id },
            `repayment info ${order.id}`,
          );
          const accrual = accrue(replayed.state, businessDate);
          if (info && info.repayAmount !== accrual.dueAmount) {
            fail(
              `repayment info ${order.id}: due ${String(info.repayAmount)}, the ledger gives ${accrual.dueAmount}`,
            );
          }
          const rows = (info?.detail ?? []) as { text: string; value: number }[];
          const outstanding = rows.at(-1)?.text.startsWith('Outstanding')
            ? rows.at(-1)
            : rows.find((x) => x.text.startsWith('Outstanding'));
          if (info && outstanding?.value !== accrual.outstandingAmount) {
            fail(
              `repayment info ${order.id}: outstanding ${String(outstanding?.value)}, the ledger gives ${accrual.outstandingAmount}`,
            );
          }
        }
      }
      await call('loanDetailConfirm', session, { productId: 'prod-quick-5k' }, `loan confirmation ${userId}`);
      await call('problemList', session, {}, `complaint list ${userId}`);
    }

    // The back office: the first bench admin (every role) opens borrower files.
    const admin = BOOK_STAFF.find((s) => s.roles.length > 1);
    if (!admin) throw new Error('no bench admin');
    const signIn = await app.inject({
      method: 'POST',
      url: API_PREFIX + AGENT_SESSION_PATHS.signIn,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { username: admin.username, password: BOOK_STAFF_PASSWORD },
    });
    if (signIn.statusCode !== 200)
      fail(`staff sign-in: HTTP ${signIn.statusCode} ${signIn.body.slice(0, 200)}`);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    const files = [...picked].slice(0, options.files ?? 10);
    for (const i of files) {
      const def = calls.consoleBorrowerFile;
      const res = await app.inject({
        method: def.method,
        url: API_PREFIX + def.path.replace(':id', encodeURIComponent(bookUserId(i))),
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      });
      result.calls++;
      result.borrowerFiles++;
      const body = res.json() as { code: unknown };
      if (res.statusCode !== 200 || Number(body.code) !== 0) {
        fail(`borrower file ${bookUserId(i)}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  } finally {
    await app.close();
  }
  return result;
}

/**
 * An order's ledger replayed from the loan as disbursed, as the server posted each entry: every balance_after must
 * be the replay's, and the row's stored state the state the replay ends in.
 */
async function replayLedger(
  db: Db,
  order: OrderRow,
  businessDate: string,
  fail: (what: string) => void,
): Promise<{ state: LoanState; entries: number }> {
  const entries = await db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const stored = loanStateOf(order);
  let state = loanAtDisbursement(stored);
  for (const e of entries) {
    const posting = postPayment(state, e.kind, e.amount, e.business_date, e.business_date);
    state = {
      ...state,
      rolloverCount: posting.order.rollover_count ?? 0,
      rolledOverChargesAmount: posting.order.rolled_over_charges_amount ?? 0,
      periodStartOn: posting.order.period_start_on ?? null,
      carriedFeesAmount: posting.order.carried_fees_amount ?? 0,
      principalRepaidAmount: posting.order.principal_repaid_amount ?? 0,
      penaltyCharged: posting.order.penalty_charged ?? false,
      penaltyWaivedAmount: posting.order.penalty_waived_amount ?? 0,
      settledOn: posting.order.settled_on ?? null,
      instalmentsPaid: JSON.parse(posting.order.instalments_paid as string) as LoanState['instalmentsPaid'],
    };
    if (posting.balanceAfter !== e.balance_after || posting.appliedAmount !== e.applied_amount) {
      fail(
        `ledger ${e.payment_id}: balance_after ${e.balance_after}, the replay gives ${posting.balanceAfter}`,
      );
    }
  }
  const keys = [
    'rolloverCount',
    'principalRepaidAmount',
    'carriedFeesAmount',
    'penaltyCharged',
    'settledOn',
    'periodStartOn',
  ] as const;
  for (const key of keys) {
    if ((stored[key] ?? null) !== (state[key] ?? null) && !(stored[key] === 0 && state[key] === undefined)) {
      fail(`order ${order.id}: ${key} ${String(stored[key])}, the ledger gives ${String(state[key])}`);
    }
  }
  // jsonb keeps keys in its own order: compared with sorted keys.
  if (canonical(stored.instalmentsPaid ?? []) !== canonical(state.instalmentsPaid ?? [])) {
    fail(`order ${order.id}: instalments_paid differs from the ledger's`);
  }
  // The collections book selects on overdue_since (migration 0031): it must be the engine's day for the loan stored.
  const since = order.status === 200 ? null : overdueSince(stored);
  if ((order.overdue_since ?? null) !== since) {
    fail(
      `order ${order.id}: overdue_since ${String(order.overdue_since)}, the engine gives ${String(since)}`,
    );
  }
  // The stored status is as of the load; a status computed today must be the replay's.
  void businessDate;
  return { state, entries: entries.length };
}

const canonical = (rows: readonly object[]) =>
  JSON.stringify(
    rows.map((row) => Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))),
  );
