// The book's rows, borrower by borrower: a borrower i is made from the seed and i alone (book-random.ts), so the
// book is the same for the same seed and any borrower can be made again to check it. Rows are emitted as arrays in
// each table's column order (BOOK_COLUMNS); book-sink.ts turns them into COPY text.
import { STAFF_ROLES, type StaffRole } from '@pautang/contract/call';
import { addWeekdays, pricingTermsOf, type Product } from '@pautang/loan-engine';
import { COMPLAINT_REPLY_WEEKDAYS, COMPLAINT_RESOLVE_DAYS } from '@pautang/contract/constants';
import { DEMO_PRODUCTS } from '../../src/contexts/demo/index';
import { lifeTemplate, loanAt, loanFigures, type LoanAt, type PlanStep } from './book-loans';
import { BOOK_DEVICE_ID, bookOrderId, bookUserId, sessionTokenFor, sessionTokenHash } from './book-keys';
import {
  EMPLOYERS,
  FIRST_NAMES,
  instantOn,
  LAST_NAMES,
  PLACES,
  randomFor,
  seedNumber,
  shiftDay as addDays,
  type Random,
} from './book-random';

export type Cell = string | number | boolean | null;
export type Emit = (table: BookTable, row: Cell[]) => void;

/** The columns each table is loaded with, in order; the rest take their defaults (serial ids among them). */
export const BOOK_COLUMNS = {
  users: ['id', 'mobile_phone', 'full_name', 'client_type', 'created_at', 'lang'],
  profile_steps: ['user_id', 'step', 'answers', 'completed_at'],
  bank_accounts: [
    'id',
    'user_id',
    'kind',
    'bank_code',
    'bank_name',
    'account_no',
    'account_name',
    'created_at',
  ],
  sessions: ['token_hash', 'user_id', 'device_id', 'app_name', 'created_at', 'expires_at'],
  credit_decisions: [
    'id',
    'user_id',
    'product_id',
    'amount',
    'term_days',
    'inputs',
    'rules',
    'outcome',
    'reason',
    'offer_amount',
    'offer_term_days',
    'business_date',
    'decided_at',
    'decided_by',
  ],
  orders: [
    'id',
    'user_id',
    'product_id',
    'status',
    'status_override',
    'principal_amount',
    'term_days',
    'terms',
    'client_type',
    'disbursed_on',
    'disbursement_failed',
    'rollover_count',
    'rolled_over_charges_amount',
    'period_start_on',
    'carried_fees_amount',
    'principal_repaid_amount',
    'penalty_charged',
    'penalty_waived_amount',
    'settled_on',
    'covered',
    'caps_all_loans',
    'instalments_paid',
    'agreement_ids',
    'agreed_at',
    'created_at',
    'updated_at',
    'disbursement_account',
    'disbursement_account_id',
    'payout_failure',
    'overdue_since',
  ],
  payments: [
    'id',
    'user_id',
    'order_id',
    'kind',
    'purpose',
    'channel',
    'amount',
    'status',
    'quoted_on',
    'refund_amount',
    'gateway',
    'gateway_ref',
    'pay_url',
    'expires_at',
    'paid_at',
    'created_at',
    'updated_at',
  ],
  ledger_entries: [
    'payment_id',
    'order_id',
    'user_id',
    'kind',
    'amount',
    'applied_amount',
    'remainder_amount',
    'allocation',
    'balance_after',
    'business_date',
    'posted_at',
  ],
  payouts: [
    'id',
    'order_id',
    'user_id',
    'account_id',
    'account_label',
    'rail',
    'amount',
    'status',
    'gateway',
    'gateway_ref',
    'failure_reason',
    'failure_kind',
    'attempts',
    'created_at',
    'submitted_at',
    'settled_at',
    'updated_at',
  ],
  complaints: [
    'id',
    'user_id',
    'order_id',
    'problem_type',
    'problem_son_type',
    'detail',
    'status',
    'reply_due_on',
    'resolve_by',
    'created_at',
    'updated_at',
  ],
  complaint_replies: [
    'id',
    'complaint_id',
    'agent_id',
    'text',
    'wants_rating',
    'score',
    'scored_at',
    'created_at',
  ],
  agents: ['id', 'username', 'display_name', 'password_hash', 'roles', 'created_at'],
  audit_log: [
    'at',
    'actor_id',
    'actor_name',
    'action',
    'subject_kind',
    'subject_id',
    'borrower_id',
    'before',
    'after',
    'note',
  ],
} as const;

export type BookTable = keyof typeof BOOK_COLUMNS;
export const BOOK_TABLES = Object.keys(BOOK_COLUMNS) as BookTable[];

export type BookOptions = {
  seed: string;
  businessDate: string;
  /** When the book was made (ISO): sessions and live codes run from it. */
  builtAt: string;
  /** The bench staff's one password hash (lib/password hashPassword of BOOK_STAFF_PASSWORD). */
  staffPasswordHash: string;
  capsAllLoans: boolean;
  /** When the sessions end (a year after builtAt) and the live codes expire (three days after). */
  sessionsExpireAt: string;
  liveCodesExpireAt: string;
};

const productOf = (id: string): Product => {
  const row = DEMO_PRODUCTS.find((p) => p.id === id);
  if (!row) throw new Error(`no demo product ${id}`);
  return row.definition;
};
/** The products borrowers take, their share, and the amounts mostly asked (centavos). */
const MIX = [
  { product: productOf('prod-quick-5k'), weight: 55, amounts: [2_000_00, 3_000_00, 5_000_00] },
  { product: productOf('prod-flex-12k'), weight: 22, amounts: [6_000_00, 10_000_00, 12_000_00] },
  { product: productOf('prod-plus-20k'), weight: 15, amounts: [10_000_00, 15_000_00, 20_000_00] },
  { product: productOf('prod-regional-8k'), weight: 8, amounts: [4_000_00, 8_000_00] },
];
const MIX_WEIGHTS = MIX.map((m) => m.weight);

/** How borrowers pay (PlanStep: days from the next due date), and how often each is seen. */
const part = (offset: number, share: number): PlanStep => ({ pay: 'part', offset, share });
const PLANS: { weight: number; plan: PlanStep[] }[] = [
  // On time, each instalment a day early or on the day.
  {
    weight: 24,
    plan: [
      { pay: 'due', offset: -1 },
      { pay: 'due', offset: -1 },
      { pay: 'due', offset: 0 },
    ],
  },
  // In parts before the due date: three, five, or every two weeks.
  { weight: 12, plan: [part(-50, 25), part(-25, 35), { pay: 'all', offset: -1 }] },
  {
    weight: 14,
    plan: [part(-70, 15), part(-55, 15), part(-40, 20), part(-20, 25), { pay: 'all', offset: 0 }],
  },
  {
    weight: 17,
    plan: [
      part(-84, 10),
      part(-70, 10),
      part(-56, 12),
      part(-42, 15),
      part(-28, 20),
      part(-14, 25),
      { pay: 'all', offset: 0 },
    ],
  },
  // Paid off early (after half the term, as the terms allow).
  {
    weight: 5,
    plan: [
      { pay: 'payoff', offset: -20 },
      { pay: 'all', offset: 0 },
    ],
  },
  // Rolled over once or twice, then paid.
  { weight: 9, plan: [{ pay: 'rollover', offset: -1 }, part(-30, 30), { pay: 'all', offset: -1 }] },
  {
    weight: 5,
    plan: [
      { pay: 'rollover', offset: -2 },
      { pay: 'rollover', offset: -1 },
      part(-20, 40),
      { pay: 'all', offset: 0 },
    ],
  },
  // Late payers: a few days, a couple of weeks, over a month.
  {
    weight: 7,
    plan: [
      { pay: 'all', offset: 3 },
      { pay: 'all', offset: 3 },
      { pay: 'all', offset: 3 },
    ],
  },
  {
    weight: 5,
    plan: [part(4, 30), { pay: 'all', offset: 12 }, { pay: 'all', offset: 10 }, { pay: 'all', offset: 8 }],
  },
  {
    weight: 3,
    plan: [
      part(10, 20),
      part(25, 30),
      { pay: 'all', offset: 45 },
      { pay: 'all', offset: 30 },
      { pay: 'all', offset: 30 },
    ],
  },
  {
    weight: 2,
    plan: [
      { pay: 'rollover', offset: 5 },
      { pay: 'all', offset: 6 },
    ],
  },
  // Who stops paying: the overdue tail that collections works.
  { weight: 2, plan: [part(-30, 30)] },
  { weight: 2, plan: [part(5, 25)] },
  { weight: 2, plan: [] },
];
const PLAN_WEIGHTS = PLANS.map((p) => p.weight);
/** Earlier orders of a borrower rarely end unpaid (the few written-off loans). */
const SETTLED_PLAN_WEIGHTS = PLANS.map((p, k) => (k >= PLANS.length - 3 ? 0.2 : p.weight));

/** Orders a borrower has had: 1 to 6, three on average. */
const ORDER_COUNT_WEIGHTS = [20, 22, 22, 16, 12, 8];

/** The latest order's state before it is paid out (21, 151, 110), in processing (170), or paid out. */
const LATEST_KIND_WEIGHTS = { inProgress: 3, approved: 2, failed: 2, processing: 1, paidOut: 92 };

// As bind-card-items.ts lists them: code, name and the account number's length.
const WALLETS = [
  { kind: 'ewallet' as const, code: 'GCASH', name: 'GCash', digits: 11, weight: 45 },
  { kind: 'ewallet' as const, code: 'MAYA', name: 'Maya', digits: 11, weight: 20 },
  { kind: 'bank' as const, code: 'BDO', name: 'BDO Unibank', digits: 12, weight: 12 },
  { kind: 'bank' as const, code: 'BPI', name: 'BPI', digits: 10, weight: 10 },
  { kind: 'bank' as const, code: 'LBP', name: 'Land Bank of the Philippines', digits: 10, weight: 7 },
  { kind: 'bank' as const, code: 'MBTC', name: 'Metrobank', digits: 13, weight: 6 },
];
const PAY_CHANNELS = ['GCSH', 'GCSH', 'GCSH', 'PYMY', '7ELE', 'CEBL', 'MLH', 'PLWN', 'BDOC', 'BOG'];

/** The bench's own staff: agents of every role; they sign in with this password (as the demo's do with theirs). */
export const BOOK_STAFF_PASSWORD = 'pautang-bench-staff';
const STAFF_PLAN: { role: StaffRole; count: number }[] = [
  { role: 'support', count: 12 },
  { role: 'credit', count: 6 },
  { role: 'collections', count: 10 },
  { role: 'finance', count: 4 },
  { role: 'admin', count: 2 },
];
export type BookStaff = { id: string; username: string; name: string; roles: StaffRole[] };
export const BOOK_STAFF: BookStaff[] = STAFF_PLAN.flatMap(({ role, count }) =>
  Array.from({ length: count }, (_, n) => ({
    id: `bench-${role}-${n + 1}`,
    username: `bench-${role}-${n + 1}`,
    name: `${FIRST_NAMES[(n * 7 + role.length) % FIRST_NAMES.length]} ${LAST_NAMES[(n * 5 + role.length * 3) % LAST_NAMES.length]}`,
    // The first admin holds every role, so one sign-in sees the whole back office.
    roles: role === 'admin' && n === 0 ? [...STAFF_ROLES] : [role],
  })),
);
const SUPPORT = BOOK_STAFF.filter((s) => s.roles.includes('support'));
const ACTIVE_STAFF = BOOK_STAFF.filter((s) => !s.roles.includes('admin'));

const at = instantOn;
/** A time of day in Manila office hours (UTC 00:00 to 11:00 is 08:00 to 19:00 there). */
const dayTime = (r: Random) => r.int(0, 11 * 3600);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function staffRows(options: BookOptions, emit: Emit): void {
  for (const s of BOOK_STAFF) {
    emit('agents', [
      s.id,
      s.username,
      s.name,
      options.staffPasswordHash,
      JSON.stringify(s.roles),
      at(addDays(options.businessDate, -400), 3600),
    ]);
  }
}

/** Counters a build reports; also the checksum's input in the tests. */
export type BorrowerFacts = { orders: number; postings: number; complaints: number };

/** Every row of borrower i. */
export function borrowerRows(
  i: number,
  options: BookOptions,
  emit: Emit,
  root = seedNumber(options.seed),
): BorrowerFacts {
  const r = randomFor(root, i);
  const bd = options.businessDate;
  const userId = bookUserId(i);
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const fullName = `${first} ${last}`;
  const orderCount = r.weighted(ORDER_COUNT_WEIGHTS) + 1;
  // Orders, newest first: what each is (product, amount, term, plan), then the latest's age, then each earlier one
  // paid out its whole life and a gap before the next.
  const latestKind = r.weighted(Object.values(LATEST_KIND_WEIGHTS));
  const loans = Array.from({ length: orderCount }, (_, k) => {
    const mix = MIX[r.weighted(MIX_WEIGHTS)]!;
    const termDays =
      k === 0 && r.chance(0.2)
        ? (mix.product.termOptions?.at(-1) ?? mix.product.termDays)
        : mix.product.termDays;
    const clientType: 'new' | 'repeat' = k === orderCount - 1 ? 'new' : 'repeat';
    const planIndex = r.weighted(k === 0 ? PLAN_WEIGHTS : SETTLED_PLAN_WEIGHTS);
    const input = {
      product: mix.product,
      principalAmount: r.pick(mix.amounts),
      termDays,
      clientType,
      plan: PLANS[planIndex]!.plan,
      capsAllLoans: options.capsAllLoans,
    };
    return { mix, input, template: lifeTemplate(input, planIndex) };
  });
  const latestTerm = loans[0]!.input.termDays;
  // A paid-out latest loan's age: mostly within its term, with a tail past it (the overdue and the late payers).
  const latestAge =
    latestKind >= 3
      ? r.chance(0.72)
        ? r.int(1, latestTerm)
        : latestTerm +
          [r.int(1, 10), r.int(11, 45), r.int(46, 120), r.int(121, 400)][r.weighted([40, 30, 20, 10])]!
      : r.int(0, 2);
  const ages: number[] = [latestAge];
  for (let k = 1; k < orderCount; k++) {
    const life = loans[k]!.template;
    ages.push(ages[k - 1]! + Math.max(life.length, loans[k]!.input.termDays) + r.int(3, 60));
  }
  const firstAge = ages[orderCount - 1]!;
  const signedUpOn = addDays(bd, -(firstAge + r.int(1, 20)));
  const phone = `09${pad(170_000_000 + i, 9)}`;
  emit('users', [
    userId,
    phone,
    fullName,
    orderCount > 1 ? 'repeat' : 'new',
    at(signedUpOn, dayTime(r)),
    r.chance(0.25) ? 'fil' : 'en',
  ]);
  // The profile, every step saved on sign-up day (the shapes of contexts/identity/profiles' steps, as demo-profiles.ts).
  const place = r.pick(PLACES);
  const profileAt = at(signedUpOn, 12 * 3600);
  const idNumber = `${pad(1000 + (i % 9000), 4)}${pad(i, 8)}${pad(r.int(0, 9999), 4)}`;
  const steps: [string, Record<string, string>][] = [
    [
      'basic',
      {
        firstName: first,
        middleName: '',
        lastName: last,
        birthDate: `${r.int(1965, 2004)}-${pad(r.int(1, 12), 2)}-${pad(r.int(1, 28), 2)}`,
        sex: r.chance(0.5) ? 'female' : 'male',
        nationality: 'Filipino',
      },
    ],
    [
      'personal',
      {
        civilStatus: r.pick(['single', 'married', 'widowed']),
        education: r.pick(['highschool', 'vocational', 'college']),
        email: '',
        dependants: String(r.int(0, 4)),
      },
    ],
    [
      'job',
      {
        employmentType: r.pick(['employed', 'self-employed', 'employed']),
        employer: r.pick(EMPLOYERS),
        monthlyIncome: String(r.int(12, 60) * 1_000_00),
        payDay: addDays(bd, r.int(1, 15)),
      },
    ],
    [
      'extra',
      {
        loanPurpose: r.pick(['bills', 'business', 'education', 'medical', 'emergency']),
        fundsSource: r.pick(['salary', 'business', 'remittance']),
      },
    ],
    [
      'city',
      {
        ...place,
        street: `${r.int(1, 300)} ${r.pick(['Rizal', 'Mabini', 'Bonifacio', 'Luna', 'Sampaguita'])} St.`,
      },
    ],
    ['identity', { idType: r.pick(['philsys', 'umid', 'drivers', 'passport']), idNumber }],
    [
      'references',
      {
        ref1Name: `${r.pick(FIRST_NAMES)} ${last}`,
        ref1Relation: r.pick(['parent', 'spouse', 'sibling']),
        ref1Mobile: `09${pad(r.int(100_000_000, 999_999_999), 9)}`,
        ref2Name: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
        ref2Relation: r.pick(['friend', 'colleague']),
        ref2Mobile: `09${pad(r.int(100_000_000, 999_999_999), 9)}`,
      },
    ],
  ];
  for (const [step, answers] of steps)
    emit('profile_steps', [userId, step, JSON.stringify(answers), profileAt]);
  // The bound account the loans are paid out to.
  const wallet = WALLETS[r.weighted(WALLETS.map((w) => w.weight))]!;
  const accountId = `BA${pad(i, 8)}`;
  // Never ending 0000 or 9999: the payout sandbox fails those accounts.
  const accountNo =
    wallet.kind === 'ewallet'
      ? phone
      : `${pad(r.int(0, 999_999), wallet.digits - 4)}${pad(r.int(1, 9998), 4)}`;
  const accountLabel = `${wallet.name} **** ${accountNo.slice(-4)}`;
  emit('bank_accounts', [
    accountId,
    userId,
    wallet.kind,
    wallet.code,
    wallet.name,
    accountNo,
    fullName.toUpperCase(),
    at(signedUpOn, 13 * 3600),
  ]);
  // A session a bench part signs in with (book-keys.ts sessionTokenFor), valid for a year.
  emit('sessions', [
    sessionTokenHash(sessionTokenFor(i, options.seed)),
    userId,
    BOOK_DEVICE_ID,
    'Pautang',
    options.builtAt,
    options.sessionsExpireAt,
  ]);
  // An approved offer waiting on loan confirmation (prod-quick-5k), decided in the last few days.
  const decidedOn = addDays(bd, -r.int(0, 4));
  emit('credit_decisions', [
    `cd-b${pad(i, 8)}`,
    userId,
    'prod-quick-5k',
    5_000_00,
    91,
    JSON.stringify({ approvedBy: 'rules', limit: 5_000_00 }),
    JSON.stringify([{ rule: 'profile-complete', passed: true, reason: 'Profile complete' }]),
    'approved',
    'Approved by the rules',
    5_000_00,
    91,
    decidedOn,
    at(decidedOn, dayTime(r)),
    null,
  ]);

  let postingCount = 0;
  let latestOrderId = '';
  for (let k = orderCount - 1; k >= 0; k--) {
    const { mix, input, template } = loans[k]!;
    const n = orderCount - 1 - k;
    const orderId = bookOrderId(i, n);
    if (k === 0) latestOrderId = orderId;
    const principal = input.principalAmount;
    const age = ages[k]!;
    const createdOn = addDays(bd, -(age + 1));
    const createdSecond = dayTime(r);
    const createdAt = at(createdOn, createdSecond);
    const agreedAt = at(createdOn, createdSecond + 120);
    const kind = k === 0 ? latestKind : 4;
    const order = {
      id: orderId,
      userId,
      productId: mix.product.id,
      principal,
      term: input.termDays,
      terms: termsText(mix.product),
      clientType: input.clientType,
      capsAllLoans: options.capsAllLoans,
      agreedAt,
      createdAt,
      accountLabel,
      accountId,
    };
    const payoutId = `PO${pad(i, 8)}${pad(n, 2)}`;
    const payoutRef = `SBP${pad(i, 8)}${pad(n, 2)}`;
    if (kind <= 2) {
      // Not paid out: in progress (21), its payout on its way (151), or the payout failed for good (110).
      const failed = kind === 2;
      const failure = failed ? 'The receiving account was closed.' : '';
      emitOrder(emit, {
        ...order,
        status: failed ? 110 : kind === 1 ? 151 : 21,
        override: kind === 1 ? 151 : null,
        loan: null,
        failed,
        payoutFailure: failure,
        updatedAt: agreedAt,
      });
      if (kind >= 1) {
        emit('payouts', [
          payoutId,
          orderId,
          userId,
          accountId,
          accountLabel,
          wallet.kind,
          principal,
          failed ? 'failed' : 'pending',
          'sandbox',
          payoutRef,
          failure,
          failed ? 'final' : null,
          1,
          agreedAt,
          agreedAt,
          failed ? agreedAt : null,
          agreedAt,
        ]);
      }
      continue;
    }
    const loan = loanAt(template, age, bd);
    const { status, dueAmount, overdueSince } = loanFigures(template, age, loan, bd);
    // Repayment processing (170): a workflow holds the order while a payment is confirmed.
    const processing = kind === 3 && status !== 200;
    const paidSeconds = loan.postings.map(() => dayTime(r) + 1800);
    const paidAts = loan.postings.map((p, j) => at(addDays(loan.disbursedOn, p.day), paidSeconds[j]!));
    emitOrder(emit, {
      ...order,
      status: processing ? 170 : status,
      override: processing ? 170 : null,
      overdueSince,
      loan,
      failed: false,
      payoutFailure: '',
      updatedAt: paidAts.at(-1) ?? agreedAt,
    });
    const payoutAt = at(loan.disbursedOn, 2 * 3600);
    emit('payouts', [
      payoutId,
      orderId,
      userId,
      accountId,
      accountLabel,
      wallet.kind,
      principal,
      'paid',
      'sandbox',
      payoutRef,
      '',
      null,
      1,
      agreedAt,
      agreedAt,
      payoutAt,
      payoutAt,
    ]);
    let m = 0;
    for (const [j, p] of loan.postings.entries()) {
      const paymentId = `PTX${pad(i, 8)}${n}${pad(m++, 3)}`;
      const appliedOn = addDays(loan.disbursedOn, p.day);
      const paidAt = paidAts[j]!;
      const createdPay = at(appliedOn, paidSeconds[j]! - 1800);
      emit('payments', [
        paymentId,
        userId,
        orderId,
        p.kind,
        p.purpose,
        r.pick(PAY_CHANNELS),
        p.amount,
        'paid',
        appliedOn,
        p.remainderAmount,
        'sandbox',
        `SB${paymentId.slice(3)}`,
        `https://sandbox.pautang.example/pay/${paymentId}`,
        at(appliedOn, paidSeconds[j]! - 1800 + 48 * 3600),
        paidAt,
        createdPay,
        paidAt,
      ]);
      emit('ledger_entries', [
        paymentId,
        orderId,
        userId,
        p.kind,
        p.amount,
        p.appliedAmount,
        p.remainderAmount,
        p.lines,
        p.balanceAfter,
        appliedOn,
        paidAt,
      ]);
      postingCount++;
    }
    // Codes never paid: one that expired on some loans, and a live one for the amount due on a third of those owing.
    if (status !== 200 && r.chance(0.15)) {
      const paymentId = `PTX${pad(i, 8)}${n}${pad(m++, 3)}`;
      const madeOn = addDays(bd, -r.int(3, 20));
      const madeSecond = dayTime(r);
      const made = at(madeOn, madeSecond);
      emit('payments', [
        paymentId,
        userId,
        orderId,
        'repay',
        'due',
        r.pick(PAY_CHANNELS),
        Math.max(100_00, dueAmount || 1_000_00),
        'expired',
        madeOn,
        0,
        'sandbox',
        `SB${paymentId.slice(3)}`,
        `https://sandbox.pautang.example/pay/${paymentId}`,
        at(madeOn, madeSecond + 48 * 3600),
        null,
        made,
        made,
      ]);
    }
    if (!processing && status !== 200 && dueAmount > 0 && r.chance(0.33)) {
      const paymentId = `PTX${pad(i, 8)}${n}${pad(m++, 3)}`;
      emit('payments', [
        paymentId,
        userId,
        orderId,
        'repay',
        'due',
        r.pick(PAY_CHANNELS),
        dueAmount,
        'pending',
        bd,
        0,
        'sandbox',
        `SB${paymentId.slice(3)}`,
        `https://sandbox.pautang.example/pay/${paymentId}`,
        options.liveCodesExpireAt,
        null,
        options.builtAt,
        options.builtAt,
      ]);
    }
  }

  // Complaints: about three borrowers in ten have filed one, most answered.
  let complaints = 0;
  if (r.chance(0.3)) {
    complaints = 1;
    const filedOn = addDays(bd, -r.int(0, 120));
    const filedSecond = dayTime(r);
    const filedAt = at(filedOn, filedSecond);
    const status = (['submitted', 'in_progress', 'replied', 'closed'] as const)[r.weighted([8, 10, 32, 50])]!;
    const type = r.int(1, 7);
    const complaintId = `CP${pad(i, 10)}`;
    emit('complaints', [
      complaintId,
      userId,
      r.chance(0.7) ? latestOrderId : null,
      type,
      type === 1 ? r.int(1, 6) : null,
      r.pick(COMPLAINT_TEXTS),
      status,
      addWeekdays(filedOn, COMPLAINT_REPLY_WEEKDAYS),
      addDays(filedOn, COMPLAINT_RESOLVE_DAYS),
      filedAt,
      filedAt,
    ]);
    if (status === 'replied' || status === 'closed') {
      const agent = r.pick(SUPPORT);
      const repliedAt = at(filedOn, filedSecond + r.int(1, 48) * 3600);
      const rated = status === 'closed' && r.chance(0.6);
      emit('complaint_replies', [
        `CR${pad(i, 10)}`,
        complaintId,
        agent.id,
        r.pick(REPLY_TEXTS),
        status === 'replied',
        rated ? r.int(1, 5) : null,
        rated ? repliedAt : null,
        repliedAt,
      ]);
      emitAudit(emit, r, bd, agent, 'complaint.replied', 'complaint', complaintId, userId);
    }
  }
  // The back office's trail: staff looking at borrower files, and their other actions.
  if (r.chance(0.22))
    emitAudit(emit, r, bd, r.pick(ACTIVE_STAFF), 'borrower.viewed', 'borrower', userId, userId);
  if (r.chance(0.04))
    emitAudit(emit, r, bd, r.pick(ACTIVE_STAFF), 'collections.contacted', 'order', latestOrderId, userId);
  return { orders: orderCount, postings: postingCount, complaints };
}

function emitAudit(
  emit: Emit,
  r: Random,
  bd: string,
  staff: BookStaff,
  action: string,
  kind: string,
  subject: string,
  borrower: string,
) {
  emit('audit_log', [
    at(addDays(bd, -r.int(0, 180)), dayTime(r)),
    staff.id,
    staff.name,
    action,
    kind,
    subject,
    borrower,
    null,
    null,
    '',
  ]);
}

type OrderArgs = {
  id: string;
  userId: string;
  productId: string;
  status: number;
  override: number | null;
  /** The day days past due count from (orders.overdue_since, migration 0031); null when nothing is owed. */
  overdueSince?: string | null;
  principal: number;
  term: number;
  terms: string;
  clientType: 'new' | 'repeat';
  loan: LoanAt | null;
  failed: boolean;
  capsAllLoans: boolean;
  agreedAt: string;
  createdAt: string;
  updatedAt: string;
  accountLabel: string;
  accountId: string;
  payoutFailure: string;
};

function emitOrder(emit: Emit, o: OrderArgs): void {
  const s = o.loan?.state;
  emit('orders', [
    o.id,
    o.userId,
    o.productId,
    o.status,
    o.override,
    o.principal,
    o.term,
    o.terms,
    o.clientType,
    o.loan?.disbursedOn ?? null,
    o.failed,
    s?.rolloverCount ?? 0,
    s?.rolledOverChargesAmount ?? 0,
    s?.periodStartOn ?? null,
    s?.carriedFeesAmount ?? 0,
    s?.principalRepaidAmount ?? 0,
    s?.penaltyCharged ?? false,
    s?.penaltyWaivedAmount ?? 0,
    s?.settledOn ?? null,
    s ? (s.covered ?? null) : null,
    o.capsAllLoans,
    o.loan?.instalmentsPaidText ?? '[]',
    AGREEMENTS,
    o.agreedAt,
    o.createdAt,
    o.updatedAt,
    o.accountLabel,
    o.accountId,
    o.payoutFailure,
    o.overdueSince ?? null,
  ]);
}
const termsTexts = new Map<string, string>();
/** The product's pricing terms as an order keeps them (orders.terms), stringified once per product. */
function termsText(product: Product): string {
  let text = termsTexts.get(product.id);
  if (!text) termsTexts.set(product.id, (text = JSON.stringify(pricingTermsOf(product))));
  return text;
}
const AGREEMENTS = JSON.stringify(['loan-agreement', 'disclosure-statement']);

const COMPLAINT_TEXTS = [
  'My payment through GCash is not showing in the app yet.',
  'I was charged a late fee even though I paid on the due date.',
  'A collector called my office about my loan.',
  'The app keeps logging me out.',
  'Please explain the fees deducted from my loan.',
  'I paid at 7-Eleven but my balance did not change.',
  'I want to change the account my loan is sent to.',
  'I received a message late at night about my due date.',
];
const REPLY_TEXTS = [
  'Thank you for your patience. Your payment has been posted to your loan.',
  'We reviewed your account and the late fee has been explained in your order details.',
  'We are sorry for the inconvenience. We have reminded our collection team of the rules.',
  'Please update the app to the latest version and sign in again.',
];
