// The demo complaints of Ana Cruz (10003), put back in their stated state whenever a complaint scenario opens:
// two open (one new, one in progress), one replied with a rating asked, and one closed and rated. The support
// agent who answered is the demo agent. Ids never move: the scenarios open them by id.
import { addDays, businessDateFromInstant, daysBetween } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import type { ComplaintStatus } from '../../../platform/db/schema';
import { hashPassword } from '../../../platform/password';
import { complaintDeadlines } from '../../support/index';
import { STAFF_ROLES, type StaffRole } from '@pautang/contract/call';

export const DEMO_AGENT = {
  id: 'agent-demo',
  username: 'agent',
  password: 'pautang-support',
  displayName: 'Lea Bautista',
  /** The demo's supervisor holds every role, so one sign-in shows the whole back office. */
  roles: STAFF_ROLES,
} as const;

export const DEMO_COMPLAINT_USER = '10003';
export const DEMO_COMPLAINTS = {
  submitted: 'CP900000000001',
  inProgress: 'CP900000000002',
  replied: 'CP900000000003',
  closed: 'CP900000000004',
} as const;

/**
 * The demo's staff, one per role and a second finance officer, collector and compliance officer (a maker-checker pair
 * needs two). Their passwords are printed at start in demo mode only, like the agent's.
 */
export const DEMO_STAFF = [
  {
    id: 'staff-support',
    username: 'support',
    password: 'pautang-support',
    displayName: 'Joy Santos',
    roles: ['support'],
  },
  {
    id: 'staff-credit',
    username: 'credit',
    password: 'pautang-credit',
    displayName: 'Ramon Dizon',
    roles: ['credit'],
  },
  {
    id: 'staff-collector',
    username: 'collector',
    password: 'pautang-collector',
    displayName: 'Mario Reyes',
    roles: ['collections'],
  },
  {
    id: 'staff-collector2',
    username: 'collector2',
    password: 'pautang-collector2',
    displayName: 'Liza Garcia',
    roles: ['collections'],
  },
  {
    id: 'staff-finance',
    username: 'finance',
    password: 'pautang-finance',
    displayName: 'Carla Mendoza',
    roles: ['finance'],
  },
  {
    id: 'staff-finance2',
    username: 'finance2',
    password: 'pautang-finance2',
    displayName: 'Paolo Villanueva',
    roles: ['finance'],
  },
  {
    id: 'staff-admin',
    username: 'admin',
    password: 'pautang-admin',
    displayName: 'Grace Tan',
    roles: ['admin'],
  },
  {
    id: 'staff-compliance',
    username: 'compliance',
    password: 'pautang-compliance',
    displayName: 'Teresa Aquino',
    roles: ['compliance'],
  },
  {
    id: 'staff-compliance2',
    username: 'compliance2',
    password: 'pautang-compliance2',
    displayName: 'Nestor Lim',
    roles: ['compliance'],
  },
] as const satisfies readonly {
  id: string;
  username: string;
  password: string;
  displayName: string;
  roles: readonly StaffRole[];
}[];

/**
 * The demo staff, each created once with a scrypt hash of the printed demo password. A demo account locked or
 * disabled by a test or a curious visitor is unlocked and re-enabled on every start, with its stated roles.
 */
export async function seedDemoAgent(db: Db): Promise<void> {
  for (const person of [DEMO_AGENT, ...DEMO_STAFF]) {
    const known = await db.selectFrom('agents').select('id').where('id', '=', person.id).executeTakeFirst();
    if (known) {
      await db
        .updateTable('agents')
        .set({
          failed_attempts: 0,
          locked_until: null,
          disabled_at: null,
          roles: JSON.stringify(person.roles),
        })
        .where('id', '=', person.id)
        .execute();
      continue;
    }
    await db
      .insertInto('agents')
      .values({
        id: person.id,
        username: person.username,
        display_name: person.displayName,
        password_hash: await hashPassword(person.password),
        roles: JSON.stringify(person.roles),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

type Seed = {
  id: string;
  type: number;
  text: string;
  hoursAgo: number;
  steps: ComplaintStatus[];
  reply?: { text: string; wantsRating: boolean; score: number | null };
};

const SEEDS: Seed[] = [
  {
    id: DEMO_COMPLAINTS.submitted,
    type: 6,
    text: 'The app logs me out every time I open the repayment page.',
    hoursAgo: 3,
    steps: ['submitted'],
  },
  {
    id: DEMO_COMPLAINTS.inProgress,
    type: 2,
    text: 'I paid ₱1,500 at 7-Eleven yesterday but my order still shows the full amount due.',
    hoursAgo: 26,
    steps: ['submitted', 'in_progress'],
  },
  {
    id: DEMO_COMPLAINTS.replied,
    type: 4,
    text: 'Why do I pay a service fee on top of the amount I borrowed?',
    hoursAgo: 50,
    steps: ['submitted', 'in_progress', 'replied'],
    reply: {
      text: 'Nothing was deducted when your loan was released: you received the full amount you borrowed. The service fee is shown in your disclosure statement and is added to what you repay, spread over your instalments, as agreed when you confirmed the loan. It is within the SEC cap. Thank you for asking.',
      wantsRating: true,
      score: null,
    },
  },
  {
    id: DEMO_COMPLAINTS.closed,
    type: 7,
    text: 'Please update my e-mail address on my account.',
    hoursAgo: 120,
    steps: ['submitted', 'in_progress', 'replied', 'closed'],
    reply: { text: 'Your e-mail address has been updated.', wantsRating: true, score: 5 },
  },
];

const ACTIONS: Record<ComplaintStatus, string> = {
  submitted: 'filed',
  in_progress: 'started',
  replied: 'replied',
  closed: 'closed',
};

export async function resetDemoComplaints(db: Db, businessDate: string, now: Date): Promise<void> {
  await seedDemoAgent(db);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('complaints').where('user_id', '=', DEMO_COMPLAINT_USER).execute();
    for (const seed of SEEDS) {
      const filed = now.getTime() - seed.hoursAgo * 3_600_000;
      const at = (step: number) => new Date(filed + step * 2 * 3_600_000).toISOString();
      const status = seed.steps[seed.steps.length - 1] ?? 'submitted';
      // The business day it was filed: as many days before today's business date as the filing is before now,
      // so a demo that moved its business date ahead keeps each complaint's age.
      const filedOn = addDays(
        businessDate,
        -daysBetween(businessDateFromInstant(new Date(filed)), businessDateFromInstant(now)),
      );
      await trx
        .insertInto('complaints')
        .values({
          id: seed.id,
          user_id: DEMO_COMPLAINT_USER,
          order_id: null,
          request_id: null,
          problem_type: seed.type,
          problem_son_type: null,
          detail: seed.text,
          status,
          ...complaintDeadlines(filedOn),
          created_at: at(0),
          updated_at: at(seed.steps.length - 1),
        })
        .execute();
      for (const [i, step] of seed.steps.entries()) {
        const agent = step !== 'submitted';
        await trx
          .insertInto('complaint_events')
          .values({
            complaint_id: seed.id,
            actor_kind: agent ? 'agent' : 'borrower',
            actor_id: agent ? DEMO_AGENT.id : DEMO_COMPLAINT_USER,
            action: ACTIONS[step],
            from_status: seed.steps[i - 1] ?? null,
            to_status: step,
            at: at(i),
          })
          .execute();
      }
      if (seed.reply) {
        const replied = at(seed.steps.indexOf('replied'));
        await trx
          .insertInto('complaint_replies')
          .values({
            id: `${seed.id}-reply`,
            complaint_id: seed.id,
            agent_id: DEMO_AGENT.id,
            text: seed.reply.text,
            wants_rating: seed.reply.wantsRating,
            score: seed.reply.score,
            scored_at: seed.reply.score === null ? null : replied,
            created_at: replied,
          })
          .execute();
      }
    }
  });
}
